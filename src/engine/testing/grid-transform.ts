// Test support: turns a whole grid a quarter turn clockwise, or mirrors it left–right, part by part.
import { activeSides } from '../rotate';
import type { Cell, Grid, Rotation, Side } from '../types';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];
const MIRROR: Record<Side, Side> = { left: 'right', right: 'left', top: 'top', bottom: 'bottom' };

export function rotateGrid(grid: Grid): Grid {
  const rows = grid.length;
  const cols = grid[0].length;
  return Array.from({ length: cols }, (_, r) =>
    Array.from({ length: rows }, (_, c) => {
      const cell = grid[rows - 1 - c][r];
      return cell ? { ...cell, rotation: ((cell.rotation + 90) % 360) as Rotation } : null;
    }),
  );
}

/** The rotation whose pins land on the mirrored sides (pin for pin if possible, else as a set). */
function mirrorCell(cell: Cell): Cell {
  const wanted = activeSides({ ...cell, isOn: true }).map((s) => MIRROR[s]);
  const as = (rotation: Rotation) => activeSides({ ...cell, isOn: true, rotation });
  const exact = ROTATIONS.find((r) => as(r).join() === wanted.join());
  const sameSet = ROTATIONS.find((r) => [...as(r)].sort().join() === [...wanted].sort().join());
  return { ...cell, rotation: exact ?? sameSet ?? cell.rotation };
}

export function mirrorGrid(grid: Grid): Grid {
  return grid.map((row) => [...row].reverse().map((cell) => (cell ? mirrorCell(cell) : null)));
}
