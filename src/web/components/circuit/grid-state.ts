// The circuit grid's editing state as a pure reducer (spec section 4 "Circuit exercise"): placing from
// the tray, moving, returning to the tray, tap-to-rotate, tap-to-toggle switches, turning knobs, undo and reset.
// Dropping on a learner's piece swaps: the displaced piece goes to the tray (from a tray drag) or to
// the dragged piece's cell (from a grid drag); pre-placed pieces never move.
// No React and no DOM here, so the player and the level creator share it and it is unit-tested.
import { playableParamsOf, stateOf, tapOf, trayValuesOf, withPlayDefaults, withState } from '../../../engine/components/catalogue';
import type { Cell, Grid, ParamName, PieceValues, Rotation } from '../../../engine/types';

/** One tray entry: a piece the learner may place `count` times (spec "draggableItems"). */
export interface TrayItem extends PieceValues {
  type: Cell['type'];
  count: number;
  rotation?: Rotation;
}

/** How a tray entry shows in the tray (a switch shows open). */
export function trayItemCell(item: TrayItem): Cell {
  return withPlayDefaults({ type: item.type, rotation: item.rotation ?? 0, ...trayValuesOf(item) });
}

/** A fixed piece the exercise puts on the grid; it cannot be moved, rotated or replaced. */
export interface FixedPiece extends Cell {
  row: number;
  col: number;
}

/** A piece on the grid; `itemIndex` names the tray entry it came from (null = pre-placed, locked). */
export interface PlacedPiece {
  cell: Cell;
  itemIndex: number | null;
}

export interface Board {
  pieces: (PlacedPiece | null)[][];
  /** Remaining count per tray entry, same order as the tray. */
  remaining: number[];
}

/** Which first actions the learner has done (the tip animations stop once done). */
export interface HintProgress {
  dragged: boolean;
  rotated: boolean;
  tapped: string[];
}

export interface GridState {
  board: Board;
  initial: Board;
  history: Board[];
  hints: HintProgress;
  /** Bumped by every change that alters the grid, so effects can react to "a change happened". */
  version: number;
  /** The cell whose knob the last action turned: the next turn of it joins the same undo step. */
  turning?: string;
}

export interface CellRef {
  row: number;
  col: number;
}

export type GridAction =
  | { kind: 'place'; itemIndex: number; to: CellRef }
  | { kind: 'place-next'; itemIndex: number }
  | { kind: 'move'; from: CellRef; to: CellRef }
  | { kind: 'remove'; at: CellRef }
  | { kind: 'tap'; at: CellRef }
  | { kind: 'rotate'; at: CellRef }
  | { kind: 'undo' }
  | { kind: 'reset' }
  /** The hint ladder's piece: `cell` from tray entry `itemIndex` at `to`, making room for it if needed. */
  | { kind: 'hint-place'; itemIndex: number; to: CellRef; cell: Cell }
  /** The hint ladder shows the exercise's tip animations again. */
  | { kind: 'replay-tips' }
  /**
   * Turns a knob: sets a value the part declares playable (pre-placed or not), within its limits. One
   * drag (every turn of the same cell in a row) is one undo step.
   */
  | { kind: 'turn'; at: CellRef; name: ParamName; value: number }
  /** A scenario's "Try it": every piece that has these playable values gets them, as one undo step. */
  | { kind: 'turn-all'; values: Partial<Record<ParamName, number>> };

export function cellKey({ row, col }: CellRef): string {
  return `${row}:${col}`;
}

export function createGridState(rows: number, cols: number, fixed: FixedPiece[], tray: TrayItem[]): GridState {
  const pieces: (PlacedPiece | null)[][] = Array.from({ length: rows }, () => Array<PlacedPiece | null>(cols).fill(null));
  for (const { row, col, ...cell } of fixed) {
    if (row < rows && col < cols) pieces[row][col] = { cell: withDefaults(cell), itemIndex: null };
  }
  const board: Board = { pieces, remaining: tray.map((item) => item.count) };
  return { board, initial: board, history: [], hints: { dragged: false, rotated: false, tapped: [] }, version: 0 };
}

/** The engine's view of the board: rows × columns of cells or null. */
export function toGrid(board: Board): Grid {
  return board.pieces.map((row) => row.map((piece) => (piece ? { ...piece.cell } : null)));
}

/** The first empty cell in reading order (row by row, left to right), or null when the grid is full. */
export function nextFreeCell(board: Board): CellRef | null {
  for (let row = 0; row < board.pieces.length; row++) {
    for (let col = 0; col < board.pieces[row].length; col++) {
      if (!board.pieces[row][col]) return { row, col };
    }
  }
  return null;
}

export function nextRotation(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation;
}

export function pieceAt(board: Board, at: CellRef): PlacedPiece | null {
  return board.pieces[at.row]?.[at.col] ?? null;
}

/** Rebuilds the reducer for a given tray (the tray is fixed per exercise, so it is closed over). */
export function gridReducer(tray: TrayItem[]) {
  return (state: GridState, action: GridAction): GridState => {
    const { board } = state;
    switch (action.kind) {
      case 'place':
        return place(state, tray, action.itemIndex, action.to);
      case 'place-next': {
        const to = nextFreeCell(board);
        return to ? place(state, tray, action.itemIndex, to) : state;
      }
      case 'move': {
        const piece = pieceAt(board, action.from);
        const occupant = pieceAt(board, action.to);
        if (!piece || piece.itemIndex === null || !inside(board, action.to) || occupant?.itemIndex === null) return state;
        if (action.from.row === action.to.row && action.from.col === action.to.col) return state;
        const next = setPiece(setPiece(board, action.from, occupant), action.to, piece);
        return commit(state, next, { dragged: true });
      }
      case 'remove': {
        const piece = pieceAt(board, action.at);
        if (!piece || piece.itemIndex === null) return state;
        const remaining = board.remaining.slice();
        remaining[piece.itemIndex] += 1;
        return commit(state, { ...setPiece(board, action.at, null), remaining });
      }
      case 'tap': {
        const piece = pieceAt(board, action.at);
        if (!piece) return state;
        const tapped = state.hints.tapped.includes(cellKey(action.at)) ? state.hints.tapped : [...state.hints.tapped, cellKey(action.at)];
        if (tapOf(piece.cell.type) === 'toggle') {
          // Spec: a switch toggles when tapped, pre-placed or not.
          const next = setPiece(board, action.at, { ...piece, cell: withState(piece.cell, !stateOf(piece.cell)) });
          return commit(state, next, { tapped });
        }
        if (piece.itemIndex === null) return { ...state, hints: { ...state.hints, tapped } };
        return rotate(state, action.at, tapped);
      }
      case 'rotate': {
        const piece = pieceAt(board, action.at);
        if (!piece || piece.itemIndex === null) return state;
        return rotate(state, action.at, state.hints.tapped);
      }
      case 'undo': {
        const previous = state.history.at(-1);
        if (!previous) return state;
        return { ...state, board: previous, history: state.history.slice(0, -1), version: state.version + 1, turning: undefined };
      }
      case 'reset':
        if (board === state.initial) return state;
        return { ...state, board: state.initial, history: [...state.history, board], version: state.version + 1, turning: undefined };
      case 'hint-place':
        return hintPlace(state, action.itemIndex, action.to, action.cell);
      case 'replay-tips':
        return { ...state, hints: { dragged: false, rotated: false, tapped: [] } };
      case 'turn':
        return turn(state, action.at, action.name, action.value);
      case 'turn-all':
        return turnAll(state, action.values);
    }
  };
}

function place(state: GridState, tray: TrayItem[], itemIndex: number, to: CellRef): GridState {
  const item = tray[itemIndex];
  const occupant = pieceAt(state.board, to);
  if (!item || state.board.remaining[itemIndex] <= 0 || !inside(state.board, to) || occupant?.itemIndex === null) return state;
  if (occupant?.itemIndex === itemIndex) return state; // the same part onto its twin: nothing to swap
  const board = occupant ? returnToTray(state.board, to) : state.board;
  const cell = trayItemCell(item);
  const remaining = board.remaining.slice();
  remaining[itemIndex] -= 1;
  return commit(state, { ...setPiece(board, to, { cell, itemIndex }), remaining }, { dragged: true });
}

/**
 * Puts the hinted piece in place as one undoable step: a learner's piece on that cell goes back to the
 * tray, and when the tray has no copy left, one placed elsewhere comes back for it.
 */
function hintPlace(state: GridState, itemIndex: number, to: CellRef, cell: Cell): GridState {
  let board = state.board;
  const occupant = pieceAt(board, to);
  if (!inside(board, to) || occupant?.itemIndex === null || board.remaining[itemIndex] === undefined) return state;
  const giveBack = (at: CellRef) => {
    const piece = pieceAt(board, at) as PlacedPiece;
    const remaining = board.remaining.slice();
    remaining[piece.itemIndex as number] += 1;
    board = { ...setPiece(board, at, null), remaining };
  };
  if (occupant) giveBack(to);
  if (board.remaining[itemIndex] <= 0) {
    const elsewhere = board.pieces.flatMap((line, row) => line.map((piece, col) => ({ piece, at: { row, col } }))).find(({ piece }) => piece?.itemIndex === itemIndex);
    if (!elsewhere) return state;
    giveBack(elsewhere.at);
  }
  const remaining = board.remaining.slice();
  remaining[itemIndex] -= 1;
  return commit(state, { ...setPiece(board, to, { cell: withDefaults(cell), itemIndex }), remaining }, { dragged: true });
}

function turn(state: GridState, at: CellRef, name: ParamName, value: number): GridState {
  const piece = pieceAt(state.board, at);
  const spec = piece && playableParamsOf(piece.cell.type).find(([field]) => field === name)?.[1];
  if (!piece || !spec || !Number.isFinite(value)) return state;
  const clamped = Math.min(spec.max, Math.max(spec.min, value));
  if (piece.cell[name] === clamped) return state;
  const board = setPiece(state.board, at, { ...piece, cell: { ...piece.cell, [name]: clamped } });
  const next = state.turning === cellKey(at) ? { ...state, board, version: state.version + 1 } : commit(state, board);
  return { ...next, turning: cellKey(at) };
}

function turnAll(state: GridState, values: Partial<Record<ParamName, number>>): GridState {
  let board = state.board;
  board.pieces.forEach((line, row) =>
    line.forEach((piece, col) => {
      if (!piece) return;
      let cell = piece.cell;
      for (const [name, spec] of playableParamsOf(cell.type)) {
        const value = values[name];
        if (value !== undefined && Number.isFinite(value)) cell = { ...cell, [name]: Math.min(spec.max, Math.max(spec.min, value)) };
      }
      if (cell !== piece.cell) board = setPiece(board, { row, col }, { ...piece, cell });
    }),
  );
  return board === state.board ? state : commit(state, board);
}

/** Takes the learner's piece at `at` off the grid and back into its tray count. */
function returnToTray(board: Board, at: CellRef): Board {
  const piece = pieceAt(board, at);
  if (!piece || piece.itemIndex === null) return board;
  const remaining = board.remaining.slice();
  remaining[piece.itemIndex] += 1;
  return { ...setPiece(board, at, null), remaining };
}

function rotate(state: GridState, at: CellRef, tapped: string[]): GridState {
  const piece = pieceAt(state.board, at);
  if (!piece) return state;
  const next = setPiece(state.board, at, { ...piece, cell: { ...piece.cell, rotation: nextRotation(piece.cell.rotation) } });
  return commit(state, next, { rotated: true, tapped });
}

/** Switches start open and every value at its part's default unless the exercise says otherwise. */
const withDefaults = (cell: Cell): Cell => withPlayDefaults(cell);

function commit(state: GridState, board: Board, hints: Partial<HintProgress> = {}): GridState {
  return {
    ...state,
    turning: undefined,
    board,
    history: [...state.history, state.board],
    hints: { ...state.hints, ...hints },
    version: state.version + 1,
  };
}

function inside(board: Board, { row, col }: CellRef): boolean {
  return row >= 0 && col >= 0 && row < board.pieces.length && col < (board.pieces[0]?.length ?? 0);
}

function setPiece(board: Board, { row, col }: CellRef, piece: PlacedPiece | null): Board {
  const pieces = board.pieces.map((line, r) => (r === row ? line.map((old, c) => (c === col ? piece : old)) : line));
  return { ...board, pieces };
}
