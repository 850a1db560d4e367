// Converting stored levels into solver puzzles and solver answers back into grids: what the publish
// check, the generator and the creator's "see a solution" rely on.
import { describe, expect, it } from 'vitest';
import type { CircuitExercise } from '../api/exercise';
import type { LevelInput } from '../api/levels';
import { checkGoal, simulate } from '../engine/index';
import { applySolution, startGrid, solveLevel } from '../solver';
import { puzzleFromExercise, puzzleFromLevel } from './solver-puzzle';

const level: LevelInput = {
  name: 'Light it',
  prePlacedComponents: [
    { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
    { type: 'battery', row: 0, col: 1, rotation: 0 },
    { type: 'switch', row: 0, col: 2, rotation: 0 },
    { type: 'corner-wire', row: 0, col: 3, rotation: 0 },
    { type: 'corner-wire', row: 1, col: 0, rotation: 180 },
    { type: 'corner-wire', row: 1, col: 3, rotation: 90 },
  ],
  draggableItems: [
    { type: 'resistor', itemCount: 1 },
    { type: 'red-bulb-straight', itemCount: 1, rotation: 90 },
  ],
  goal: [{ type: 'red-bulb', status: 'ON' }],
  metadata: { gridCol: 4, gridRow: 2 },
  educationalMessages: { success: '', failure: '' },
  tags: ['Beginner'],
};

describe('puzzleFromLevel', () => {
  it('reads the grid size from metadata, counts from itemCount, and gives resistors 330 Ω and switches an explicit off', () => {
    const puzzle = puzzleFromLevel(level);
    expect(puzzle).toMatchObject({ rows: 2, cols: 4, goal: level.goal, tags: ['Beginner'] });
    expect(puzzle.tray).toEqual([
      { type: 'resistor', count: 1, resistanceValue: 330 },
      { type: 'red-bulb-straight', count: 1 },
    ]);
    expect(puzzle.fixed.find((p) => p.type === 'switch')).toEqual({ type: 'switch', row: 0, col: 2, rotation: 0, isOn: false });
  });

  it('leads to a solution that turns the switch on and applies to a passing grid', () => {
    const puzzle = puzzleFromLevel(level);
    const result = solveLevel(puzzle);
    expect(result).toMatchObject({ status: 'solved', toggles: [{ row: 0, col: 2, isOn: true }] });
    const grid = applySolution(puzzle, result);
    expect(grid[0][2]).toEqual({ type: 'switch', rotation: 0, isOn: true });
    expect(grid[1].filter((cell) => cell?.type === 'resistor')).toEqual([expect.objectContaining({ type: 'resistor', resistanceValue: 330 })]);
    expect(checkGoal(simulate({ grid }), puzzle.goal, puzzle.tags).correct).toBe(true);
    // The start itself is untouched by applying a solution.
    expect(startGrid(puzzle)[0][2]).toEqual({ type: 'switch', rotation: 0, isOn: false });
  });

  it('applies an answer without a solution as the untouched start', () => {
    const puzzle = puzzleFromLevel(level);
    expect(applySolution(puzzle, { status: 'gave-up', evaluations: 3 })).toEqual(startGrid(puzzle));
  });
});

describe('puzzleFromExercise', () => {
  it('reads gridSize, inventory counts and values', () => {
    const exercise: CircuitExercise = {
      exerciseType: 'circuit', title: 't', description: 'd', successMessage: 's', failureMessage: 'f', tags: ['resistor'],
      gridSize: { rows: 3, cols: 5 },
      prePlacedComponents: [{ type: 'resistor', row: 2, col: 4, rotation: 90, resistanceValue: 560 }],
      inventory: [{ type: 'resistor', count: 2, resistanceValue: 660 }, { type: 'resistor', count: 1 }, { type: 'capacitor', count: 1, capacitance: '100uF' }],
      goal: [{ type: 'green-bulb', status: 'DIM' }],
      metadata: { gridCol: 5, gridRow: 3 },
    };
    expect(puzzleFromExercise(exercise)).toEqual({
      rows: 3, cols: 5, tags: ['resistor'], goal: [{ type: 'green-bulb', status: 'DIM' }],
      fixed: [{ type: 'resistor', row: 2, col: 4, rotation: 90, resistanceValue: 560 }],
      tray: [
        { type: 'resistor', count: 2, resistanceValue: 660 },
        { type: 'resistor', count: 1, resistanceValue: 330 },
        { type: 'capacitor', count: 1, capacitance: '100uF' },
      ],
    });
  });
});
