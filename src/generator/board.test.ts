// The board turns wire paths into pieces: the right wire for each bend, parts turned to face their
// path, and polarised parts (battery, diode) with their first pin where the template asked.
import { describe, expect, it } from 'vitest';
import { checkGoal, simulate } from '../engine/index';
import type { Grid } from '../engine/types';
import { Board, line, orient } from './board';
import { buildLadder } from './ladder';

function grid(board: Board): Grid {
  const cells: Grid = Array.from({ length: board.rows }, () => Array.from({ length: board.cols }, () => null));
  for (const { row, col, role: _role, ...cell } of board.pieces()) cells[row][col] = cell;
  return cells;
}

describe('Board', () => {
  it('picks straight, corner and T wires from the sides a path uses', () => {
    const board = new Board(2, 3).path([...line([0, 0], [0, 2]), ...line([1, 2], [1, 0]), [0, 0]]).path([[0, 1], [1, 1]]);
    const byCell = Object.fromEntries(board.pieces().map((p) => [`${p.row},${p.col}`, `${p.type}@${p.rotation}`]));
    expect(byCell).toEqual({
      '0,0': 'corner-wire@270',
      '0,1': 't-wire@0',
      '0,2': 'corner-wire@0',
      '1,0': 'corner-wire@180',
      '1,1': 't-wire@180',
      '1,2': 'corner-wire@90',
    });
  });

  it('turns a battery and a diode so their first pin faces the asked side', () => {
    expect(orient({ type: 'battery', first: 'left' }, new Set(['left', 'right']))).toBe(0);
    expect(orient({ type: 'battery', first: 'right' }, new Set(['left', 'right']))).toBe(180);
    expect(orient({ type: 'diode', first: 'top' }, new Set(['top', 'bottom']))).toBe(90);
    expect(orient({ type: 'mosfet' }, new Set(['left', 'top', 'bottom']))).toBe(0);
    expect(orient({ type: 'resistor' }, new Set(['left', 'top']))).toBeNull();
  });

  it('refuses a part that cannot face its path', () => {
    const board = new Board(2, 2).path([[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]]).part([0, 1], { type: 'resistor' });
    expect(() => board.pieces()).toThrow(/No rotation of resistor/);
  });
});

describe('buildLadder', () => {
  it('makes a closed series loop that lights its bulb through 330 Ω', () => {
    const ladder = buildLadder({
      cols: 4,
      rows: 3,
      plus: 'left',
      top: [{ type: 'resistor', resistanceValue: 330, role: 'r' }],
      left: [],
      bottom: [],
      rungs: [[{ type: 'red-bulb-straight', role: 'bulb' }]],
    });
    expect(ladder).not.toBeNull();
    const result = simulate({ grid: grid(ladder!.board) });
    expect(checkGoal(result, [{ type: 'red-bulb', status: 'ON' }], []).correct).toBe(true);
  });

  it('conducts through a forward diode and blocks a reversed one', () => {
    const diodeLadder = (first: 'left' | 'right') =>
      buildLadder({
        cols: 4,
        rows: 4,
        plus: 'left',
        top: [],
        left: [{ type: 'resistor', resistanceValue: 330, role: 'r' }],
        bottom: [],
        rungs: [[{ type: 'diode', first, role: 'd' }, { type: 'red-bulb-straight', role: 'bulb' }]],
      })!;
    expect(simulate({ grid: grid(diodeLadder('right').board) }).bulbs['red-bulb-straight']).toBe('ON');
    expect(simulate({ grid: grid(diodeLadder('left').board) }).bulbs['red-bulb-straight']).toBe('OFF');
  });

  it('returns null when the grid is too small', () => {
    expect(buildLadder({ cols: 3, rows: 2, plus: 'left', top: [], left: [], bottom: [], rungs: [[null]] })).toBeNull();
  });
});
