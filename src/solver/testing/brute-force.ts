// The solver's referee for tiny levels: tries every way to fill the free cells from the tray (every
// piece, rotation and switch state, every tap of a pre-placed switch) and asks the engine's goal
// check. Exponential, so only for grids of a few free cells; solve.test.ts compares it with solveLevel.
import { isSingle, judgeGrid, tapOf, trayValuesOf, withState, type Cell, type Grid, type Rotation } from '../../engine/index';
import { startGrid, type SolverPuzzle, type TrayItem } from '../index';

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** Every cell a tray item can become on the grid: each rotation and switch state. */
export function trayCells(item: TrayItem): Cell[] {
  const cells: Cell[] = [];
  for (const rotation of ROTATIONS) {
    const cell: Cell = { type: item.type, rotation, ...trayValuesOf(item) };
    if (tapOf(item.type) === 'toggle') cells.push(withState(cell, true), withState(cell, false));
    else cells.push(cell);
  }
  return cells;
}

/** Does any grid the learner could build pass the goal check? */
export function bruteForceSolvable(puzzle: SolverPuzzle): boolean {
  const grid = startGrid(puzzle);
  const free: [number, number][] = [];
  grid.forEach((row, r) => row.forEach((cell, c) => (cell ? undefined : free.push([r, c]))));
  const switches = puzzle.fixed.filter((p) => p.type === 'switch');
  const left = puzzle.tray.map((item) => item.count);
  const passes = (g: Grid): boolean => {
    try {
      return judgeGrid(g, puzzle.goal, puzzle.tags).correct;
    } catch {
      return false;
    }
  };
  const fill = (n: number): boolean => {
    if (n === free.length) return passes(grid);
    if (fill(n + 1)) return true;
    const [r, c] = free[n];
    for (let i = 0; i < puzzle.tray.length; i++) {
      const item = puzzle.tray[i];
      if (left[i] === 0) continue;
      if (isSingle(item.type) && grid.flat().some((cell) => cell?.type === item.type)) continue;
      left[i]--;
      for (const cell of trayCells(item)) {
        grid[r][c] = cell;
        if (fill(n + 1)) return true;
      }
      grid[r][c] = null;
      left[i]++;
    }
    grid[r][c] = null;
    return false;
  };
  const tap = (n: number): boolean => {
    if (n === switches.length) return fill(0);
    const s = switches[n];
    const cell = grid[s.row][s.col] as Cell;
    for (const isOn of [false, true]) {
      cell.isOn = isOn;
      if (tap(n + 1)) return true;
    }
    return false;
  };
  return tap(0);
}
