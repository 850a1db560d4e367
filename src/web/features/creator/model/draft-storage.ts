// Keeps the draft in the browser's local storage (docs/product.md "What is stored", Level creator draft), so a test
// play, a reload or a trip to sign in comes back to the same level. The stored words follow docs/product.md
// (grid, gridCol, gridRow, draggableItems, goal, levelName, successMessage, tryAgainMessage), plus the
// creator tags and the instructions (`description`); anything unreadable is ignored and the creator
// starts empty.
import { z } from 'zod';
import { componentTypeSchema, goalSchema, rotationSchema } from '../../../../api/exercise';
import { DEFAULT_SUCCESS_MESSAGE, draggableItemSchema, MAX_LEVEL_DESCRIPTION_LENGTH } from '../../../../api/levels';
import { PIECE_VALUE_FIELDS } from '../../../../engine/components/param-schemas';
import { clampSize, emptyGrid, type Draft } from './draft';

export const DRAFT_KEY = 'levelCreatorDraft';
/** The success text new levels started with before it changed; a draft still holding it gets the new one. */
const OLD_DEFAULT_SUCCESS = 'Well done! Your circuit lights the bulbs just right.';

const cellSchema = z.object({
  type: componentTypeSchema,
  rotation: rotationSchema,
  ...PIECE_VALUE_FIELDS,
});

const storedSchema = z.object({
  grid: z.array(z.array(cellSchema.nullable())),
  gridCol: z.number(),
  gridRow: z.number(),
  draggableItems: z.array(draggableItemSchema),
  goal: z.array(goalSchema),
  levelName: z.string(),
  successMessage: z.string(),
  tryAgainMessage: z.string(),
  tags: z.array(z.string()).default([]),
  description: z.string().default(''),
});

export function saveDraft(draft: Draft): void {
  const stored: z.input<typeof storedSchema> = {
    grid: draft.grid,
    gridCol: draft.cols,
    gridRow: draft.rows,
    draggableItems: draft.inventory,
    goal: draft.goal,
    levelName: draft.name,
    successMessage: draft.successMessage,
    tryAgainMessage: draft.failureMessage,
    tags: draft.tags,
    description: draft.description,
  };
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked (private mode): the draft then lives only as long as the page.
  }
}

export function loadDraft(): Draft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success) return null;
  const s = parsed.data;
  const rows = clampSize(s.gridRow);
  const cols = clampSize(s.gridCol);
  const grid = emptyGrid(rows, cols).map((line, r) => line.map((_, c) => s.grid[r]?.[c] ?? null));
  return {
    name: s.levelName.slice(0, 50),
    rows,
    cols,
    grid,
    inventory: s.draggableItems,
    goal: s.goal,
    tags: s.tags,
    successMessage: s.successMessage === OLD_DEFAULT_SUCCESS ? DEFAULT_SUCCESS_MESSAGE : s.successMessage,
    failureMessage: s.tryAgainMessage,
    description: s.description.slice(0, MAX_LEVEL_DESCRIPTION_LENGTH),
  };
}
