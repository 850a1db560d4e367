// Test and benchmark support: solves a grid in the engine and in ngspice on the same netlist with the
// same models, and compares every node voltage and branch current at every sample within the contract's
// accuracy bar (0.5 %, or 1 mV / 1 µA). Used by differential.test.ts and bench/engine-heavy.ts.
import type { Step } from '../components/define';
import { ConvergenceError } from '../errors';
import { buildCircuit, type Circuit } from '../netlist';
import { PointSolver } from '../point-solver';
import { runWindow } from '../transient';
import type { Grid } from '../types';
import { runNgspice, type SpiceRun } from './ngspice';
import { spiceNetlist, type SpiceNetlist } from './spice-netlist';

export const SAMPLE_S = 0.05;
const REL = 0.005;
const ABS_V = 1e-3;
const ABS_A = 1e-6;

export interface EngineCase {
  label: string;
  circuit: Circuit;
  netlist: SpiceNetlist;
  transient: boolean;
  durationS: number;
  /** Engine values per sample, and per node whether it carries ≥ 1 µA through some element pin. */
  samples: { time: number; values: number[]; driven: boolean[] }[];
}

/**
 * What the engine made of a grid: a case to compare, a refusal (422: non-convergence) with the netlist
 * ngspice is asked about, or `skip` when a bulb explodes after t = 0 (the netlist changes mid-window,
 * which one ngspice run cannot follow).
 */
export type EngineOutcome = { kind: 'case'; value: EngineCase } | { kind: 'refused'; label: string; netlist: SpiceNetlist; transient: boolean; error: string } | { kind: 'skip' };

export function engineCase(label: string, grid: Grid, durationS: number): EngineOutcome {
  const circuit = buildCircuit(grid);
  const solver = new PointSolver(circuit, { work: 0, maxWork: Infinity });
  const transient = circuit.instances.some((i) => i.definition.stampStep);
  const samples: EngineCase['samples'] = [];
  let lateExplosion = false;
  let netlist: SpiceNetlist | null = null;
  try {
    runWindow(solver, transient ? durationS : SAMPLE_S, {
      point: (time, _step, exploded) => {
        if (time > 0 && exploded.length > 0) lateExplosion = true;
        if (time === 0) netlist = spiceNetlist(circuit); // after the t = 0 explosions
      },
      sample: (time: number, step: Step) => {
        const list = (netlist as SpiceNetlist).quantities;
        const values = list.map((q) =>
          q.kind === 'node' ? solver.x[q.node] : (q.instance.definition.currents?.(q.instance, solver.v, step)[q.pin] ?? 0),
        );
        const driven = new Array<boolean>(circuit.nodeCount).fill(false);
        for (const inst of circuit.instances) {
          if (inst.open) continue;
          const currents = inst.definition.currents?.(inst, solver.v, step) ?? [];
          inst.pins.forEach((node, pin) => {
            if (node >= 0 && Math.abs(currents[pin] ?? 0) >= ABS_A) driven[node] = true;
          });
        }
        samples.push({ time, values, driven });
      },
      end: () => {},
    });
  } catch (error) {
    if (!(error instanceof ConvergenceError)) throw error;
    if (lateExplosion) return { kind: 'skip' };
    return { kind: 'refused', label, netlist: netlist ?? spiceNetlist(buildCircuit(grid)), transient, error: error.message };
  }
  // A bulb exploding mid-window changes the netlist from then on; ngspice cannot follow that.
  if (lateExplosion || !netlist) return { kind: 'skip' };
  return { kind: 'case', value: { label, circuit, netlist, transient, durationS, samples } };
}

export function runCaseInNgspice(netlist: SpiceNetlist, transient: boolean, durationS: number): Promise<SpiceRun> {
  const analysis = transient ? ({ kind: 'tran', durationS, sampleS: SAMPLE_S, maxStepS: 1e-4 } as const) : ({ kind: 'op' } as const);
  return runNgspice(netlist.lines, netlist.vectors, analysis);
}

export interface Comparison {
  compared: number;
  /** Voltages of nodes no branch drives with 1 µA (leakage-held): counted, not compared. */
  floating: number;
  failures: string[];
  /** Largest error as a fraction of its tolerance (1 = at the bar), with what it was. */
  worst: { ratio: number; detail: string };
  /** Largest relative error on values above 1 mV / 1 µA. */
  worstRelative: number;
}

export function emptyComparison(): Comparison {
  return { compared: 0, floating: 0, failures: [], worst: { ratio: 0, detail: '' }, worstRelative: 0 };
}

/** Adds one case's agreement with ngspice's run to `into`. */
export function compareCase(c: EngineCase, spice: SpiceRun, into: Comparison): void {
  for (const sample of c.samples) {
    if (c.transient && sample.time === 0) continue; // ngspice's uic start is not the t = 0 solution
    const row = spice.rows[c.transient ? spice.time.findIndex((t) => Math.abs(t - sample.time) < 1e-6) : 0];
    if (!row) continue;
    c.netlist.quantities.forEach((q, j) => {
      // A node no branch drives with 1 µA floats on picoamp leakage (gmin, junction saturation
      // current): its voltage depends on how each simulator models leakage, not on the circuit.
      if (q.kind === 'node' && !sample.driven[q.node]) {
        into.floating++;
        return;
      }
      const ours = sample.values[j];
      const theirs = q.terms.reduce((sum, [k, sign]) => sum + sign * row[k], 0);
      const tolerance = Math.max(REL * Math.abs(theirs), q.kind === 'node' ? ABS_V : ABS_A);
      const ratio = Math.abs(ours - theirs) / tolerance;
      if (Math.abs(theirs) > (q.kind === 'node' ? ABS_V : ABS_A)) {
        into.worstRelative = Math.max(into.worstRelative, Math.abs(ours - theirs) / Math.abs(theirs));
      }
      into.compared++;
      const detail = `${c.label} t=${sample.time} ${q.name}: engine ${ours} ngspice ${theirs}`;
      if (ratio > into.worst.ratio) into.worst = { ratio, detail };
      if (ratio > 1) into.failures.push(detail);
    });
  }
}

/** Runs `work` over items with at most `limit` at once (the machine has 2 cores). */
export async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const k = next++;
        results[k] = await work(items[k]);
      }
    }),
  );
  return results;
}
