// The superposed solution of a linear time step (linear-response.ts) must be the solution of the
// restamped system, whatever the capacitors' history, on generated grids with several capacitors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Step } from './components/define';
import { BASE_C0, LinearResponse } from './linear-response';
import { LuFactors } from './lu';
import { Mna } from './mna';
import { buildCircuit } from './netlist';
import { ladderGrid } from './testing/ladder-grid';
import { seeded } from './testing/random';

/** A generated 3×4 linear grid with at least one capacitor, and the random source that made it; null when it has none. */
function linearCircuit(seed: number) {
  const random = seeded(seed);
  const kinds = ['wire', 'resistor', 'bulb', 'capacitor', 'capacitor', 'switch'] as const;
  const circuit = buildCircuit(ladderGrid(random, { rows: 3, cols: 4, kinds }));
  const stepped = circuit.instances.filter((i) => i.definition.stampStep);
  const n = circuit.nodeCount;
  return n === 0 || stepped.length === 0 ? null : { random, circuit, stepped, n };
}

/**
 * Gives every capacitor a random history, then the answer the long way: the battery's and every
 * capacitor's right-hand side restamped and solved with `lu`, which holds the step's factors.
 */
function restampedAfterRandomHistory({ random, circuit, stepped }: NonNullable<ReturnType<typeof linearCircuit>>, mna: Mna, lu: LuFactors, step: Step): Float64Array {
  for (const inst of stepped) inst.state.forEach((_, k) => (inst.state[k] = 18 * random() - 9));
  mna.reset(false);
  for (const inst of circuit.instances) inst.definition.stamp?.(mna, inst);
  for (const inst of stepped) inst.definition.stampStep?.(mna, inst, step);
  const expected = Float64Array.from(mna.b);
  lu.solve(expected);
  return expected;
}

describe('linear response', () => {
  it('gives the restamped solution for any capacitor history', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.double({ min: 1e-7, max: 0.01, noNaN: true }), (seed, h) => {
        const generated = linearCircuit(seed);
        if (!generated) return;
        const { circuit, stepped, n } = generated;
        const step: Step = { kind: 'step', c0: 1.5 / h, c1: -2 / h, c2: 0.5 / h };
        const mna = new Mna(n);
        const lu = new LuFactors(n);
        mna.reset(true);
        for (const inst of circuit.instances) inst.definition.stamp?.(mna, inst);
        const sourceB = Float64Array.from(mna.b);
        for (const inst of stepped) inst.definition.stampStep?.(mna, inst, step);
        expect(lu.factor(mna.a)).toBe(true);
        const response = new LinearResponse(lu, sourceB, stepped);
        for (let round = 0; round < 3; round++) {
          const expected = restampedAfterRandomHistory(generated, mna, lu, step);
          const x = new Float64Array(n);
          response.solve(x, step);
          // Both round differently: at a 0.1 µs step a 10 mF capacitor is 1.5e5 S beside 1/40 S
          // (a condition number near 1e7) and its history current reaches 1e6 A, so each path is
          // only good to ~1e-9 V there. 0.1 µV is still 10⁴ times under the accuracy bar's millivolt.
          const scale = expected.reduce((m, v) => Math.max(m, Math.abs(v)), 1);
          x.forEach((v, k) => expect(Math.abs(v - expected[k])).toBeLessThan(1e-8 * scale));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the restamped solution at any step size from the base response (Woodbury)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.double({ min: 1e-7, max: 0.1, noNaN: true }), (seed, h) => {
        const generated = linearCircuit(seed);
        if (!generated) return;
        const { circuit, stepped, n } = generated;
        const farads = Float64Array.from(stepped, (i) => i.definition.farads?.(i) ?? 0);
        const mna = new Mna(n);
        const lu = new LuFactors(n);
        const stamped = (step: Step): Float64Array => {
          mna.reset(true);
          for (const inst of circuit.instances) inst.definition.stamp?.(mna, inst);
          const sourceB = Float64Array.from(mna.b);
          for (const inst of stepped) inst.definition.stampStep?.(mna, inst, step);
          expect(lu.factor(mna.a)).toBe(true);
          return sourceB;
        };
        const base = new LinearResponse(lu, stamped({ kind: 'step', c0: BASE_C0, c1: 0, c2: 0 }), stepped);
        const step: Step = { kind: 'step', c0: 1.5 / h, c1: -2 / h, c2: 0.5 / h };
        const size = base.stepSize(farads, step.c0, BASE_C0);
        expect(size).not.toBeNull();
        stamped(step);
        for (let round = 0; round < 3; round++) {
          const expected = restampedAfterRandomHistory(generated, mna, lu, step);
          const x = new Float64Array(n);
          base.solveAt(x, step, size!);
          // As above: at a 0.1 µs step each path is only good to ~1e-9 V of the (huge) history's scale.
          const scale = expected.reduce((m, v) => Math.max(m, Math.abs(v)), 1);
          x.forEach((v, k) => expect(Math.abs(v - expected[k])).toBeLessThan(1e-8 * scale));
          const rows = Int32Array.from({ length: n }, (_, k) => k).filter((k) => k % 2 === 0);
          const partial = new Float64Array(n);
          base.solveAt(partial, step, size!, rows);
          rows.forEach((k) => expect(partial[k]).toBe(x[k]));
        }
      }),
      { numRuns: 200 },
    );
  });
});
