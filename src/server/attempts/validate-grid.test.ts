// A grid the learner could not have built from the exercise is refused before anything is judged.
import { describe, expect, it } from 'vitest';
import type { Cell, Grid } from '../../engine/types';
import { findGridProblem } from './validate-grid';

const exercise = {
  gridSize: { rows: 2, cols: 3 },
  prePlacedComponents: [
    { type: 'battery' as const, row: 0, col: 0, rotation: 0 as const },
    { type: 'switch' as const, row: 1, col: 0, rotation: 90 as const, isOn: false },
  ],
  inventory: [
    { type: 'resistor' as const, count: 1, resistanceValue: 330 },
    { type: 'corner-wire' as const, count: 2 },
    { type: 'red-bulb' as const, count: 1 },
  ],
};

function startGrid(): Grid {
  return [
    [{ type: 'battery', rotation: 0 }, null, null],
    [{ type: 'switch', rotation: 90, isOn: false }, null, null],
  ];
}

function withCell(grid: Grid, row: number, col: number, cell: Cell | null): Grid {
  const copy = grid.map((line) => [...line]);
  copy[row]![col] = cell;
  return copy;
}

describe('findGridProblem', () => {
  it('accepts the untouched start and a grid built from the tray', () => {
    expect(findGridProblem(exercise, startGrid())).toBeNull();
    let grid = withCell(startGrid(), 0, 1, { type: 'resistor', rotation: 90, resistanceValue: 330 });
    grid = withCell(grid, 0, 2, { type: 'corner-wire', rotation: 180 });
    grid = withCell(grid, 1, 2, { type: 'corner-wire', rotation: 270 });
    grid = withCell(grid, 1, 1, { type: 'red-bulb', rotation: 0 });
    expect(findGridProblem(exercise, grid)).toBeNull();
  });

  it('lets the learner toggle a pre-placed switch', () => {
    expect(findGridProblem(exercise, withCell(startGrid(), 1, 0, { type: 'switch', rotation: 90, isOn: true }))).toBeNull();
  });

  it('refuses a grid of another size', () => {
    expect(findGridProblem(exercise, [startGrid()[0]!])?.field).toBe('answer.grid');
    const wide = startGrid().map((row) => [...row, null]);
    expect(findGridProblem(exercise, wide)?.field).toBe('answer.grid[0]');
  });

  it('refuses a moved, removed, rotated or swapped pre-placed piece', () => {
    const moved = withCell(withCell(startGrid(), 0, 0, null), 0, 1, { type: 'battery', rotation: 0 });
    expect(findGridProblem(exercise, moved)?.field).toBe('answer.grid[0][0]');
    expect(findGridProblem(exercise, withCell(startGrid(), 0, 0, null))?.message).toMatch(/pre-placed battery/);
    expect(findGridProblem(exercise, withCell(startGrid(), 0, 0, { type: 'battery', rotation: 180 }))).not.toBeNull();
    expect(findGridProblem(exercise, withCell(startGrid(), 1, 0, { type: 'straight-wire', rotation: 90 }))).not.toBeNull();
  });

  it('refuses pieces the tray does not hold, too many of one, or another resistor value', () => {
    expect(findGridProblem(exercise, withCell(startGrid(), 0, 1, { type: 'star', rotation: 0 }))?.field).toBe('answer.grid[0][1]');
    expect(findGridProblem(exercise, withCell(startGrid(), 0, 1, { type: 'battery', rotation: 0 }))).not.toBeNull();
    expect(findGridProblem(exercise, withCell(startGrid(), 0, 1, { type: 'resistor', rotation: 0, resistanceValue: 10 }))).not.toBeNull();
    let grid = withCell(startGrid(), 0, 1, { type: 'red-bulb', rotation: 0 });
    grid = withCell(grid, 0, 2, { type: 'red-bulb', rotation: 0 });
    expect(findGridProblem(exercise, grid)?.field).toBe('answer.grid[0][2]');
  });

  it('treats a resistor without a value as the default 330 Ω', () => {
    expect(findGridProblem(exercise, withCell(startGrid(), 0, 1, { type: 'resistor', rotation: 0 }))).toBeNull();
  });
});
