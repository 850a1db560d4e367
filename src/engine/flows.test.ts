// The probe's current is read at every sample through sideCurrentReader (flows.ts); it must give what the
// whole grid's flows (sideCurrents, which traces and the star use) give on the same side, for every
// side of every conductor cell: trees of wires, loops of wires (split as equal tiny resistances would
// split them) and sides fed straight by a part.
import { describe, expect, it } from 'vitest';
import type { Step } from './components/define';
import { sideCurrentReader, sideCurrents } from './flows';
import { buildCircuit } from './netlist';
import { PointSolver } from './point-solver';
import { gridFromText } from './grid-text';
import { heavyLadder } from './testing/heavy-ladder';
import { ladderGrid, ALL_KINDS } from './testing/ladder-grid';
import { seeded } from './testing/random';
import { simulate } from './simulate';
import type { Grid } from './types';

/**
 * Every conductor side's reading against the whole solve's, after a first time step (capacitors carry
 * current), within 0.1 nA (ten thousand times under the accuracy bar's 1 µA) and 1e-9 relative.
 */
function mismatches(grid: Grid): string[] {
  const circuit = buildCircuit(grid);
  const solver = new PointSolver(circuit, { work: 0, maxWork: Infinity });
  const initial: Step = { kind: 'initial' };
  solver.solve(initial);
  for (const inst of circuit.instances) inst.definition.acceptStep?.(inst, solver.v, initial);
  const step: Step = { kind: 'step', c0: 1e3, c1: -1e3, c2: 0 };
  solver.solve(step);
  solver.complete();
  const whole = sideCurrents(circuit, solver.v, step);
  const wrong: string[] = [];
  for (const placed of circuit.cells) {
    if (!placed.definition.conductor) continue;
    placed.sides.forEach((_, pin) => {
      const read = sideCurrentReader(circuit, placed.index, pin)(solver.v, step);
      const expected = whole[placed.index][pin];
      if (Math.abs(read - expected) > 1e-10 + 1e-9 * Math.abs(expected)) wrong.push(`(${placed.row}, ${placed.col}) pin ${pin}: ${read} ≠ ${expected}`);
    });
  }
  return wrong;
}

describe('one side current without the whole grid', () => {
  it('matches the whole grid on heavy 9×9 ladders (capacitors, diodes, MOSFETs, probes)', () => {
    for (let k = 0; k < 8; k++) expect(mismatches(heavyLadder(k)), `heavy ladder ${k}`).toEqual([]);
  });

  it('matches on generated ladders of every part', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = seeded(seed);
      expect(mismatches(ladderGrid(random, { rows: 2 + (seed % 4), cols: 3 + (seed % 5), kinds: ALL_KINDS })), `seed ${seed}`).toEqual([]);
    }
  });

  it('matches where wires close a loop beside the probe (the split of a 0 Ω loop)', () => {
    // The battery, 330 Ω and a bulb in the top row; the loop closes through two wire rows in parallel,
    // the probe on one of them.
    const grid = gridFromText(['┌ B R330 r- ┐', '├ P ─    ─  ┤', '└ ─ ─    ─  ┘']);
    const { probeData, bulbCurrents } = simulate({ grid, probe: true, duration: 0.1 });
    const share = Math.abs(probeData?.current[0] ?? 0) / (bulbCurrents['red-bulb-straight'] ?? 1);
    expect(share).toBeGreaterThan(0.2); // the probe's row carries part of the bulb's current, not all of it
    expect(share).toBeLessThan(0.8);
    expect(mismatches(grid)).toEqual([]);
  });
});
