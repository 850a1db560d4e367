// `npx tsx bench/engine-profile.ts [dc|tran|diode-tran|diode-dc|heavy] [size]`: runs one benchmark grid of
// engine.bench.ts in a loop (for `node --cpu-prof`) and prints its median time per simulate() call;
// `heavy` loops over the 200 heavy 9×9 ladders of engine-heavy.ts instead (probe on, as the bench runs them).
// Explanations are off, as engine.bench.ts times them; PROFILE_EXPLAIN=1 turns them on.
import { simulate } from '../src/engine/index';
import { buildCircuit } from '../src/engine/netlist';
import { heavyLadder } from '../src/engine/testing/heavy-ladder';
import { ladderGrid, type PartKind } from '../src/engine/testing/ladder-grid';
import { seeded } from '../src/engine/testing/random';
import type { Grid } from '../src/engine/types';

const DC_KINDS: PartKind[] = ['wire', 'resistor', 'resistor', 'resistor', 'bulb', 'switch', 'star', 'wire'];
const KINDS: Record<string, { kinds: PartKind[]; transient: boolean }> = {
  dc: { kinds: DC_KINDS, transient: false },
  tran: { kinds: [...DC_KINDS, 'capacitor'], transient: true },
  'diode-dc': { kinds: [...DC_KINDS, 'diode', 'diode'], transient: false },
  'diode-tran': { kinds: [...DC_KINDS, 'diode', 'diode', 'capacitor'], transient: true },
};

/** The same choice as engine.bench.ts: a conducting grid, preferably one with bulb events. */
function gridFor(size: number, kinds: PartKind[], transient: boolean): Grid {
  let fallback: Grid | null = null;
  for (let seed = size * 1000; seed < size * 1000 + 3000; seed++) {
    const grid = ladderGrid(seeded(seed), { rows: size, cols: size, kinds });
    const hasCap = buildCircuit(grid).instances.some((i) => i.definition.type === 'capacitor');
    if (hasCap !== transient) continue;
    let result;
    try {
      result = simulate({ grid, duration: 10 });
    } catch {
      continue;
    }
    if (result.traces.length < size && result.bulbEvents.length === 0) continue;
    fallback ??= grid;
    if (result.bulbEvents.length > 0) return grid;
  }
  if (!fallback) throw new Error(`no conducting ${size}×${size} grid found`);
  return fallback;
}

const which = process.argv[2] ?? 'dc';
const size = Number(process.argv[3] ?? 9);
if (!(which in KINDS) && which !== 'heavy') throw new Error(`usage: engine-profile.ts ${Object.keys(KINDS).join('|')}|heavy [size]`);
const grids = which === 'heavy' ? Array.from({ length: 200 }, (_, k) => heavyLadder(k, size)) : [gridFor(size, KINDS[which].kinds, KINDS[which].transient)];
const times: number[] = [];
const until = performance.now() + Number(process.env.PROFILE_MS ?? 3000);
for (let k = 0; performance.now() < until; k++) {
  const grid = grids[k % grids.length];
  const t0 = performance.now();
  simulate({ grid, probe: which === 'heavy' }, { explain: process.env.PROFILE_EXPLAIN === '1' });
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
if (process.env.PROFILE_PCT) {
  console.log([10, 25, 50, 75, 90].map((p) => `p${p} ${us(times[Math.floor((times.length * p) / 100)])}`).join(', '));
}
console.log(`${which} ${size}×${size}: median ${us(times[times.length >> 1])}, p95 ${us(times[Math.floor(times.length * 0.95)])}, fastest ${us(times[0])} over ${times.length} runs`);
