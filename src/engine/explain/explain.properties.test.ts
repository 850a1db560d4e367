// Property test over generated grids (open ends, switches, diodes, MOSFETs, capacitors, shorts): every
// light that is not ON has an explanation, and no explanation contradicts the solve.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BULB_DIM_A, BULB_ON_A } from '../components/bulb-model';
import { simulate } from '../simulate';
import { ALL_KINDS, ladderGrid } from '../testing/ladder-grid';
import { seeded } from '../testing/random';
import type { LightType, Explanation, Grid, SimulationResult } from '../types';

const TYPE_ID = /\b[a-z]+-(bulb|wire|led|probe)\b|\bmosfet\b|-straight/;

function gridFor(seed: number): Grid {
  const random = seeded(seed);
  const grid = ladderGrid(random, { rows: 2 + Math.floor(random() * 3), cols: 3 + Math.floor(random() * 4), kinds: ALL_KINDS });
  // Knock a few random pieces out so open ends and lone lights turn up too.
  for (const row of grid) for (let c = 0; c < row.length; c++) if (row[c] && random() < 0.06) row[c] = null;
  return grid;
}

/** The solve's own evidence for each kind, for one light it explains. */
function consistent(e: Explanation, light: LightType, result: SimulationResult): string | null {
  const state = result.bulbs[light];
  const currentA = result.bulbCurrents[light] ?? 0;
  const events = result.bulbEvents.filter((ev) => ev.bulb === light);
  switch (e.kind) {
    case 'open-loop':
    case 'switch-open':
      return state === 'OFF' && currentA < 1e-6 ? null : `${e.kind} but ${state} at ${currentA} A`;
    case 'reverse':
    case 'mosfet-off':
    case 'bypassed':
      return state === 'OFF' ? null : `${e.kind} but ${state}`;
    case 'short-circuit':
      return state !== 'ON' && result.warnings.includes('short-circuit') ? null : `short-circuit but ${state}`;
    case 'too-much-current':
      return (light === e.lights[0] ? state === 'EXPLODED' : state === 'OFF') ? null : `too-much-current but ${state}`;
    case 'too-little-current':
      return (state === 'DIM' || state === 'OFF') && currentA < BULB_ON_A ? null : `too-little-current but ${state}`;
    case 'charging':
      return state !== 'ON' && (events.length > 1 || e.cells.length > 0) ? null : 'charging without a capacitor or a change';
  }
}

describe('explanations on generated grids', () => {
  it('every light that is not ON is explained, and no explanation contradicts the solve', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const grid = gridFor(seed);
        const result = simulate({ grid, duration: 1 });
        for (const [light, state] of Object.entries(result.bulbs) as [LightType, string][]) {
          const mine = result.explanations.filter((e) => e.lights.includes(light));
          if (state !== 'ON') expect(mine.length, `${light} ${state} unexplained in seed ${seed}`).toBeGreaterThan(0);
          else expect(mine, `${light} is ON yet explained`).toEqual([]);
          for (const e of mine) expect(consistent(e, light, result), `seed ${seed}: ${JSON.stringify(e)}`).toBeNull();
        }
        for (const e of result.explanations) {
          expect(e.message).not.toMatch(TYPE_ID);
          expect(e.message.length).toBeGreaterThan(20);
          for (const cell of e.cells) expect(grid[cell.row]?.[cell.col], `${e.kind} points at an empty cell`).toBeTruthy();
          if (e.kind !== 'short-circuit') expect(e.cells.length).toBeGreaterThan(0);
        }
        // A DIM light carries at least 2 mA, which every too-little-current sentence reports.
        for (const e of result.explanations.filter((x) => x.kind === 'too-little-current')) {
          const currentA = result.bulbCurrents[e.lights[0]] ?? 0;
          if (currentA >= BULB_DIM_A) expect(e.message).toMatch(/Only \d/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
