// Every edit the level creator makes to its draft, as a pure reducer (docs/product.md "Screens" and "How
// screens behave", level creator): place, move, rotate, toggle and remove grid pieces, set a part's value, fill the
// inventory (counts 1–3), toggle goal bulbs, set a scenario goal's scenarios (built by scenario-edits.ts),
// change settings, undo. Catalog limits are shared by the
// grid and the inventory: one battery in the whole level, however it is split.
import { componentDefinition, paramsOf, stateOf, tapOf, withDefaults, withPlayDefaults, withState } from '../../../../engine/components/catalogue';
import { GOAL_LIGHT_TYPES, type ComponentType, type Grid, type ParamName, type Rotation } from '../../../../engine/types';
import { clampSize, emptyDraft, emptyGrid, type Draft, type DraftScenario, type GoalColour } from './draft';

export interface CellRef {
  row: number;
  col: number;
}

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
  for (let row = 0; row < grid.length; row++) {
    for (let col = 0; col < grid[row].length; col++) if (!grid[row][col]) return { row, col };
  }
  return null;
}

export function creatorReducer(state: CreatorState, action: CreatorAction): CreatorState {
  if (action.kind === 'undo') {
    const previous = state.history.at(-1);
    return previous ? { draft: previous, history: state.history.slice(0, -1) } : state;
  }
  const draft = edit(state.draft, action);
  if (draft === state.draft) return state;
  // Typing the name is not an undo step of its own: the input already undoes text.
  if (action.kind === 'set-name' || (action.kind === 'scenarios' && action.typing)) return { ...state, draft };
  return { draft, history: [...state.history.slice(-49), state.draft] };
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
      return { ...draft, grid: setCell(grid, at, cell) };
    }
    case 'move': {
      const cell = cellAt(grid, action.from);
      if (!cell || !inside(grid, action.to)) return draft;
      // Onto another piece: the two trade places, as in the player.
      return { ...draft, grid: setCell(setCell(grid, action.from, cellAt(grid, action.to)), action.to, cell) };
    }
    case 'remove':
      return cellAt(grid, action.at) ? { ...draft, grid: setCell(grid, action.at, null) } : draft;
    case 'tap': {
      const cell = cellAt(grid, action.at);
      if (cell && tapOf(cell.type) === 'toggle') return { ...draft, grid: setCell(grid, action.at, withState(cell, !stateOf(cell))) };
      return edit(draft, { kind: 'rotate', at: action.at });
    }
    case 'rotate': {
      const cell = cellAt(grid, action.at);
      if (!cell) return draft;
      return { ...draft, grid: setCell(grid, action.at, { ...cell, rotation: ((cell.rotation + 90) % 360) as Rotation }) };
    }
    case 'set-value': {
      const cell = cellAt(grid, action.at);
      if (!cell || !hasParam(cell.type, action.name)) return draft;
      return { ...draft, grid: setCell(grid, action.at, { ...cell, [action.name]: action.value }) };
    }
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

function inside(grid: Grid, { row, col }: CellRef): boolean {
  return row >= 0 && col >= 0 && row < grid.length && col < (grid[0]?.length ?? 0);
}

function cellAt(grid: Grid, { row, col }: CellRef) {
  return grid[row]?.[col] ?? null;
}

function setCell(grid: Grid, { row, col }: CellRef, cell: Grid[number][number]): Grid {
  return grid.map((line, r) => (r === row ? line.map((old, c) => (c === col ? cell : old)) : line));
}

function hasParam(type: ComponentType, name: ParamName): boolean {
  return paramsOf(type).some(([field]) => field === name);
}
