// solveLevel's verdicts on crafted levels (solved, solved-at-start, provably unsolvable, a switch to
// tap), its budget on a huge open grid, and random levels cut from solved grids. Every answer is
// checked with the real engine (verify.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../engine/types';
import { solveLevel } from './solve';
import { randomLevel, seededRandom } from './testing/random-level';
import type { FixedPiece, SolverPuzzle, TrayItem } from './types';
import { solutionProblems } from './verify';

function at(row: number, col: number, cell: Cell): FixedPiece {
  return { ...cell, row, col };
}

/**
 * A 2×5 loop: battery at the top left, corners at the four ends, and `gaps` (cells of the loop's
 * straight runs) left free; every other straight cell holds a wire.
 */
function loopLevel(gaps: [number, number][], tray: TrayItem[], goal: SolverPuzzle['goal']): SolverPuzzle {
  const fixed: FixedPiece[] = [
    at(0, 0, { type: 'corner-wire', rotation: 270 }),
    at(0, 1, { type: 'battery', rotation: 0 }),
    at(0, 4, { type: 'corner-wire', rotation: 0 }),
    at(1, 0, { type: 'corner-wire', rotation: 180 }),
    at(1, 4, { type: 'corner-wire', rotation: 90 }),
  ];
  for (const [row, col] of [[0, 2], [0, 3], [1, 1], [1, 2], [1, 3]] as const) {
    if (!gaps.some(([r, c]) => r === row && c === col)) fixed.push(at(row, col, { type: 'straight-wire', rotation: 90 }));
  }
  return { rows: 2, cols: 5, fixed, tray, goal, tags: [] };
}

describe('solveLevel verdicts', () => {
  it('turns an LED round to light it: a half-turned LED is a different piece', () => {
    // The bottom row carries current from left to right, so the LED's anode (right at 0°) must face
    // left: only the half turn lights it (a solver that took 0° and 180° as one piece would miss it).
    const puzzle = loopLevel([[1, 2], [1, 3]], [{ type: 'red-led', count: 1 }], [{ type: 'red-led', status: 'ON' }]);
    puzzle.fixed.push(at(1, 2, { type: 'resistor', rotation: 0, resistanceValue: 330 }));
    const result = solveLevel(puzzle);
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.placements).toEqual([{ type: 'red-led', rotation: 180, row: 1, col: 3 }]);
    expect(solutionProblems(puzzle, result)).toEqual([]);
  });

  it('places voltage probes around the one part they must read: probes in other places are other circuits', () => {
    // Every order of V+, bulb and V− in the bottom row is the same loop of resistor and bulbs, but only
    // V+ left of the green bulb and V− right of it reads the bulb's 0.88 V.
    const tray: TrayItem[] = [{ type: 'probe-voltage-neg', count: 1 }, { type: 'green-bulb-straight', count: 1 }, { type: 'probe-voltage-pos', count: 1 }];
    const puzzle = loopLevel([[1, 1], [1, 2], [1, 3]], tray, [{ type: 'green-bulb', status: 'ON' }, { probe: 'voltage', min: 0.8, max: 0.95 }]);
    puzzle.fixed.push(at(0, 2, { type: 'resistor', rotation: 0, resistanceValue: 330 }), at(0, 3, { type: 'red-bulb-straight', rotation: 180 }));
    const result = solveLevel(puzzle);
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.placements.map((p) => [p.type, p.col])).toEqual(expect.arrayContaining([['probe-voltage-pos', 1], ['green-bulb-straight', 2], ['probe-voltage-neg', 3]]));
    expect(solutionProblems(puzzle, result)).toEqual([]);
  });

  it('answers solved-at-start when the untouched grid already passes', () => {
    const puzzle = loopLevel([[0, 2], [0, 3]], [{ type: 'straight-wire', count: 1 }], [{ type: 'red-bulb', status: 'ON' }]);
    puzzle.fixed.push(at(0, 2, { type: 'resistor', rotation: 0, resistanceValue: 330 }), at(0, 3, { type: 'red-bulb-straight', rotation: 180 }));
    expect(solveLevel(puzzle)).toEqual({ status: 'solved-at-start', evaluations: 1 });
  });

  it('finds the resistor and bulb that close a loop', () => {
    const tray: TrayItem[] = [{ type: 'red-bulb-straight', count: 1 }, { type: 'resistor', count: 1, resistanceValue: 330 }];
    const puzzle = loopLevel([[0, 2], [0, 3]], tray, [{ type: 'red-bulb', status: 'ON' }]);
    const result = solveLevel(puzzle);
    expect(result.status).toBe('solved');
    expect(solutionProblems(puzzle, result)).toEqual([]);
  });

  it('proves a lit goal impossible without a battery', () => {
    const puzzle: SolverPuzzle = {
      rows: 3, cols: 3, tags: [], goal: [{ type: 'red-bulb', status: 'ON' }],
      fixed: [at(1, 1, { type: 'red-bulb-straight', rotation: 0 })],
      tray: [{ type: 'straight-wire', count: 3 }, { type: 'corner-wire', count: 3 }],
    };
    expect(solveLevel(puzzle).status).toBe('unsolvable');
  });

  it('proves a tray too small to close the loop unsolvable', () => {
    const tray: TrayItem[] = [{ type: 'red-bulb-straight', count: 1 }, { type: 'resistor', count: 1, resistanceValue: 330 }];
    const puzzle = loopLevel([[0, 2], [0, 3], [1, 2]], tray, [{ type: 'red-bulb', status: 'ON' }]);
    expect(solveLevel(puzzle).status).toBe('unsolvable');
  });

  it('proves two bulbs behind a 660 Ω resistor can never be ON (9 V / 741 Ω is 12 mA: DIM)', () => {
    const tray: TrayItem[] = [
      { type: 'resistor', count: 1, resistanceValue: 660 },
      { type: 'red-bulb-straight', count: 1 },
      { type: 'green-bulb-straight', count: 1 },
    ];
    const goal: SolverPuzzle['goal'] = [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'ON' }];
    expect(solveLevel(loopLevel([[0, 2], [0, 3], [1, 2]], tray, goal)).status).toBe('unsolvable');
    const dim = solveLevel(loopLevel([[0, 2], [0, 3], [1, 2]], tray, goal.map((g) => ({ ...g, status: 'DIM' as const }))));
    expect(dim.status).toBe('solved');
  });

  it('searches an open 3×3 grid to the end: ON needs a resistor, and 660 Ω only dims the bulb', () => {
    const puzzle: SolverPuzzle = {
      rows: 3, cols: 3, tags: [], goal: [{ type: 'red-bulb', status: 'ON' }],
      fixed: [at(0, 1, { type: 'battery', rotation: 0 }), at(2, 1, { type: 'red-bulb-straight', rotation: 0 })],
      tray: [{ type: 'corner-wire', count: 4 }, { type: 'straight-wire', count: 2 }, { type: 'resistor', count: 1, resistanceValue: 660 }],
    };
    const result = solveLevel(puzzle);
    expect(result.status).toBe('unsolvable');
    const dim = { ...puzzle, goal: [{ type: 'red-bulb' as const, status: 'DIM' as const }] };
    const solved = solveLevel(dim);
    expect(solved.status).toBe('solved');
    expect(solutionProblems(dim, solved)).toEqual([]);
  });

  it('turns a colour OFF with its second bulb placed where nothing joins it (the goal check accepts either bulb)', () => {
    const puzzle = loopLevel([], [{ type: 'red-bulb', count: 1 }], [{ type: 'red-bulb', status: 'OFF' }]);
    puzzle.rows = 3;
    puzzle.fixed = puzzle.fixed.map((p) => (p.row === 0 && p.col === 3 ? at(0, 3, { type: 'red-bulb-straight', rotation: 0 }) : p));
    puzzle.fixed = puzzle.fixed.map((p) => (p.row === 0 && p.col === 2 ? at(0, 2, { type: 'resistor', rotation: 0, resistanceValue: 330 }) : p));
    const result = solveLevel(puzzle);
    expect(result).toMatchObject({ status: 'solved', placements: [expect.objectContaining({ type: 'red-bulb' })] });
    expect(solutionProblems(puzzle, result)).toEqual([]);
  });

  it('taps a pre-placed switch when that is the answer', () => {
    const puzzle = loopLevel([[1, 2]], [{ type: 'resistor', count: 1, resistanceValue: 330 }], [{ type: 'red-bulb', status: 'ON' }]);
    puzzle.fixed = puzzle.fixed.map((p) => (p.row === 0 && p.col === 3 ? at(0, 3, { type: 'red-bulb-straight', rotation: 0 }) : p));
    puzzle.fixed = puzzle.fixed.map((p) => (p.row === 0 && p.col === 2 ? at(0, 2, { type: 'switch', rotation: 0, isOn: false }) : p));
    const result = solveLevel(puzzle);
    expect(result).toMatchObject({ status: 'solved', toggles: [{ row: 0, col: 2, isOn: true }] });
    expect(solutionProblems(puzzle, result)).toEqual([]);
  });
});

describe('solveLevel budget', () => {
  const open: SolverPuzzle = {
    rows: 9, cols: 9, tags: [],
    goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'DIM' }, { type: 'yellow-bulb', status: 'OFF' }],
    fixed: [at(4, 4, { type: 'battery', rotation: 0 })],
    tray: [
      { type: 'straight-wire', count: 3 }, { type: 'corner-wire', count: 3 }, { type: 't-wire', count: 3 },
      { type: 'resistor', count: 3, resistanceValue: 330 }, { type: 'resistor', count: 3, resistanceValue: 560 },
      { type: 'resistor', count: 3, resistanceValue: 660 }, { type: 'red-bulb-straight', count: 1 },
      { type: 'green-bulb-straight', count: 1 }, { type: 'yellow-bulb-straight', count: 1 }, { type: 'switch', count: 3 },
      { type: 'star', count: 1 },
    ],
  };

  it('answers a huge open 9×9 level within its budget', () => {
    const started = Date.now();
    const result = solveLevel(open);
    expect(['solved', 'gave-up']).toContain(result.status);
    expect(solutionProblems(open, result)).toEqual([]);
    // The bench measures the real time; this only guards against a hang on a loaded test machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops at maxEvaluations', () => {
    const result = solveLevel({ ...open, goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'ON' }, { type: 'yellow-bulb', status: 'ON' }] }, { maxEvaluations: 3 });
    expect(result.evaluations).toBeLessThanOrEqual(3);
    expect(['solved', 'gave-up']).toContain(result.status);
  });
});

describe('solveLevel on random levels cut from solved grids', () => {
  it('finds a solution whenever pieces of a solved grid were moved into the tray', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 3, max: 5 }), fc.integer({ min: 4, max: 5 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 1 }), (seed, rows, cols, remove, decoys) => {
        const { puzzle } = randomLevel(seededRandom(seed), { rows, cols, remove, decoys });
        const result = solveLevel(puzzle, { maxEvaluations: 20_000 });
        expect(['solved', 'solved-at-start']).toContain(result.status);
        expect(solutionProblems(puzzle, result)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

