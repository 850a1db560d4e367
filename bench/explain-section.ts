// The explanations' share of a simulate() call (docs/explanations.md): for each grid size, the median
// time with and without `explanations` on grids where every light is explained — pieces knocked out
// (open ends), a bulb straight across the battery (the burnt-out what-if solves), a capacitor charging.
// Asserts nothing; the page's budget is one frame (16.7 ms) per grid change.
import { simulate } from '../src/engine/index';
import { ladderGrid, type PartKind } from '../src/engine/testing/ladder-grid';
import { seeded } from '../src/engine/testing/random';
import type { Grid } from '../src/engine/types';

const KINDS: PartKind[] = ['wire', 'resistor', 'resistor', 'bulb', 'bulb', 'switch', 'diode', 'open', 'wire'];

/** A size×size grid with at least one light that is not ON and, when asked, one that burnt out. */
function darkGrid(size: number, wantExploded: boolean, withCapacitor: boolean): Grid | null {
  const kinds: PartKind[] = withCapacitor ? [...KINDS, 'capacitor'] : KINDS;
  for (let seed = size * 7919; seed < size * 7919 + 4000; seed++) {
    const grid = ladderGrid(seeded(seed), { rows: size, cols: size, kinds });
    let result;
    try {
      result = simulate({ grid });
    } catch {
      continue;
    }
    const states = Object.values(result.bulbs);
    const hasCapacitor = grid.some((row) => row.some((c) => c?.type === 'capacitor'));
    if (hasCapacitor !== withCapacitor || !states.some((s) => s !== 'ON')) continue;
    if (wantExploded !== states.includes('EXPLODED')) continue;
    return grid;
  }
  return null;
}

export function explanationRows(timeMs: (run: () => void, budgetMs: number) => number, maxSize: number): string[] {
  const lines = [
    '| grid | case | solve only | with explanations | added |',
    '|------|------|-----------:|------------------:|------:|',
  ];
  let worstMs = 0;
  for (let size = 3; size <= maxSize; size++) {
    const cases: [string, Grid | null, number][] = [
      ['dark lights, DC', darkGrid(size, false, false), 300],
      ['a bulb burnt out, DC', darkGrid(size, true, false), 300],
      ['dark lights, 10 s tran', darkGrid(size, false, true), 800],
    ];
    for (const [label, grid, budget] of cases) {
      if (!grid) continue;
      const bare = timeMs(() => simulate({ grid }, { explain: false }), budget);
      const full = timeMs(() => simulate({ grid }), budget);
      worstMs = Math.max(worstMs, full - bare);
      const show = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
      lines.push(`| ${size}×${size} | ${label} | ${show(bare)} | ${show(full)} | ${show(Math.max(0, full - bare))} |`);
    }
  }
  lines.push(`\nExplanations add at most ${(worstMs * 1000).toFixed(0)} µs per simulate() here (a frame is 16.7 ms).`);
  return lines;
}
