// solveLevel against its referee: on tiny ring levels (testing/brute-force.ts tries every grid the
// tray can make), "unsolvable" must mean that no grid passes, and "solved" must come with one that does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from '../engine/index';
import type { Cell } from '../engine/types';
import { startGrid } from './puzzle';
import { solveLevel } from './solve';
import { bruteForceSolvable } from './testing/brute-force';
import type { FixedPiece, SolverPuzzle, TrayItem } from './types';
import { solutionProblems } from './verify';

describe('solveLevel against brute force on tiny levels', () => {
  // A 2×4 ring: the battery, four corners and three middle cells, some pieces turned wrong, some moved to the tray.
  const corner = fc.record({ type: fc.constantFrom<Cell['type']>('corner-wire', 'corner-wire', 't-wire', 'red-bulb'), turned: fc.integer({ min: 0, max: 5 }).map((n) => n === 0) });
  const middle = fc.record({
    type: fc.constantFrom<Cell['type']>('straight-wire', 'resistor', 'resistor', 'red-bulb-straight', 'green-bulb-straight', 'green-bulb-straight', 'switch', 'diode', 'star'),
    ohms: fc.constantFrom(330, 560, 660),
    rotation: fc.constantFrom<Cell['rotation']>(0, 90, 180, 270),
    on: fc.boolean(),
  });
  const level = fc.record({
    corners: fc.tuple(corner, corner, corner, corner),
    battery: fc.constantFrom<Cell['rotation']>(0, 180),
    middles: fc.tuple(middle, middle, middle),
    moved: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
    decoy: fc.option(middle, { nil: undefined }),
    goal: fc.option(fc.tuple(fc.constantFrom('ON', 'DIM', 'OFF'), fc.constantFrom('ON', 'DIM', 'OFF')), { nil: undefined, freq: 2 }),
  });
  const ringCells: [number, number, Cell['rotation']][] = [[0, 0, 270], [0, 3, 0], [1, 3, 90], [1, 0, 180]];
  const middleCells = [[0, 2], [1, 1], [1, 2]] as const;
  const pieceOf = (m: { type: Cell['type']; ohms: number; rotation: Cell['rotation']; on: boolean }): Cell => {
    // Along the ring's rows: a straight wire runs left-right at 90°/270°, the other parts at 0°/180°.
    const along = (m.rotation % 180 === 0 ? m.rotation : m.rotation - 90) + (m.type === 'straight-wire' ? 90 : 0);
    const cell: Cell = { type: m.type, rotation: along as Cell['rotation'] };
    if (m.type === 'resistor') cell.resistanceValue = m.ohms;
    if (m.type === 'switch') cell.isOn = m.on;
    return cell;
  };

  it('says unsolvable exactly when no grid passes, and otherwise finds a passing one', () => {
    const seen: Record<string, number> = {};
    fc.assert(
      fc.property(level, (spec) => {
        const pieces: FixedPiece[] = [];
        spec.corners.forEach((c, n) => {
          const [row, col, rotation] = ringCells[n];
          // red-bulb's sides (right, bottom) are a corner-wire's (left, bottom) turned a quarter on.
          const base = c.type === 'red-bulb' ? (rotation + 90) % 360 : rotation;
          const turned = c.turned ? (base + 90) % 360 : base;
          const type = c.type === 'red-bulb' && pieces.some((p) => p.type === 'red-bulb') ? 'corner-wire' : c.type;
          pieces.push({ type, row, col, rotation: (type === c.type ? turned : rotation) as Cell['rotation'] });
        });
        pieces.push({ type: 'battery', row: 0, col: 1, rotation: spec.battery });
        spec.middles.forEach((m, n) => {
          const cell = pieceOf(m);
          const twice = (cell.type.includes('bulb') || cell.type === 'star') && pieces.some((p) => p.type === cell.type);
          pieces.push({ ...(twice ? { type: 'straight-wire', rotation: 90 } : cell), row: middleCells[n][0], col: middleCells[n][1] });
        });
        const grid = startGrid({ rows: 2, cols: 4, fixed: pieces, tray: [], goal: [], tags: [] });
        const bulbs = simulate({ grid }).bulbs;
        const derived = (colour: 'red-bulb' | 'green-bulb') => {
          const state = bulbs[colour] ?? bulbs[`${colour}-straight`] ?? 'OFF';
          return state === 'EXPLODED' ? 'OFF' : state;
        };
        const goal: SolverPuzzle['goal'] = spec.goal
          ? [{ type: 'red-bulb', status: spec.goal[0] as 'ON' }, { type: 'green-bulb', status: spec.goal[1] as 'ON' }]
          : [{ type: 'red-bulb', status: derived('red-bulb') }, { type: 'green-bulb', status: derived('green-bulb') }];
        const moved = spec.moved.filter((n) => n < pieces.length);
        const tray: TrayItem[] = [...moved.map((n) => pieces[n]), ...(spec.decoy ? [pieceOf(spec.decoy)] : [])].map((p) => ({
          type: p.type, count: 1, ...(p.resistanceValue ? { resistanceValue: p.resistanceValue } : {}),
        }));
        if (tray.length === 0) return;
        const fixed = pieces.filter((_, n) => !moved.includes(n));
        const puzzle: SolverPuzzle = { rows: 2, cols: 4, fixed, tray, goal, tags: [] };
        const result = solveLevel(puzzle, { maxEvaluations: 1_000_000 });
        seen[result.status] = (seen[result.status] ?? 0) + 1;
        expect(result.status).not.toBe('gave-up');
        expect(result.status === 'unsolvable').toBe(!bruteForceSolvable(puzzle));
        expect(solutionProblems(puzzle, result)).toEqual([]);
      }),
      { numRuns: 80 },
    );
    // The levels must exercise both verdicts, or the comparison proves little.
    expect(seen.solved).toBeGreaterThan(5);
    expect(seen.unsolvable).toBeGreaterThan(5);
  });
});
