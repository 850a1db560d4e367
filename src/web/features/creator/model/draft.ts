// The level being built (docs/product.md "What is stored", Level creator draft): its grid, size, inventory, goal (or its
// scenarios), name, messages and tags, and the instructions for the learner (docs/api.md "Level description"). Opens
// from a level read at the edge (docs/architecture.md "Levels at the edge") and writes the published shape
// (LevelInput of src/api/levels.ts; toLevelInput is its one writer), so a level from the lesson generator
// opens here and a test play or publish sends exactly what is built.
import {
  DEFAULT_FAILURE_MESSAGE,
  DEFAULT_GRID_SIZE,
  DEFAULT_SUCCESS_MESSAGE,
  MAX_GRID_SIZE,
  MAX_LEVEL_DESCRIPTION_LENGTH,
  MAX_LEVEL_NAME_LENGTH,
  MIN_GRID_SIZE,
  publishedTags,
  type DraggableItem,
  type LevelInput,
  type LevelScenario,
} from '../../../../api/index';
import type { ReadLevel } from '../../../../puzzle/index';
import { cellOf, withDefaults, withPlayDefaults, type Cell, type GoalBulb, type Grid } from '../../../../engine/index';

export type GoalColour = GoalBulb['type'];

/** One inventory (tray) entry the learner will get: 1 to 3 copies of a part, as the level stores it. */
export type InventoryEntry = DraggableItem;

/** A scenario of a scenario goal (docs/architecture.md "Scenario goals"): a label, its inputs and its own goal lights. */
export type DraftScenario = LevelScenario;

export interface Draft {
  name: string;
  rows: number;
  cols: number;
  grid: Grid;
  inventory: InventoryEntry[];
  goal: GoalBulb[];
  /**
   * Empty for a level with the one goal above; else its 2–4 scenarios, which are then published instead
   * of `goal` (kept so switching back to one goal finds it again).
   */
  scenarios: DraftScenario[];
  tags: string[];
  successMessage: string;
  failureMessage: string;
  /** Instructions shown under the level's title; empty for none. */
  description: string;
}

export function emptyGrid(rows: number, cols: number): Grid {
  return Array.from({ length: rows }, () => Array<Cell | null>(cols).fill(null));
}

export function emptyDraft(): Draft {
  return {
    name: '',
    rows: DEFAULT_GRID_SIZE,
    cols: DEFAULT_GRID_SIZE,
    grid: emptyGrid(DEFAULT_GRID_SIZE, DEFAULT_GRID_SIZE),
    inventory: [],
    goal: [],
    scenarios: [],
    tags: [],
    successMessage: DEFAULT_SUCCESS_MESSAGE,
    failureMessage: DEFAULT_FAILURE_MESSAGE,
    description: '',
  };
}

export function clampSize(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_GRID_SIZE;
  return Math.max(MIN_GRID_SIZE, Math.min(MAX_GRID_SIZE, Math.round(value)));
}

/** The published fields (POST /api/levels body, also the /level/test navigation state). */
export function toLevelInput(draft: Draft): LevelInput {
  const prePlacedComponents: LevelInput['prePlacedComponents'] = [];
  draft.grid.forEach((line, row) =>
    line.forEach((cell, col) => {
      if (!cell) return;
      prePlacedComponents.push({ ...pieceOf(cell), row, col });
    }),
  );
  const draggableItems = draft.inventory.map(trayEntryOf);
  const level = {
    name: draft.name.trim(),
    prePlacedComponents,
    draggableItems,
    ...(draft.scenarios.length > 0 ? { goal: [], scenarios: draft.scenarios.map(copyScenario) } : { goal: draft.goal.map(copyGoal) }),
    metadata: { gridCol: draft.cols, gridRow: draft.rows },
    educationalMessages: { success: draft.successMessage.trim() || DEFAULT_SUCCESS_MESSAGE, failure: draft.failureMessage.trim() || DEFAULT_FAILURE_MESSAGE },
    tags: draft.tags,
  };
  const description = draft.description.trim();
  return { ...level, tags: publishedTags(level), ...(description ? { description } : {}) };
}

/**
 * A level opened in the creator (read by readLevel of src/content/restore-level.ts, its scenarios read by
 * the draft's own rules) as a draft; pieces off the grid are dropped.
 */
export function draftOf(level: Omit<ReadLevel, 'scenarios'>, scenarios: readonly DraftScenario[]): Draft {
  const rows = clampSize(level.rows);
  const cols = clampSize(level.cols);
  const grid = emptyGrid(rows, cols);
  for (const piece of level.prePlacedComponents) {
    if (piece.row >= rows || piece.col >= cols || grid[piece.row][piece.col]) continue;
    grid[piece.row][piece.col] = pieceOf(piece);
  }
  return {
    name: (level.title ?? '').slice(0, MAX_LEVEL_NAME_LENGTH),
    rows,
    cols,
    grid,
    // The draft keeps the tray in the published words (itemCount), as toLevelInput writes it.
    inventory: level.inventory.map(({ count, ...piece }) => trayEntryOf({ ...piece, itemCount: count })),
    goal: onePerLight(level.goal),
    scenarios: scenarios.map((scenario) => copyScenario({ ...scenario, goal: onePerLight(scenario.goal) })),
    tags: [...level.tags],
    successMessage: level.successMessage,
    failureMessage: level.failureMessage,
    description: level.description.slice(0, MAX_LEVEL_DESCRIPTION_LENGTH),
  };
}

function copyGoal({ type, status }: GoalBulb): GoalBulb {
  return { type, status };
}

/** A scenario as its own copy (inputs and goal lights too), so the draft never shares one with a level. */
export function copyScenario({ label, inputs, goal }: DraftScenario): DraftScenario {
  return { label, inputs: { ...inputs }, goal: goal.map(copyGoal) };
}

/** Each goal light at most once (the first wins), as a level's goal allows. */
function onePerLight(goal: readonly GoalBulb[]): GoalBulb[] {
  return goal.filter((g, i, all) => all.findIndex((o) => o.type === g.type) === i).map(copyGoal);
}

/** A grid piece with every value set (defaults filled) and a switch's state explicit. */
function pieceOf(cell: Cell): Cell {
  return cellOf(withPlayDefaults(cell));
}

/** A tray entry with every value set (defaults filled); rotation 0 is left out. */
function trayEntryOf(item: InventoryEntry): InventoryEntry {
  const { rotation, ...rest } = withDefaults(item);
  return rotation ? { ...rest, rotation } : rest;
}
