// A community level (GET /api/levels/{id}) or a test play from the level creator, in docs/product.md's
// custom-level words (draggableItems, educationalMessages, metadata) or already in the public circuit
// shape, as the CircuitExercise the circuit screen plays and the server judges (POST /api/attempts
// with levelId). A conversion rule, not a wire schema, so it sits with the other puzzle conversions
// (solver-puzzle.ts). Pure; shared by page and server so both judge the same board and tray.
import { z } from 'zod';
import {
  circuitExerciseSchema,
  goalSchema,
  prePlacedComponentSchema,
  rotationSchema,
  componentTypeSchema,
  type CircuitExercise,
} from '../api/exercise';
import { trayValuesOf } from '../engine/components/catalogue';
import { PIECE_VALUE_FIELDS } from '../engine/components/param-schemas';
import { DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from '../api/levels';

const draggableItemSchema = z.object({
  type: componentTypeSchema,
  itemCount: z.union([z.number(), z.literal('Infinity')]).optional(),
  count: z.number().optional(),
  rotation: rotationSchema.optional(),
  ...PIECE_VALUE_FIELDS,
});

const customLevelSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  // Every field of a placed piece is kept (its values and state); unknown keys are dropped.
  prePlacedComponents: z.array(z.object(prePlacedComponentSchema.shape)).default([]),
  draggableItems: z.array(draggableItemSchema).optional(),
  inventory: z.array(draggableItemSchema).optional(),
  goal: z.array(goalSchema.loose()).default([]),
  // A scenario level's goals; each read as the exercise's scenario schema below.
  scenarios: z.array(z.unknown()).optional(),
  metadata: z.object({ gridCol: z.number().int().min(1).max(9), gridRow: z.number().int().min(1).max(9) }).loose().optional(),
  educationalMessages: z.object({ success: z.string().optional(), failure: z.string().optional() }).optional(),
  successMessage: z.string().optional(),
  failureMessage: z.string().optional(),
  tags: z.array(z.string()).default([]),
});

/** The level as a playable circuit exercise, or null when it cannot be read. */
export function toCircuitExercise(raw: unknown): CircuitExercise | null {
  const exact = circuitExerciseSchema.safeParse(raw);
  if (exact.success) return exact.data;
  const parsed = customLevelSchema.safeParse(raw);
  if (!parsed.success) return null;
  const level = parsed.data;
  const cols = level.metadata?.gridCol ?? 5;
  const rows = level.metadata?.gridRow ?? 5;
  const items = level.draggableItems ?? level.inventory ?? [];
  const candidate = {
    exerciseType: 'circuit',
    title: level.name ?? level.title ?? 'Community level',
    // The creator's instructions for the learner, shown under the title like a course exercise's.
    description: level.description?.trim() ?? '',
    gridSize: { rows, cols },
    prePlacedComponents: level.prePlacedComponents,
    inventory: items.map((item) => ({
      type: item.type,
      // The creator stores an unlimited piece as 'Infinity'; the tray shows at most 3 of a kind.
      count: Math.max(1, Math.min(3, item.count ?? (item.itemCount === 'Infinity' ? 3 : (item.itemCount ?? 1)))),
      ...(item.rotation === undefined ? {} : { rotation: item.rotation }),
      ...trayValuesOf(item),
    })),
    ...(level.scenarios ? { scenarios: level.scenarios } : { goal: level.goal.map(({ type, status }) => ({ type, status })) }),
    successMessage: level.successMessage ?? level.educationalMessages?.success ?? DEFAULT_SUCCESS_MESSAGE,
    failureMessage: level.failureMessage ?? level.educationalMessages?.failure ?? DEFAULT_FAILURE_MESSAGE,
    tags: level.tags,
    metadata: { gridCol: cols, gridRow: rows },
  };
  const result = circuitExerciseSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

