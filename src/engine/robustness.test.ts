// Grids the engine once refused (422) or answered wrongly, each turned every quarter turn: circuits where
// nothing can flow, a probe left on a dead node, and a MOSFET gate fed only through a reversed diode
// (docs: src/engine/README.md, "Newton" and "Capacitor clusters").
import { describe, expect, it } from 'vitest';
import { simulate } from './simulate';
import { rotateGrid } from './testing/grid-transform';
import { gridFromText } from './grid-text';
import type { Cell, Grid, Rotation } from './types';

const c = (type: Cell['type'], rotation: Rotation, extra: Partial<Cell> = {}): Cell => ({ type, rotation, ...extra });

/** The grid turned 0°, 90°, 180° and 270°. */
function turns(grid: Grid): { angle: number; grid: Grid }[] {
  const all = [{ angle: 0, grid }];
  for (let k = 1; k < 4; k++) all.push({ angle: k * 90, grid: rotateGrid(all[k - 1].grid) });
  return all;
}

// Two diodes each feeding a capacitor whose other end touches nothing, and a probe on the battery's
// negative side that leads nowhere: nothing can flow, yet Newton stalled on the capacitor clusters.
const NOTHING_FLOWS: Grid = [
  [c('corner-wire', 270), c('battery', 0), c('probe', 0), null],
  [c('t-wire', 270), c('diode', 0), c('capacitor', 180), null],
  [c('corner-wire', 180), c('diode', 180), c('capacitor', 0), null],
];

// Reduced (cells emptied while the old engine still answered 422) from 9×9 ladders of the heavy parts
// (testing/heavy-ladder.ts's kinds, a random battery row, seeds 16025, 16108 and 16141): capacitors
// between reverse junctions, whose clusters float on picoamps next to 10⁵ S companion conductances.
const REDUCED_LADDERS: Grid[] = [
  // seed 16025
  gridFromText([
    '┌ B    .     .             .      .             .     .  .',
    '├ .    .     .             .      .             .     .  .',
    '├ .    .     .             .      .             .     .  .',
    '├ .    .     .             .      .             P/180 .  .',
    '├ D>   R1000 S1            ─      R330          D>    S1 ┤',
    '├ M/90 ─     D>            y-/180 C:10000uF/180 r-    D> ┤',
    '├ .    .     .             .      .             .     .  .',
    '├ ─    D<    C:10000uF/180 .      .             .     .  .',
  ]),
  // seed 16108
  gridFromText([
    '┌ B    .            .      C:4.7mF */180    P         M/90  ┐',
    '├ .    .            .      .       .        .         .     ┤',
    '├ ─    C:1000uF/180 r-/180 ─       ─        y-/180    D<    ┤',
    '├ .    .            .      .       .        .         .     ┤',
    '├ .    .            .      .       .        .         .     ┤',
    '├ M/90 .            .      .       .        .         .     ┤',
    '├ ─    R47          ─      C:100uF R100/180 C:470uF   R330  ┤',
    '. .    .            .      D<      ─        ─         M/270 ┤',
    '. D>   S1           ─      S1      ─        C:10000uF D<    ┘',
  ]),
  // seed 16141
  gridFromText([
    '┌ B     .             .             .  . .',
    '├ M/90  D>            C:10000uF/180 .  . P',
    '├ .     .             .             .  . .',
    '├ .     .             .             .  . .',
    '├ M/270 C:10000uF/180 ─             D< . .',
    '├ .     .             .             .  . .',
    '├ .     .             .             .  . .',
    '├ .     .             .             .  . .',
    '└ D>    .             .             .  . .',
  ]),
];

describe('grids where nothing (or little) can flow are solved', () => {
  for (const { angle, grid } of turns(NOTHING_FLOWS)) {
    it(`two diodes into dangling capacitors, turned ${angle}°`, () => {
      const result = simulate({ grid, probe: true });
      expect(result.probeData).not.toBeNull();
      for (const current of result.probeData?.current ?? []) expect(Math.abs(current as number)).toBeLessThan(1e-6);
      for (const vdiff of result.probeData?.vdiff ?? []) expect(Math.abs(vdiff as number)).toBeLessThan(1e-3);
      expect(result.traces).toEqual([]);
    });
  }
  REDUCED_LADDERS.forEach((ladder, k) => {
    for (const { angle, grid } of turns(ladder)) {
      it(`reduced heavy ladder ${k + 1}, turned ${angle}°`, () => {
        expect(() => simulate({ grid, probe: true })).not.toThrow();
      });
    }
  });
});

// A red bulb straight across the battery explodes at t = 0; the probe between it and a diode to the
// battery's negative side is then joined to nothing that drives it and must read ≈ 0 V, not the
// 0.27 V where Newton once stopped while the node was still discharging through the diode.
const DEAD_NODE: Grid = [
  [c('corner-wire', 270), c('battery', 0), c('straight-wire', 90), c('straight-wire', 90), c('corner-wire', 0)],
  [c('corner-wire', 180), c('red-bulb-straight', 0), c('probe', 0), c('diode', 180), c('corner-wire', 90)],
];

describe('a probe on a node left dead by an exploded bulb', () => {
  for (const { angle, grid } of turns(DEAD_NODE)) {
    it(`reads within 1 mV of 0 V, turned ${angle}°`, () => {
      const result = simulate({ grid, probe: true });
      expect(result.bulbs['red-bulb-straight']).toBe('EXPLODED');
      const vdiff = result.probeData?.vdiff ?? [];
      expect(vdiff.length).toBeGreaterThan(100);
      for (const v of vdiff) expect(Math.abs(v as number)).toBeLessThan(1e-3);
    });
  }
});

// A 330 Ω resistor, a red bulb and a MOSFET's channel across the battery; the gate hangs from the
// positive rail through a diode. Turned against the gate (cathode on the rail) the diode passes only
// its saturation current, the gate sits near 0 V and the bulb stays off — as the course teaches. (With
// SPICE's 1e-12 S across the junction the gate would sit at 4.5 V and light the bulb.)
function gateGrid(diodeRotation: Rotation): Grid {
  return [
    [c('corner-wire', 270), c('battery', 0), c('straight-wire', 90), c('straight-wire', 90), c('corner-wire', 0)],
    [c('t-wire', 270), c('resistor', 0, { resistanceValue: 330 }), c('red-bulb-straight', 0), c('mosfet', 270), c('corner-wire', 90)],
    [c('corner-wire', 180), c('diode', diodeRotation), c('straight-wire', 90), c('corner-wire', 90), null],
  ];
}

describe('a MOSFET gate fed through a diode', () => {
  for (const { angle, grid } of turns(gateGrid(0))) {
    it(`stays off through a reversed diode, turned ${angle}°`, () => {
      const result = simulate({ grid });
      expect(result.bulbs['red-bulb-straight']).toBe('OFF');
      expect(result.bulbCurrents['red-bulb-straight']).toBeLessThan(1e-6);
    });
  }
  for (const { angle, grid } of turns(gateGrid(180))) {
    it(`turns on through a forward diode, turned ${angle}°`, () => {
      const result = simulate({ grid });
      expect(result.bulbs['red-bulb-straight']).toBe('ON');
    });
  }
});
