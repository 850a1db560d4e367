// Heavy 9×9 ladder grids: the ladder generator filled with the parts that make the engine work hardest
// (capacitors, diodes, MOSFETs) beside resistors, bulbs, switches, opens, the star and a probe. The
// battery's row is wire, so each of the eight rows below is a branch across the battery (a part that
// blocks in the battery's row would leave the whole grid dead). A fixed seed gives a fixed set, shared
// by the differential test and `npm run bench:engine`.
import type { Grid } from '../types';
import { ladderGrid, type PartKind } from './ladder-grid';
import { seeded } from './random';

export const HEAVY_KINDS: readonly PartKind[] = [
  'wire', 'resistor', 'resistor', 'bulb', 'capacitor', 'capacitor', 'diode', 'diode', 'mosfet', 'mosfet', 'switch', 'open', 'star', 'probe',
];
export const HEAVY_SEED = 16_000;
/** The heavy mix with LEDs (one of each colour at most) in place of a resistor; a set of its own. */
export const HEAVY_LED_KINDS: readonly PartKind[] = [
  'wire', 'resistor', 'led', 'led', 'bulb', 'capacitor', 'capacitor', 'diode', 'diode', 'mosfet', 'mosfet', 'switch', 'open', 'star', 'probe',
];
export const HEAVY_LED_SEED = 11_000;

/**
 * The k-th heavy 9×9 grid (k = 0, 1, …): each from its own seed, so a prefix of the set is stable.
 * `withLeds` draws from the LED mix and its own seeds (the benchmark's set stays as it is).
 */
export function heavyLadder(k: number, size = 9, withLeds = false): Grid {
  const random = seeded((withLeds ? HEAVY_LED_SEED : HEAVY_SEED) + k);
  const grid = ladderGrid(random, { rows: size, cols: size, kinds: withLeds ? HEAVY_LED_KINDS : HEAVY_KINDS });
  return grid.map((row, r) =>
    r > 0 ? row : row.map((cell, c) => (c < 2 || c === size - 1 || cell?.type === 't-wire' ? cell : { type: 'straight-wire', rotation: 90 })),
  );
}

export function heavyLadders(count: number, size = 9): Grid[] {
  return Array.from({ length: count }, (_, k) => heavyLadder(k, size));
}
