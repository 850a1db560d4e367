// Keeps the draft in the browser's local storage (docs/product.md "What is stored", Level creator draft), so a test
// play, a reload or a trip to sign in comes back to the same level. The stored words follow docs/product.md
// (grid, gridCol, gridRow, draggableItems, goal, levelName, successMessage, tryAgainMessage), plus the
// creator tags, the instructions (`description`) and a scenario goal's scenarios (`scenarios`; a draft
// stored before them opens with none); anything unreadable is ignored and the creator starts empty.
import { z } from 'zod';
import { componentTypeSchema, goalSchema, MAX_SCENARIOS, MAX_SCENARIO_LABEL_LENGTH, rotationSchema, DEFAULT_SUCCESS_MESSAGE, draggableItemSchema, MAX_LEVEL_DESCRIPTION_LENGTH } from '../../../../api/index';
import { PIECE_VALUE_FIELDS, SCENARIO_INPUT_SCHEMAS, type ScenarioInputs } from '../../../../engine/index';
import { clampSize, copyScenario, emptyGrid, type Draft, type DraftScenario } from './draft';

export const DRAFT_KEY = 'levelCreatorDraft';
/** The success text new levels started with before it changed; a draft still holding it gets the new one. */
const OLD_DEFAULT_SUCCESS = 'Well done! Your circuit lights the bulbs just right.';

const cellSchema = z.object({
  type: componentTypeSchema,
  rotation: rotationSchema,
  ...PIECE_VALUE_FIELDS,
});

/**
 * A scenario as the creator keeps it while it is being made: each input within its part's limits, but a
 * label may still be empty or repeat another (the publish check names that, docs/product.md).
 */
const draftScenarioSchema = z.object({
  label: z.string().transform((label) => label.slice(0, MAX_SCENARIO_LABEL_LENGTH)),
  // The catalogue's own input fields (param-schemas.ts); unknown ones are dropped.
  inputs: z.object(SCENARIO_INPUT_SCHEMAS).transform((inputs) => inputs as ScenarioInputs),
  goal: z.array(goalSchema),
});

/** The scenarios of a stored or passed-in level: the readable ones (at most 4), anything else dropped. */
export const draftScenariosSchema = z
  .array(z.unknown())
  .default([])
  .catch([])
  .transform((items): DraftScenario[] =>
    items
      .flatMap((item) => {
        const read = draftScenarioSchema.safeParse(item);
        return read.success ? [copyScenario(read.data)] : [];
      })
      .slice(0, MAX_SCENARIOS),
  );

const storedSchema = z.object({
  grid: z.array(z.array(cellSchema.nullable())),
  gridCol: z.number(),
  gridRow: z.number(),
  draggableItems: z.array(draggableItemSchema),
  goal: z.array(goalSchema),
  scenarios: draftScenariosSchema,
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
    scenarios: draft.scenarios,
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
    scenarios: s.scenarios,
    tags: s.tags,
    successMessage: s.successMessage === OLD_DEFAULT_SUCCESS ? DEFAULT_SUCCESS_MESSAGE : s.successMessage,
    failureMessage: s.tryAgainMessage,
    description: s.description.slice(0, MAX_LEVEL_DESCRIPTION_LENGTH),
  };
}
