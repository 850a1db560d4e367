// The circuit grid's editing state as a pure reducer (docs/product.md "How screens behave", Circuit exercise): placing from
// the tray, moving, returning to the tray, tap-to-rotate, tap-to-toggle switches, turning knobs, undo and reset.
// Dropping on a learner's piece swaps: the displaced piece goes to the tray (from a tray drag) or to
// the dragged piece's cell (from a grid drag); pre-placed pieces never move. The gestures themselves
// (move, rotate, tap, knobs, undo) are the shared board-editing core's (board-edits.ts, also the creator's);
// here only the tray, the locks, the tips and the knob-drag undo step. No React and no DOM.
import {
  trayValuesOf,
  withPlayDefaults,
  type Cell,
  type Grid,
  type ParamName,
  type PieceValues,
  type Rotation,
} from '../../../engine/index';
import {
  allTurned,
  cellKey,
  inside,
  moved,
  nextFreeCell as nextFreeSlot,
  recorded,
  rotatedAt,
  slotAt,
  tappedAt,
  turnedAt,
  undone,
  withSlot,
  type CellRef,
  type PieceWrap,
} from './board-edits';

export { cellKey, nextRotation, type CellRef } from './board-edits';

/** One tray entry: a piece the learner may place `count` times ("draggableItems" in docs/product.md "What is stored"). */
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
  return nextFreeSlot(board.pieces);
}

export function pieceAt(board: Board, at: CellRef): PlacedPiece | null {
  return slotAt(board.pieces, at);
}

/** The player's pieces for the shared gestures: a pre-placed piece (no tray entry) is locked. */
const playerPieces: PieceWrap<PlacedPiece> = {
  cellOf: (piece) => piece.cell,
  withCell: (piece, cell) => ({ ...piece, cell }),
  locked: (piece) => piece.itemIndex === null,
};

/** The board with its pieces replaced, or null when the gesture changed nothing. */
const withPieces = (board: Board, pieces: Board['pieces'] | null): Board | null => pieces && { ...board, pieces };

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
        const next = withPieces(board, moved(board.pieces, action.from, action.to, playerPieces));
        return next ? commit(state, next, { dragged: true }) : state;
      }
      case 'remove': {
        const next = returnToTray(board, action.at);
        return next === board ? state : commit(state, next);
      }
      case 'tap': {
        const piece = pieceAt(board, action.at);
        if (!piece) return state;
        const tapped = state.hints.tapped.includes(cellKey(action.at)) ? state.hints.tapped : [...state.hints.tapped, cellKey(action.at)];
        // docs/product.md: a switch toggles when tapped, pre-placed or not; a pre-placed piece does not turn.
        const done = tappedAt(board.pieces, action.at, playerPieces);
        if (!done) return { ...state, hints: { ...state.hints, tapped } };
        return commit(state, { ...board, pieces: done.slots }, done.gesture === 'rotate' ? { rotated: true, tapped } : { tapped });
      }
      case 'rotate': {
        const next = withPieces(board, rotatedAt(board.pieces, action.at, playerPieces));
        return next ? commit(state, next, { rotated: true }) : state;
      }
      case 'undo': {
        const step = undone(state.history);
        if (!step) return state;
        return { ...state, board: step.previous, history: step.history, version: state.version + 1, turning: undefined };
      }
      case 'reset':
        if (board === state.initial) return state;
        return { ...state, board: state.initial, history: recorded(state.history, board), version: state.version + 1, turning: undefined };
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
  if (!item || state.board.remaining[itemIndex] <= 0 || !inside(state.board.pieces, to) || occupant?.itemIndex === null) return state;
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
  if (!inside(board.pieces, to) || occupant?.itemIndex === null || board.remaining[itemIndex] === undefined) return state;
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
  const board = withPieces(state.board, turnedAt(state.board.pieces, at, name, value, playerPieces));
  if (!board) return state;
  // One drag of the same knob is one undo step: only its first turn goes into the history.
  const next = state.turning === cellKey(at) ? { ...state, board, version: state.version + 1 } : commit(state, board);
  return { ...next, turning: cellKey(at) };
}

function turnAll(state: GridState, values: Partial<Record<ParamName, number>>): GridState {
  const board = withPieces(state.board, allTurned(state.board.pieces, values, playerPieces));
  return board ? commit(state, board) : state;
}

/** Takes the learner's piece at `at` off the grid and back into its tray count. */
function returnToTray(board: Board, at: CellRef): Board {
  const piece = pieceAt(board, at);
  if (!piece || piece.itemIndex === null) return board;
  const remaining = board.remaining.slice();
  remaining[piece.itemIndex] += 1;
  return { ...setPiece(board, at, null), remaining };
}

/** Switches start open and every value at its part's default unless the exercise says otherwise. */
const withDefaults = (cell: Cell): Cell => withPlayDefaults(cell);

function commit(state: GridState, board: Board, hints: Partial<HintProgress> = {}): GridState {
  return {
    ...state,
    turning: undefined,
    board,
    history: recorded(state.history, state.board),
    hints: { ...state.hints, ...hints },
    version: state.version + 1,
  };
}

function setPiece(board: Board, at: CellRef, piece: PlacedPiece | null): Board {
  return { ...board, pieces: withSlot(board.pieces, at, piece) };
}
