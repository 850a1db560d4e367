// Which way current runs through each cell, for the current-flow animation (docs/product.md "Beyond
// the first version"). The engine's `traces` give only magnitudes, so the direction is found by walking the traced
// cells outward from the battery's + terminal (conventional current). Cells the walk cannot orient
// (e.g. a loop without the battery) are drawn joining their sides, without a direction claim.
import type { Cell, Grid, Side, Trace } from '../../../engine/index';

export interface CellFlow {
  /** Current magnitude through the cell, amps. */
  current: number;
  /** Segments the animation draws: from one side of the cell through its centre to another. */
  segments: [Side, Side][];
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' };
const STEP: Record<Side, [number, number]> = { top: [-1, 0], right: [0, 1], bottom: [1, 0], left: [0, -1] };

export function flowPaths(grid: Grid, traces: Trace[], sidesOf: (cell: Cell) => Side[]): Map<string, CellFlow> {
  const current = new Map(traces.map((trace) => [`${trace.row}:${trace.col}`, trace.current]));
  const flows = new Map<string, CellFlow>();
  const sides = (row: number, col: number): Side[] => {
    const cell = grid[row]?.[col];
    return cell ? sidesOf(cell) : [];
  };
  /** Sides of (row, col) that join a traced neighbour which faces back. */
  const joined = (row: number, col: number): Side[] =>
    sides(row, col).filter((side) => {
      const [dr, dc] = STEP[side];
      return current.has(`${row + dr}:${col + dc}`) && sides(row + dr, col + dc).includes(OPPOSITE[side]);
    });

  const queue: { row: number; col: number; entry: Side }[] = [];
  grid.forEach((line, row) =>
    line.forEach((cell, col) => {
      if (cell?.type !== 'battery' || !current.has(`${row}:${col}`)) return;
      const [plus, minus] = sidesOf(cell);
      if (!plus || !minus) return;
      // Inside the battery conventional current runs from − to +; outside it leaves at +.
      flows.set(`${row}:${col}`, { current: current.get(`${row}:${col}`) ?? 0, segments: [[minus, plus]] });
      const [dr, dc] = STEP[plus];
      queue.push({ row: row + dr, col: col + dc, entry: OPPOSITE[plus] });
    }),
  );
  while (queue.length > 0) {
    const { row, col, entry } = queue.shift() as { row: number; col: number; entry: Side };
    const key = `${row}:${col}`;
    if (flows.has(key) || !current.has(key) || !joined(row, col).includes(entry)) continue;
    const exits = joined(row, col).filter((side) => side !== entry);
    flows.set(key, { current: current.get(key) ?? 0, segments: exits.map((exit) => [entry, exit]) });
    for (const exit of exits) {
      const [dr, dc] = STEP[exit];
      queue.push({ row: row + dr, col: col + dc, entry: OPPOSITE[exit] });
    }
  }
  for (const [key, amps] of current) {
    if (flows.has(key)) continue;
    const [row, col] = key.split(':').map(Number);
    const [first, ...rest] = joined(row, col);
    if (first) flows.set(key, { current: amps, segments: rest.map((side) => [first, side]) });
  }
  return flows;
}

/** Seconds for one dash cycle: faster for more current, kept within a readable range. */
export function flowCycleSeconds(currentA: number): number {
  if (currentA <= 0) return 3;
  return Math.min(3, Math.max(0.25, 0.03 / currentA));
}
