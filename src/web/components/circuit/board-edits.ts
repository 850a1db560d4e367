// The grid-editing gestures the player and the level creator share, each written once (docs/architecture.md
// "Board editing"): where a cell is, moving a piece (dropping on another piece swaps the two), rotating by
// 90°, a tap (the switch flips, any other piece turns), setting a part's value, turning a knob within its
// limits, and the undo history. Each screen wraps a piece its own way (the player's piece remembers its
// tray entry, the creator's is the bare cell), so the gestures take a `PieceWrap` that says how to read
// and replace the cell and which pieces are locked. Pure: no React, no DOM.
import { paramsOf, playableParamsOf, stateOf, tapOf, withState, type Cell, type ParamName, type Rotation } from '../../../engine/index';

/** A grid cell by row and column. */
export interface CellRef {
  row: number;
  col: number;
}

/** A board's cells row by row, each empty (null) or holding a piece as the screen wraps it. */
export type Slots<T> = (T | null)[][];

/** How a screen wraps a piece: its cell, the same piece with another cell, and whether it is locked in place. */
export interface PieceWrap<T> {
  cellOf(piece: T): Cell;
  withCell(piece: T, cell: Cell): T;
  /** A locked piece (a level's pre-placed one) never moves, turns or gets swapped; a switch still toggles. */
  locked(piece: T): boolean;
}

/**
 * What a tap does to a piece in the reducers: a part whose tap is `toggle` in the catalogue (the switch)
 * flips, any other piece turns 90° (the screens handle a push button's hold and a knob's drag before that).
 */
export type TapGesture = 'toggle' | 'rotate';

export function cellKey({ row, col }: CellRef): string {
  return `${row}:${col}`;
}

export function sameCell(a: CellRef, b: CellRef): boolean {
  return a.row === b.row && a.col === b.col;
}

export function inside<T>(slots: Slots<T>, { row, col }: CellRef): boolean {
  return row >= 0 && col >= 0 && row < slots.length && col < (slots[0]?.length ?? 0);
}

export function slotAt<T>(slots: Slots<T>, { row, col }: CellRef): T | null {
  return slots[row]?.[col] ?? null;
}

/** The board with `piece` (or nothing) at `at`; rows not touched are shared with the old board. */
export function withSlot<T>(slots: Slots<T>, { row, col }: CellRef, piece: T | null): Slots<T> {
  return slots.map((line, r) => (r === row ? line.map((old, c) => (c === col ? piece : old)) : line));
}

/** The first empty cell in reading order (row by row, left to right), or null when the grid is full. */
export function nextFreeCell<T>(slots: Slots<T>): CellRef | null {
  for (let row = 0; row < slots.length; row++) {
    for (let col = 0; col < slots[row].length; col++) if (!slots[row][col]) return { row, col };
  }
  return null;
}

export function nextRotation(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation;
}

export function tapGesture(cell: Cell): TapGesture {
  return tapOf(cell.type) === 'toggle' ? 'toggle' : 'rotate';
}

/**
 * The piece at `from` dropped on `to`: a piece already there trades places with it. Null when the move is
 * not allowed (nothing to move, off the grid, the same cell, or a locked piece on either end).
 */
export function moved<T>(slots: Slots<T>, from: CellRef, to: CellRef, wrap: PieceWrap<T>): Slots<T> | null {
  const piece = slotAt(slots, from);
  const occupant = slotAt(slots, to);
  if (!piece || wrap.locked(piece) || !inside(slots, to) || sameCell(from, to)) return null;
  if (occupant && wrap.locked(occupant)) return null;
  return withSlot(withSlot(slots, from, occupant), to, piece);
}

/** The piece at `at` turned 90° clockwise; null when there is none or it is locked. */
export function rotatedAt<T>(slots: Slots<T>, at: CellRef, wrap: PieceWrap<T>): Slots<T> | null {
  const piece = slotAt(slots, at);
  if (!piece || wrap.locked(piece)) return null;
  const cell = wrap.cellOf(piece);
  return withSlot(slots, at, wrap.withCell(piece, { ...cell, rotation: nextRotation(cell.rotation) }));
}

/** A tap on `at`: a switch toggles (locked or not), another piece turns; null when nothing changes. */
export function tappedAt<T>(slots: Slots<T>, at: CellRef, wrap: PieceWrap<T>): { slots: Slots<T>; gesture: TapGesture } | null {
  const piece = slotAt(slots, at);
  if (!piece) return null;
  const cell = wrap.cellOf(piece);
  if (tapGesture(cell) === 'rotate') {
    const turned = rotatedAt(slots, at, wrap);
    return turned && { slots: turned, gesture: 'rotate' };
  }
  return { slots: withSlot(slots, at, wrap.withCell(piece, withState(cell, !stateOf(cell)))), gesture: 'toggle' };
}

/** The author sets one of the part's values (any it declares, as typed); null when the part has no such value. */
export function valueSetAt<T>(slots: Slots<T>, at: CellRef, name: ParamName, value: number | string, wrap: PieceWrap<T>): Slots<T> | null {
  const piece = slotAt(slots, at);
  if (!piece || !paramsOf(wrap.cellOf(piece).type).some(([field]) => field === name)) return null;
  return withSlot(slots, at, wrap.withCell(piece, { ...wrap.cellOf(piece), [name]: value }));
}

/** `value` kept within the limits of a value the part declares playable; null when it has no such value or it is not a number. */
export function playableValue(cell: Cell, name: ParamName, value: number): number | null {
  const spec = playableParamsOf(cell.type).find(([field]) => field === name)?.[1];
  if (!spec || !Number.isFinite(value)) return null;
  return Math.min(spec.max, Math.max(spec.min, value));
}

/** The knob at `at` (on any piece, locked or not) turned to `value` within its limits; null when nothing changes. */
export function turnedAt<T>(slots: Slots<T>, at: CellRef, name: ParamName, value: number, wrap: PieceWrap<T>): Slots<T> | null {
  const piece = slotAt(slots, at);
  const cell = piece && wrap.cellOf(piece);
  const next = cell && playableValue(cell, name, value);
  if (!piece || !cell || next === null || cell[name] === next) return null;
  return withSlot(slots, at, wrap.withCell(piece, { ...cell, [name]: next }));
}

/**
 * Every piece's knobs set to these values (within limits), where the part has them; null when no piece has
 * any of them. A piece that has one counts as changed even when the value was already there (a scenario's
 * "Try it" is always one undo step).
 */
export function allTurned<T>(slots: Slots<T>, values: Partial<Record<ParamName, number>>, wrap: PieceWrap<T>): Slots<T> | null {
  let next: Slots<T> | null = null;
  slots.forEach((line, row) =>
    line.forEach((piece, col) => {
      if (!piece) return;
      let cell = wrap.cellOf(piece);
      for (const [name, value] of Object.entries(values) as [ParamName, number | undefined][]) {
        const clamped = value === undefined ? null : playableValue(cell, name, value);
        if (clamped !== null) cell = { ...cell, [name]: clamped };
      }
      if (cell !== wrap.cellOf(piece)) next = withSlot(next ?? slots, { row, col }, wrap.withCell(piece, cell));
    }),
  );
  return next;
}

/** The undo history after one more step: `previous` goes on top, only the last `limit` steps are kept. */
export function recorded<T>(history: readonly T[], previous: T, limit = Infinity): T[] {
  const next = [...history, previous];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** One step back: the state to return to and the history without it; null when there is nothing to undo. */
export function undone<T>(history: readonly T[]): { previous: T; history: T[] } | null {
  const previous = history.at(-1);
  return previous === undefined ? null : { previous, history: history.slice(0, -1) };
}
