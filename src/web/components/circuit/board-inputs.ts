// The live inputs a learner sets while playing that are NOT part of the answer (docs/architecture.md,
// "Playing the input parts"): which momentary parts (push buttons) are held down right now, and the
// board's own inputs (the light level every light sensor reads). A knob's position is different: it is
// a piece value, saved with the answer and carried when the piece moves, so it lives in the grid's cells
// (grid-state.ts, actions `turn` and `turn-all`). The scenario panel drives both: `scenario` here, and
// `scenarioTurns` for the grid. Pure: no React, no DOM; the parts' facts come from the catalogue.
import {
  BOARD_INPUTS,
  CATALOGUE,
  componentDefinition,
  tapOf,
  withState,
  type Cell,
  type ComponentType,
  type Grid,
  type ParamName,
  type ParamSpec,
} from '../../../engine/index';
import { cellKey, type CellRef } from './board-edits';


export interface BoardInputsState {
  /** Every board input the parts read, by simulate request field (the light level in lux). */
  readonly board: Readonly<Record<string, number>>;
  /** `row:col` of each momentary part held closed now by a finger, the mouse or a key. */
  readonly held: readonly string[];
  /**
   * A scenario's setting for every momentary part (true: all held down, false: all released), kept
   * until the learner presses or lets go of one themselves; null when no scenario set it.
   */
  readonly pinned: boolean | null;
}

/** A scenario's inputs, by field: a momentary part's state, a knob's value, a board input. */
export type ScenarioInputs = Readonly<Record<string, number | boolean | undefined>>;

export type BoardInputsAction =
  | { kind: 'press'; at: CellRef }
  | { kind: 'release'; at: CellRef }
  /** The window lost focus or the pointer was cancelled: nothing is held any more. */
  | { kind: 'release-all' }
  | { kind: 'set-board'; name: string; value: number }
  /** "Try it": every momentary part and board input as the scenario says (knobs: scenarioTurns). */
  | { kind: 'scenario'; inputs: ScenarioInputs };


/**
 * Every board input at its default (the light at 300 lux, a classroom), or where `start` sets it: a
 * scenario exercise starts on its first scenario's light level (docs/course.md "Scenario goals").
 */
export function initialBoardInputs(start?: ScenarioInputs): BoardInputsState {
  const board: Record<string, number> = {};
  for (const [name, spec] of Object.entries(BOARD_INPUTS)) {
    const value = start?.[name];
    board[name] = typeof value === 'number' ? Math.min(spec.max, Math.max(spec.min, value)) : spec.default;
  }
  return { board, held: [], pinned: null };
}

export function boardInputsReducer(state: BoardInputsState, action: BoardInputsAction): BoardInputsState {
  switch (action.kind) {
    case 'press': {
      const at = cellKey(action.at);
      return state.held.includes(at) && state.pinned === null ? state : { ...state, held: [...state.held.filter((k) => k !== at), at], pinned: null };
    }
    case 'release': {
      const at = cellKey(action.at);
      return state.held.includes(at) || state.pinned !== null ? { ...state, held: state.held.filter((k) => k !== at), pinned: null } : state;
    }
    case 'release-all':
      return state.held.length === 0 && state.pinned === null ? state : { ...state, held: [], pinned: null };
    case 'set-board': {
      const spec = BOARD_INPUTS[action.name];
      if (!spec || !Number.isFinite(action.value)) return state;
      const value = Math.min(spec.max, Math.max(spec.min, action.value));
      return state.board[action.name] === value ? state : { ...state, board: { ...state.board, [action.name]: value } };
    }
    case 'scenario': {
      const board = { ...state.board };
      for (const name of Object.keys(BOARD_INPUTS)) {
        const value = action.inputs[name];
        if (typeof value === 'number') board[name] = value;
      }
      const closed = Object.entries(action.inputs).find(([name]) => MOMENTARY_FIELDS.includes(name))?.[1];
      return { board, held: [], pinned: typeof closed === 'boolean' ? closed : null };
    }
  }
}

/** A part that is closed only while held (tap: hold): the push button. */
export function isMomentary(type: ComponentType): boolean {
  return tapOf(type) === 'hold';
}

/** The state fields of the momentary parts (a scenario names them). */
const MOMENTARY_FIELDS: readonly string[] = CATALOGUE.flatMap((part) => (part.tap === 'hold' && part.state ? [part.state.field] : []));

/** Whether the cell at `at` is held closed now (by the learner or a scenario). */
export function isHeld(state: BoardInputsState, at: CellRef): boolean {
  return state.pinned ?? state.held.includes(cellKey(at));
}

/**
 * The grid the engine solves now: every momentary part closed while held, else at rest (released).
 * The answer a learner checks is the grid without this (a released button is the resting state).
 */
export function heldGrid(grid: Grid, state: BoardInputsState): Grid {
  let changed = false;
  const next = grid.map((line, row) =>
    line.map((cell, col) => {
      if (!cell || !isMomentary(cell.type)) return cell;
      changed = true;
      return withState(cell, isHeld(state, { row, col }));
    }),
  );
  return changed ? next : grid;
}

/** The board as drawn (any rows of pieces carrying a cell): each momentary part down while held. */
export function heldBoard<B extends { pieces: ({ cell: Cell } | null)[][] }>(board: B, state: BoardInputsState): B {
  const pieces = board.pieces.map((line, row) =>
    line.map((piece, col) => (piece && isMomentary(piece.cell.type) ? { ...piece, cell: withState(piece.cell, isHeld(state, { row, col })) } : piece)),
  );
  return { ...board, pieces };
}

/** The board inputs the grid's parts read (the light level when a light sensor is on it), by field. */
export function boardInputsUsed(grid: Grid): string[] {
  const used = new Set<string>();
  for (const line of grid) for (const cell of line) if (cell) for (const name of Object.keys(componentDefinition(cell.type).boardInputs)) used.add(name);
  return [...used];
}

/** Whether the grid has a part the learner plays while playing (a knob, a button, a light sensor). */
export function hasPlayableInputs(grid: Grid): boolean {
  return grid.some((line) => line.some((cell) => cell !== null && ['hold', 'turn', 'adjust'].includes(tapOf(cell.type))));
}

/** The knob values a scenario sets, for the grid's `turn-all` (fields the parts declare playable). */
export function scenarioTurns(inputs: ScenarioInputs): Partial<Record<ParamName, number>> {
  const turns: Partial<Record<ParamName, number>> = {};
  for (const part of CATALOGUE) {
    for (const [name, spec] of Object.entries(part.params) as [ParamName, ParamSpec][]) {
      const value = inputs[name];
      if (spec.playable && typeof value === 'number') turns[name] = value;
    }
  }
  return turns;
}
