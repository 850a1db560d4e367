// Every edit the level creator makes to its draft, as a pure reducer (docs/product.md "Screens" and "How
// screens behave", level creator): place, move, rotate, toggle and remove grid pieces, set a part's value, fill the
// inventory (counts 1–3), toggle goal bulbs, set a scenario goal's scenarios (built by scenario-edits.ts),
// change settings, undo. Catalog limits are shared by the
// grid and the inventory: one battery in the whole level, however it is split. The grid gestures (move,
// rotate, tap, set a value, undo) are the shared board-editing core's (components/circuit/board-edits.ts,
// also the player's); the creator has no locked pieces and keeps the last 50 steps.
import {
  componentDefinition,
  GOAL_LIGHT_TYPES,
  paramsOf,
  withDefaults,
  withPlayDefaults,
  type Cell,
  type ComponentType,
  type Grid,
  type ParamName,
  type Rotation,
} from '../../../../engine/index';
import {
  inside,
  moved,
  nextFreeCell as nextFreeSlot,
  recorded,
  rotatedAt,
  slotAt,
  tappedAt,
  undone,
  valueSetAt,
  withSlot,
  type CellRef,
  type PieceWrap,
} from '../../../components/circuit/board-edits';
import { clampSize, emptyDraft, emptyGrid, type Draft, type DraftScenario, type GoalColour } from './draft';

export type { CellRef } from '../../../components/circuit/board-edits';

/** How many undo steps the creator keeps. */
const UNDO_STEPS = 50;

/** The creator's pieces for the shared gestures: bare cells, none locked (the author may change any). */
const authorPieces: PieceWrap<Cell> = { cellOf: (cell) => cell, withCell: (_, cell) => cell, locked: () => false };

export type CreatorAction =
  | { kind: 'set-name'; name: string }
  | { kind: 'place'; type: ComponentType; at?: CellRef }
  | { kind: 'move'; from: CellRef; to: CellRef }
  | { kind: 'remove'; at: CellRef }
  | { kind: 'tap'; at: CellRef }
  | { kind: 'rotate'; at: CellRef }
  | { kind: 'set-value'; at: CellRef; name: ParamName; value: number | string }
  | { kind: 'inventory-add'; type: ComponentType }
  | { kind: 'inventory-count'; index: number; count: number }
  | { kind: 'inventory-remove'; index: number }
  | { kind: 'inventory-value'; index: number; name: ParamName; value: number | string }
  | { kind: 'goal-toggle'; type: GoalColour }
  | { kind: 'goal-remove'; type: GoalColour }
  /** The scenarios as the scenario editor changed them ([] = back to one goal); typing a label is no undo step. */
  | { kind: 'scenarios'; scenarios: DraftScenario[]; typing?: boolean }
  | { kind: 'settings'; rows: number; cols: number; tags: string[]; successMessage: string; failureMessage: string; description: string }
  | { kind: 'load'; draft: Draft }
  | { kind: 'clear' }
  | { kind: 'undo' };

export interface CreatorState {
  draft: Draft;
  history: Draft[];
}

/** How many more of `type` the catalog still holds (Infinity for unlimited parts). */
export function remainingInCatalog(draft: Draft, type: ComponentType): number {
  const onGrid = draft.grid.flat().filter((cell) => cell?.type === type).length;
  const inInventory = draft.inventory.filter((item) => item.type === type).reduce((sum, item) => sum + item.itemCount, 0);
  return componentDefinition(type).maxPerGrid - onGrid - inInventory;
}

export function nextFreeCell(grid: Grid): CellRef | null {
  return nextFreeSlot(grid);
}

export function creatorReducer(state: CreatorState, action: CreatorAction): CreatorState {
  if (action.kind === 'undo') {
    const step = undone(state.history);
    return step ? { draft: step.previous, history: step.history } : state;
  }
  const draft = edit(state.draft, action);
  if (draft === state.draft) return state;
  // Typing the name is not an undo step of its own: the input already undoes text.
  if (action.kind === 'set-name' || (action.kind === 'scenarios' && action.typing)) return { ...state, draft };
  return { draft, history: recorded(state.history, state.draft, UNDO_STEPS) };
}

function edit(draft: Draft, action: Exclude<CreatorAction, { kind: 'undo' }>): Draft {
  const { grid } = draft;
  switch (action.kind) {
    case 'set-name':
      return { ...draft, name: action.name.slice(0, 50) };
    case 'place': {
      const at = action.at ?? nextFreeCell(grid);
      // Onto a piece (as in the player): the new part takes the cell, the old one goes back to the catalog.
      if (!at || !inside(grid, at) || remainingInCatalog(draft, action.type) <= 0) return draft;
      const cell = withPlayDefaults({ type: action.type, rotation: 0 as Rotation });
      return { ...draft, grid: withSlot(grid, at, cell) };
    }
    case 'move':
      // Onto another piece: the two trade places, as in the player.
      return withGrid(draft, moved(grid, action.from, action.to, authorPieces));
    case 'remove':
      return slotAt(grid, action.at) ? { ...draft, grid: withSlot(grid, action.at, null) } : draft;
    case 'tap':
      return withGrid(draft, tappedAt(grid, action.at, authorPieces)?.slots ?? null);
    case 'rotate':
      return withGrid(draft, rotatedAt(grid, action.at, authorPieces));
    case 'set-value':
      return withGrid(draft, valueSetAt(grid, action.at, action.name, action.value, authorPieces));
    case 'inventory-add': {
      if (remainingInCatalog(draft, action.type) <= 0) return draft;
      // A part with a value gets an entry of its own each time (each may get another value).
      const existing = draft.inventory.findIndex((item) => item.type === action.type && paramsOf(action.type).length === 0);
      if (existing >= 0) {
        if (draft.inventory[existing].itemCount >= 3) return draft;
        return edit(draft, { kind: 'inventory-count', index: existing, count: draft.inventory[existing].itemCount + 1 });
      }
      const entry = withDefaults({ type: action.type, itemCount: 1 });
      return { ...draft, inventory: [...draft.inventory, entry] };
    }
    case 'inventory-count': {
      const item = draft.inventory[action.index];
      if (!item) return draft;
      const extra = action.count - item.itemCount;
      const count = Math.max(1, Math.min(3, item.itemCount + Math.min(extra, remainingInCatalog(draft, item.type))));
      if (count === item.itemCount) return draft;
      return { ...draft, inventory: draft.inventory.map((old, i) => (i === action.index ? { ...old, itemCount: count } : old)) };
    }
    case 'inventory-remove':
      return { ...draft, inventory: draft.inventory.filter((_, i) => i !== action.index) };
    case 'inventory-value':
      return { ...draft, inventory: draft.inventory.map((old, i) => (i === action.index && hasParam(old.type, action.name) ? { ...old, [action.name]: action.value } : old)) };
    case 'goal-toggle':
      return { ...draft, goal: toggledGoal(draft.goal, action.type) };
    case 'goal-remove':
      return { ...draft, goal: draft.goal.filter((g) => g.type !== action.type) };
    case 'scenarios':
      return draft.scenarios.length === 0 && action.scenarios.length === 0 ? draft : { ...draft, scenarios: action.scenarios };
    case 'settings': {
      const rows = clampSize(action.rows);
      const cols = clampSize(action.cols);
      const resized = emptyGrid(rows, cols).map((line, r) => line.map((_, c) => grid[r]?.[c] ?? null));
      const { tags, successMessage, failureMessage, description } = action;
      return { ...draft, rows, cols, grid: resized, tags, successMessage, failureMessage, description };
    }
    case 'load':
      return action.draft;
    case 'clear':
      return emptyDraft();
  }
}

/**
 * A goal (the level's or a scenario's) after a tap on one light (docs/product.md "How screens behave"): a
 * light not yet in it becomes ON, then toggles between ON and OFF.
 */
export function toggledGoal(goal: Draft['goal'], type: GoalColour): Draft['goal'] {
  const current = goal.find((g) => g.type === type);
  if (!current) return sortGoal([...goal, { type, status: 'ON' }]);
  return goal.map((g) => (g.type === type ? { ...g, status: g.status === 'ON' ? 'OFF' : 'ON' } : g));
}

const GOAL_ORDER: readonly GoalColour[] = GOAL_LIGHT_TYPES;
function sortGoal(goal: Draft['goal']): Draft['goal'] {
  return [...goal].sort((a, b) => GOAL_ORDER.indexOf(a.type) - GOAL_ORDER.indexOf(b.type));
}

/** The draft with the grid a gesture made, or the same draft when the gesture changed nothing. */
function withGrid(draft: Draft, grid: Grid | null): Draft {
  return grid ? { ...draft, grid } : draft;
}

function hasParam(type: ComponentType, name: ParamName): boolean {
  return paramsOf(type).some(([field]) => field === name);
}
