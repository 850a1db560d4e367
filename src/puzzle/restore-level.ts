// Levels at the edge (docs/architecture.md "Levels at the edge"): a community level arrives in
// docs/product.md's custom-level words (draggableItems with itemCount, metadata.gridCol/gridRow,
// educationalMessages, name) or in an older stored shape (inventory, title, count, 'Infinity', no
// metadata …), from a stored row, a POST body, the lesson generator or the creator's navigation state.
// This file is the only reader of those words: everything past it works on the Puzzle (the public
// CircuitExercise the circuit screen plays, the server judges and the solver searches). Pure; shared by
// page and server so both judge the same board and tray.
import { z } from 'zod';
import { circuitExerciseSchema, goalSchema, prePlacedComponentSchema, rotationSchema, componentTypeSchema, type CircuitExercise, type PrePlacedComponent, DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE, DEFAULT_GRID_SIZE, MIN_GRID_SIZE, storedLevelSchema, type StoredLevel } from '../api/index';
import { PIECE_VALUE_FIELDS, trayValuesOf, type ComponentType, type GoalBulb, type PieceValues } from '../engine/index';

/** The circuit puzzle a level becomes: board size, fixed pieces, tray with counts, goal or scenarios, texts. */
export type Puzzle = CircuitExercise;

type ValueFields = typeof PIECE_VALUE_FIELDS;

/**
 * Every value field, read leniently: a value today's schema refuses (its form, or outside the limits an
 * older rule allowed) is left out, so the piece plays with its part's default rather than not at all.
 */
const STORED_VALUE_FIELDS = Object.fromEntries(
  Object.entries(PIECE_VALUE_FIELDS).map(([name, schema]: [string, z.ZodOptional<z.ZodType>]) => [name, schema.catch(undefined)]),
) as { [N in keyof ValueFields]: z.ZodCatch<ValueFields[N]> }; // same keys, each with its fallback

/** A value left out above is dropped, not kept as an `undefined` key. */
function definedOnly<T extends object>(piece: T): T {
  return Object.fromEntries(Object.entries(piece).filter(([, value]) => value !== undefined)) as T; // the same object minus undefined keys
}

/** A tray item in any stored spelling: docs/product.md's `itemCount` (a number or 'Infinity') or the older `count`. */
const anyTrayItemSchema = z.object({
  type: componentTypeSchema,
  itemCount: z.union([z.number(), z.literal('Infinity')]).optional(),
  count: z.number().optional(),
  rotation: rotationSchema.optional(),
  ...STORED_VALUE_FIELDS,
});

/** A grid as stored: each side 1 to 9 (unknown keys kept, then ignored). */
const anyMetadataSchema = z.object({ gridCol: z.number().int().min(1).max(9), gridRow: z.number().int().min(1).max(9) }).loose();

/** Every shape a level has been stored or sent in; each field optional where an older shape lacked it. */
const anyLevelSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  // Every field of a placed piece is kept (its values and state); unknown keys are dropped.
  prePlacedComponents: z.array(z.object({ ...prePlacedComponentSchema.shape, ...STORED_VALUE_FIELDS }).transform(definedOnly)).default([]),
  draggableItems: z.array(anyTrayItemSchema).optional(),
  inventory: z.array(anyTrayItemSchema).optional(),
  goal: z.array(goalSchema.loose()).default([]),
  // A scenario level's goals; the puzzle's scenario schema (or the creator) reads each.
  scenarios: z.array(z.unknown()).optional(),
  metadata: anyMetadataSchema.optional(),
  educationalMessages: z.object({ success: z.string().optional(), failure: z.string().optional() }).optional(),
  successMessage: z.string().optional(),
  failureMessage: z.string().optional(),
  tags: z.array(z.string()).default([]),
});

/** A tray item of a read level: the puzzle's own words (`count`, 1 to 3). */
export type ReadTrayItem = { type: ComponentType; count: number; rotation?: PrePlacedComponent['rotation'] } & PieceValues;

/**
 * A level read into the puzzle's words but not yet checked as a whole: the name may be missing and the
 * goal empty (the creator opens such a level to finish it); scenarios are still as they came.
 */
export interface ReadLevel {
  title: string | undefined;
  description: string;
  rows: number;
  cols: number;
  prePlacedComponents: PrePlacedComponent[];
  inventory: ReadTrayItem[];
  goal: GoalBulb[];
  scenarios: unknown[] | undefined;
  successMessage: string;
  failureMessage: string;
  tags: string[];
}

/** A grid side when the level has no metadata (the oldest stored levels): the creator's default. */
const OLD_GRID_SIDE = 5;
/** The tray shows at most this many of a kind; an unlimited ('Infinity') piece gets as many. */
const MAX_TRAY_COUNT = 3;

function trayCount(item: z.infer<typeof anyTrayItemSchema>): number {
  const stored = item.count ?? (item.itemCount === 'Infinity' ? MAX_TRAY_COUNT : (item.itemCount ?? 1));
  return Math.max(1, Math.min(MAX_TRAY_COUNT, stored));
}

/** The level's fields in the puzzle's words, whatever shape it came in; null when it is not a level at all. */
export function readLevel(raw: unknown): ReadLevel | null {
  const parsed = anyLevelSchema.safeParse(raw);
  if (!parsed.success) return null;
  const level = parsed.data;
  return {
    title: level.name ?? level.title,
    // The creator's instructions for the learner, shown under the title like a course exercise's.
    description: level.description?.trim() ?? '',
    rows: level.metadata?.gridRow ?? OLD_GRID_SIDE,
    cols: level.metadata?.gridCol ?? OLD_GRID_SIDE,
    prePlacedComponents: level.prePlacedComponents,
    inventory: (level.draggableItems ?? level.inventory ?? []).map((item) => ({
      type: item.type,
      count: trayCount(item),
      ...(item.rotation === undefined ? {} : { rotation: item.rotation }),
      ...trayValuesOf(item),
    })),
    goal: level.goal.map(({ type, status }) => ({ type, status })),
    scenarios: level.scenarios,
    successMessage: level.successMessage ?? level.educationalMessages?.success ?? DEFAULT_SUCCESS_MESSAGE,
    failureMessage: level.failureMessage ?? level.educationalMessages?.failure ?? DEFAULT_FAILURE_MESSAGE,
    tags: level.tags,
  };
}

/** A level (any stored or sent shape, or already a circuit puzzle) as the puzzle it plays; null when it cannot be played. */
export function restoreLevel(raw: unknown): Puzzle | null {
  const exact = circuitExerciseSchema.safeParse(raw);
  if (exact.success) return exact.data;
  const level = readLevel(raw);
  if (!level) return null;
  const candidate = {
    exerciseType: 'circuit',
    title: level.title ?? 'Community level',
    description: level.description,
    gridSize: { rows: level.rows, cols: level.cols },
    prePlacedComponents: level.prePlacedComponents,
    inventory: level.inventory,
    ...(level.scenarios ? { scenarios: level.scenarios } : { goal: level.goal }),
    successMessage: level.successMessage,
    failureMessage: level.failureMessage,
    tags: level.tags,
    metadata: { gridCol: level.cols, gridRow: level.rows },
  };
  const result = circuitExerciseSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

/** A level's own fields in docs/api.md's community-level words: what GET /api/levels/{id} adds to the row's columns. */
const levelFieldsSchema = storedLevelSchema.pick({
  description: true,
  prePlacedComponents: true,
  draggableItems: true,
  goal: true,
  scenarios: true,
  metadata: true,
  educationalMessages: true,
});
export type LevelFields = z.infer<typeof levelFieldsSchema>;

/** A grid in docs/api.md's words: a side narrower than the creator allows (2) is widened, every piece keeps its cell. */
function specGrid(rows: number, cols: number): StoredLevel['metadata'] {
  return { gridCol: Math.max(MIN_GRID_SIZE, cols), gridRow: Math.max(MIN_GRID_SIZE, rows) };
}

/**
 * A stored level (any shape) in docs/api.md's words, as it plays: the puzzle restoreLevel makes of it,
 * written back out (`count` → `itemCount`, texts → `educationalMessages`, grid → `metadata`). Null when
 * it cannot be played or not said in those words (a probe goal).
 */
export function levelFieldsOf(raw: unknown): LevelFields | null {
  const puzzle = restoreLevel(raw);
  if (!puzzle) return null;
  const fields = levelFieldsSchema.safeParse({
    ...(puzzle.description ? { description: puzzle.description } : {}),
    prePlacedComponents: puzzle.prePlacedComponents,
    draggableItems: puzzle.inventory.map(({ count, ...piece }) => ({ ...piece, itemCount: count })),
    goal: puzzle.goal ?? [],
    ...(puzzle.scenarios ? { scenarios: puzzle.scenarios } : {}),
    metadata: specGrid(puzzle.gridSize.rows, puzzle.gridSize.cols),
    educationalMessages: { success: puzzle.successMessage, failure: puzzle.failureMessage },
  });
  return fields.success ? fields.data : null;
}

/**
 * A level's grid in docs/api.md's words from its stored `metadata` alone (Explore's list reads no more
 * of a row), as levelFieldsOf says it; 5×5 when it has none (the oldest levels' grid) or one that
 * cannot be read (the creator's default; such a level itself does not open).
 */
export function levelGridOf(metadata: unknown): StoredLevel['metadata'] {
  const parsed = anyMetadataSchema.safeParse(metadata);
  return parsed.success ? specGrid(parsed.data.gridRow, parsed.data.gridCol) : specGrid(DEFAULT_GRID_SIZE, DEFAULT_GRID_SIZE);
}
