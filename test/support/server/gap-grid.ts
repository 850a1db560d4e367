// The grid a learner sends for the sample gap level (sample-levels.ts): its pre-placed pieces,
// with the one tray wire placed in the gap when `close` (the bulb lights) or left out (it stays dark).
import type { Cell, Grid } from '../../../src/engine/index';
import { gapLevel } from './sample-levels';

export function gapGrid(close: boolean): Grid {
  const grid: Grid = [Array<Cell | null>(4).fill(null), Array<Cell | null>(4).fill(null)];
  for (const { type, row, col, rotation, resistanceValue } of gapLevel().prePlacedComponents) {
    grid[row]![col] = { type, rotation, ...(resistanceValue === undefined ? {} : { resistanceValue }) } as Cell;
  }
  if (close) grid[1]![1] = { type: 'straight-wire', rotation: 90 };
  return grid;
}
