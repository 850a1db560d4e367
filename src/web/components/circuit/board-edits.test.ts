// The grid gestures both the player and the creator use: swaps, locks, turning, tapping, values, knobs
// within their limits, and the undo history's bound.
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../engine/types';
import {
  allTurned,
  moved,
  nextFreeCell,
  recorded,
  rotatedAt,
  tappedAt,
  turnedAt,
  undone,
  valueSetAt,
  type PieceWrap,
  type Slots,
} from './board-edits';

/** A piece as a screen might wrap it: the cell plus a lock. */
interface Wrapped {
  cell: Cell;
  fixed: boolean;
}
const wrap: PieceWrap<Wrapped> = { cellOf: (piece) => piece.cell, withCell: (piece, cell) => ({ ...piece, cell }), locked: (piece) => piece.fixed };
const own = (cell: Cell): Wrapped => ({ cell, fixed: false });
const fixed = (cell: Cell): Wrapped => ({ cell, fixed: true });

const wire: Cell = { type: 'straight-wire', rotation: 0 };
const battery: Cell = { type: 'battery', rotation: 0 };
const openSwitch: Cell = { type: 'switch', rotation: 90, isOn: false };
const pot: Cell = { type: 'potentiometer', rotation: 0, resistanceValue: 1000, position: 0.5 };

/** A 2×3 board: a locked battery and switch, the learner's wire and knob. */
const board = (): Slots<Wrapped> => [
  [fixed(battery), own(wire), null],
  [own(pot), null, fixed(openSwitch)],
];
const cells = (slots: Slots<Wrapped> | null) => slots?.map((line) => line.map((piece) => piece?.cell.type ?? null));

describe('board edits', () => {
  it('moves a piece to an empty cell, and swaps it with a piece already there', () => {
    expect(cells(moved(board(), { row: 0, col: 1 }, { row: 1, col: 1 }, wrap))).toEqual([
      ['battery', null, null],
      ['potentiometer', 'straight-wire', 'switch'],
    ]);
    expect(cells(moved(board(), { row: 0, col: 1 }, { row: 1, col: 0 }, wrap))).toEqual([
      ['battery', 'potentiometer', null],
      ['straight-wire', null, 'switch'],
    ]);
  });

  it('refuses a move of or onto a locked piece, off the grid, onto its own cell or from an empty cell', () => {
    expect(moved(board(), { row: 0, col: 0 }, { row: 0, col: 2 }, wrap)).toBeNull();
    expect(moved(board(), { row: 0, col: 1 }, { row: 0, col: 0 }, wrap)).toBeNull();
    expect(moved(board(), { row: 0, col: 1 }, { row: 2, col: 0 }, wrap)).toBeNull();
    expect(moved(board(), { row: 0, col: 1 }, { row: 0, col: 1 }, wrap)).toBeNull();
    expect(moved(board(), { row: 0, col: 2 }, { row: 1, col: 1 }, wrap)).toBeNull();
  });

  it('turns a piece 90° at a time, back to 0 after 270, but never a locked one', () => {
    let slots: Slots<Wrapped> | null = board();
    for (const rotation of [90, 180, 270, 0]) {
      slots = rotatedAt(slots as Slots<Wrapped>, { row: 0, col: 1 }, wrap);
      expect(slots?.[0][1]?.cell.rotation).toBe(rotation);
    }
    expect(rotatedAt(board(), { row: 0, col: 0 }, wrap)).toBeNull();
    expect(rotatedAt(board(), { row: 0, col: 2 }, wrap)).toBeNull();
  });

  it('a tap toggles a switch even when locked, and turns any other piece that is not', () => {
    const toggled = tappedAt(board(), { row: 1, col: 2 }, wrap);
    expect(toggled?.gesture).toBe('toggle');
    expect(toggled?.slots[1][2]).toEqual(fixed({ ...openSwitch, isOn: true }));
    expect(tappedAt(toggled?.slots ?? [], { row: 1, col: 2 }, wrap)?.slots[1][2]?.cell.isOn).toBe(false);
    const turned = tappedAt(board(), { row: 0, col: 1 }, wrap);
    expect(turned?.gesture).toBe('rotate');
    expect(turned?.slots[0][1]?.cell.rotation).toBe(90);
    expect(tappedAt(board(), { row: 0, col: 0 }, wrap)).toBeNull();
    expect(tappedAt(board(), { row: 0, col: 2 }, wrap)).toBeNull();
  });

  it('sets a value the part declares, as given, and no value it does not have', () => {
    expect(valueSetAt(board(), { row: 1, col: 0 }, 'resistanceValue', 560, wrap)?.[1][0]?.cell).toEqual({ ...pot, resistanceValue: 560 });
    expect(valueSetAt(board(), { row: 0, col: 1 }, 'resistanceValue', 560, wrap)).toBeNull();
    expect(valueSetAt(board(), { row: 1, col: 1 }, 'resistanceValue', 560, wrap)).toBeNull();
  });

  it('turns a knob within its limits, only a playable value, and reports no change when it is already there', () => {
    expect(turnedAt(board(), { row: 1, col: 0 }, 'position', 1.7, wrap)?.[1][0]?.cell.position).toBe(1);
    expect(turnedAt(board(), { row: 1, col: 0 }, 'position', -3, wrap)?.[1][0]?.cell.position).toBe(0);
    expect(turnedAt(board(), { row: 1, col: 0 }, 'position', 0.5, wrap)).toBeNull();
    expect(turnedAt(board(), { row: 1, col: 0 }, 'position', Number.NaN, wrap)).toBeNull();
    expect(turnedAt(board(), { row: 1, col: 0 }, 'resistanceValue', 10, wrap)).toBeNull();
  });

  it('turns every knob a scenario names, and changes nothing on a board without one', () => {
    const slots: Slots<Wrapped> = [[own(pot), fixed(pot), own(wire)]];
    const next = allTurned(slots, { position: 0.25 }, wrap);
    expect(next?.[0].map((piece) => piece?.cell.position)).toEqual([0.25, 0.25, undefined]);
    expect(next?.[0][2]).toBe(slots[0][2]);
    expect(allTurned([[own(wire)]], { position: 0.25 }, wrap)).toBeNull();
  });

  it('finds the first free cell in reading order', () => {
    expect(nextFreeCell(board())).toEqual({ row: 0, col: 2 });
    expect(nextFreeCell([[own(wire)]])).toBeNull();
  });

  it('keeps the last steps up to its bound and undoes the newest first', () => {
    let history: number[] = [];
    for (let step = 1; step <= 5; step++) history = recorded(history, step, 3);
    expect(history).toEqual([3, 4, 5]);
    expect(recorded([1, 2], 3)).toEqual([1, 2, 3]);
    expect(undone(history)).toEqual({ previous: 5, history: [3, 4] });
    expect(undone([])).toBeNull();
  });
});
