// Property tests on generated grids that close loops through bulbs (fast-check drives the seeds):
// Kirchhoff's current law, power balance, symmetry under rotating/mirroring, series/parallel laws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Step } from './components/define';
import { sideCurrents } from './flows';
import { buildCircuit } from './netlist';
import { GMIN_S } from './mna';
import { PointSolver } from './point-solver';
import { simulate } from './simulate';
import { runWindow } from './transient';
import { gridFromText } from './grid-text';
import { mirrorGrid, rotateGrid } from './testing/grid-transform';
import { ALL_KINDS, ladderGrid, type PartKind } from './testing/ladder-grid';
import { seeded } from './testing/random';
import type { Grid } from './types';

const NO_MOSFET = ALL_KINDS.filter((k) => k !== 'mosfet');

function gridFor(seed: number, kinds: readonly PartKind[] = ALL_KINDS): Grid {
  const random = seeded(seed);
  return ladderGrid(random, { rows: 2 + Math.floor(random() * 4), cols: 3 + Math.floor(random() * 5), kinds });
}

/** Solves a grid over a short window and hands the final point to `check`. */
function atEnd(grid: Grid, check: (solver: PointSolver, step: Step) => void): void {
  const circuit = buildCircuit(grid);
  if (!circuit.battery) return;
  const solver = new PointSolver(circuit, { work: 0, maxWork: Infinity });
  runWindow(solver, 0.5, { point: () => {}, sample: () => {}, end: (step) => check(solver, step) });
}

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

describe('physics properties on generated grids', () => {
  it('current is conserved at every node and through every cell', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const grid = gridFor(seed);
        atEnd(grid, (solver, step) => {
          const { circuit } = solver;
          const residual = new Float64Array(circuit.nodeCount);
          let scale = 0;
          for (let k = 0; k < residual.length; k++) residual[k] = GMIN_S * solver.x[k];
          for (const inst of circuit.instances) {
            if (inst.open) continue;
            const currents = inst.definition.currents?.(inst, solver.v, step) ?? [];
            inst.pins.forEach((node, pin) => {
              scale = Math.max(scale, Math.abs(currents[pin]));
              if (node >= 0) residual[node] += currents[pin];
            });
          }
          for (const r of residual) expect(Math.abs(r)).toBeLessThan(1e-8 + 1e-7 * scale);
          const crossing = sideCurrents(circuit, solver.v, step);
          for (const placed of circuit.cells) {
            if (!placed.definition.conductor) continue;
            const net = crossing[placed.index].reduce((a, b) => a + b, 0);
            expect(Math.abs(net)).toBeLessThan(1e-8 + 1e-7 * scale);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('power delivered by the battery equals the power dissipated and stored', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        atEnd(gridFor(seed), (solver, step) => {
          let delivered = 0;
          let absorbed = 0;
          for (const inst of solver.circuit.instances) {
            if (inst.open || !inst.definition.currents) continue;
            const currents = inst.definition.currents(inst, solver.v, step);
            const power = inst.pins.reduce((p, node, pin) => p + solver.v(node) * currents[pin], 0);
            if (inst.definition.type === 'battery') delivered -= power;
            else absorbed += power;
          }
          expect(Math.abs(delivered - absorbed)).toBeLessThan(1e-7 + 1e-6 * Math.abs(delivered));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('turning the whole grid a quarter turn changes no bulb, event or star', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const grid = gridFor(seed);
        const before = simulate({ grid, duration: 1 });
        const after = simulate({ grid: rotateGrid(grid), duration: 1 });
        expect(after.bulbs).toEqual(before.bulbs);
        expect(after.bulbEvents).toEqual(before.bulbEvents);
        expect(after.star).toBe(before.star);
      }),
      { numRuns: 60 },
    );
  });

  it('mirroring the whole grid changes no bulb (MOSFETs left out: their body diode is not mirror-symmetric)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const grid = gridFor(seed, NO_MOSFET);
        const before = simulate({ grid, duration: 1 });
        const after = simulate({ grid: mirrorGrid(grid), duration: 1 });
        expect(after.bulbs).toEqual(before.bulbs);
        expect(after.star).toBe(before.star);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a node island held only by diode leakage', () => {
  // Back-to-back diodes beside two 4.7 mF capacitors: Newton once let the island run away to −4·10¹¹ V
  // under its relative tolerance, the step control crawled and the work budget answered 422.
  const grid = gridFor(394588609, NO_MOSFET);

  it('settles at voltages a 9 V circuit can have, within the budget, the same when mirrored', () => {
    atEnd(grid, (solver) => {
      for (const v of solver.x) expect(Math.abs(v)).toBeLessThan(20);
    });
    const before = simulate({ grid, duration: 1 });
    const after = simulate({ grid: mirrorGrid(grid), duration: 1 });
    expect(after.bulbs).toEqual(before.bulbs);
  });
});

describe('series and parallel resistances', () => {
  const ohms = fc.double({ min: 1, max: 1e5, noNaN: true });
  const bulbCurrent = (rows: string[]) => simulate({ grid: gridFromText(rows) }).bulbCurrents['red-bulb-straight'] as number;
  // The two layouts differ in how many nodes leak their 1e-12 S gmin (≤ 1e-11 A).
  const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6 * Math.abs(b) + 1e-11);

  it('two resistors in series act as their sum', () => {
    fc.assert(
      fc.property(ohms, ohms, (a, b) => {
        // Keep the bulb below 60 mA so it does not explode (9 V / 1 Ω + 40 Ω ≈ 220 mA).
        fc.pre(a + b > 120);
        close(bulbCurrent(['┌ B ─ ─ ┐', `└ R${a} R${b} r- ┘`]), bulbCurrent(['┌ B ─ ─ ┐', `└ R${a + b} ─ r- ┘`]));
      }),
    );
  });

  it('two resistors in parallel act as a·b / (a + b)', () => {
    fc.assert(
      fc.property(ohms, ohms, (a, b) => {
        const p = (a * b) / (a + b);
        fc.pre(p > 120);
        close(
          bulbCurrent(['┌ B r- ┐', `├ R${a} ─ ┤`, `└ R${b} ─ ┘`]),
          bulbCurrent(['┌ B r- ┐', `└ R${p} ─ ┘`]),
        );
      }),
    );
  });
});
