// Test and benchmark support: solves a grid in the engine and in ngspice on the same netlist with the
// same models, and compares every node voltage and branch current at every sample within docs/engine.md's
// accuracy bar (0.5 %, or 1 mV / 1 µA), and every light's changes of state within 10 ms of ngspice's.
// Used by differential.test.ts and bench/engine-heavy.ts.
import type { Instance, LightSpec, Step } from '../components/define';
import { ConvergenceError } from '../errors';
import { buildCircuit, type BoardInputs, type Circuit } from '../netlist';
import { PointSolver } from '../point-solver';
import { runWindow } from '../transient';
import type { BulbState, Grid } from '../types';
import { runNgspice, type SpiceRun } from './ngspice';
import { spiceNetlist, type SpiceNetlist } from './spice-netlist';

export const SAMPLE_S = 0.05;
const REL = 0.005;
const ABS_V = 1e-3;
const ABS_A = 1e-6;
/** docs/engine.md: every bulb event within 10 ms of ngspice's. */
export const EVENT_TOLERANCE_S = 0.01;
/**
 * ngspice's output step in a transient comparison (its own steps stay ≤ 0.1 ms): light currents are
 * interpolated between its rows onto a 1 ms grid to place its light events.
 */
const SPICE_OUTPUT_S = 0.005;
const EVENT_GRID_S = 0.001;

export interface EngineCase {
  label: string;
  circuit: Circuit;
  netlist: SpiceNetlist;
  transient: boolean;
  durationS: number;
  /** Engine values per sample, and per node whether it carries ≥ 1 µA through some element pin. */
  samples: { time: number; values: number[]; driven: boolean[] }[];
  /** Every change of a light's state at the engine's time points (each light starts OFF, as in simulate). */
  events: { time: number; light: Instance; state: BulbState }[];
}

/**
 * What the engine made of a grid: a case to compare, a refusal (422: non-convergence) with the netlist
 * ngspice is asked about, or `skip` when a bulb explodes after t = 0 (the netlist changes mid-window,
 * which one ngspice run cannot follow).
 */
export type EngineOutcome = { kind: 'case'; value: EngineCase } | { kind: 'refused'; label: string; netlist: SpiceNetlist; transient: boolean; error: string } | { kind: 'skip' };

export function engineCase(label: string, grid: Grid, durationS: number, inputs: BoardInputs = {}): EngineOutcome {
  const circuit = buildCircuit(grid, inputs);
  const solver = new PointSolver(circuit, { work: 0, maxWork: Infinity });
  const transient = circuit.instances.some((i) => i.definition.stampStep);
  const samples: EngineCase['samples'] = [];
  const events: EngineCase['events'] = [];
  const lights = solver.bulbs;
  const lastState = lights.map((): BulbState => 'OFF');
  let lateExplosion = false;
  let netlist: SpiceNetlist | null = null;
  try {
    runWindow(solver, transient ? durationS : SAMPLE_S, {
      point: (time, _step, exploded) => {
        if (time > 0 && exploded.length > 0) lateExplosion = true;
        if (time === 0) netlist = spiceNetlist(circuit); // after the t = 0 explosions
        lights.forEach((light, k) => {
          const state = (light.definition.light as LightSpec).state(solver.bulbCurrents[k], light.open);
          if (state !== lastState[k]) events.push({ time, light, state: (lastState[k] = state) });
        });
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
  return { kind: 'case', value: { label, circuit, netlist, transient, durationS, samples, events } };
}

export function runCaseInNgspice(netlist: SpiceNetlist, transient: boolean, durationS: number): Promise<SpiceRun> {
  const analysis = transient ? ({ kind: 'tran', durationS, sampleS: SPICE_OUTPUT_S, maxStepS: 1e-4 } as const) : ({ kind: 'op' } as const);
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
  /** Light states compared at ngspice's output times, and those no event within 10 ms explains. */
  lightChecks: number;
  eventFailures: string[];
  /** Events: the engine's, and the largest distance of one from ngspice's change of the same light (s). */
  events: number;
  worstEventS: number;
}

export function emptyComparison(): Comparison {
  return { compared: 0, floating: 0, failures: [], worst: { ratio: 0, detail: '' }, worstRelative: 0, lightChecks: 0, eventFailures: [], events: 0, worstEventS: 0 };
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

/**
 * Light events against ngspice's run (its light currents on a 1 ms grid from its rows, t = 0 left out:
 * ngspice's uic start is not a solution). At every output time, each light's state in the engine must be one ngspice shows
 * within 10 ms of it and the other way round, unless ngspice's current is within the accuracy bar of a
 * threshold (then either state is right). So every engine event lies within 10 ms of ngspice's change
 * of the same light, and none is missing. Each engine event after t = 0 is also timed against the
 * nearest output time at which ngspice shows the same change.
 */
export function compareEvents(c: EngineCase, spice: SpiceRun, into: Comparison): void {
  if (!c.transient) return;
  const spiceRows = spice.time.map((time, r) => ({ time, row: spice.rows[r] })).filter((r) => r.time > 0);
  if (spiceRows.length === 0) return;
  const first = spiceRows[0].time;
  const times = Array.from({ length: Math.floor((spiceRows[spiceRows.length - 1].time - first) / EVENT_GRID_S + 1e-6) + 1 }, (_, k) => first + k * EVENT_GRID_S);
  for (const light of c.circuit.instances) {
    const spec = light.definition.light;
    if (!spec || light.open) continue; // one exploded at t = 0 is not in the netlist
    const q = c.netlist.quantities.findIndex((quantity) => quantity.kind === 'current' && quantity.instance === light && quantity.pin === 0);
    if (q < 0) continue;
    const terms = c.netlist.quantities[q].terms;
    // The current into pin 0: a bulb's either way, an LED's forward current flows out of its cathode.
    const lightA = (row: number[]) => {
      const into0 = terms.reduce((sum, [k, sign]) => sum + sign * row[k], 0);
      return spec.kind === 'bulb' ? Math.abs(into0) : Math.max(0, -into0);
    };
    // ngspice's light current on the 1 ms grid, linear between its rows.
    const currents: number[] = [];
    for (let k = 0, r = 0; k < times.length; k++) {
      while (r + 2 < spiceRows.length && spiceRows[r + 1].time <= times[k]) r++;
      const a = spiceRows[r];
      const b = spiceRows[Math.min(r + 1, spiceRows.length - 1)];
      const f = b.time > a.time ? Math.min(1, Math.max(0, (times[k] - a.time) / (b.time - a.time))) : 0;
      currents.push(lightA(a.row) + f * (lightA(b.row) - lightA(a.row)));
    }
    const rows = times.map((time) => ({ time }));
    const spiceStates = currents.map((i) => spec.state(i, false));
    const borderline = currents.map((i) => {
      const bar = Math.max(REL * i, ABS_A);
      return spec.state(Math.max(0, i - bar), false) !== spec.state(i + bar, false);
    });
    const events = c.events.filter((e) => e.light === light);
    const engineState = (time: number): BulbState => {
      let state: BulbState = 'OFF';
      for (const e of events) if (e.time <= time + 1e-12) state = e.state;
      return state;
    };
    const engineNear = (time: number): Set<BulbState> => {
      const near = new Set<BulbState>([engineState(time - EVENT_TOLERANCE_S)]);
      for (const e of events) if (Math.abs(e.time - time) <= EVENT_TOLERANCE_S + 1e-9) near.add(e.state);
      return near;
    };
    const spiceNear = (r: number): Set<BulbState> => {
      const near = new Set<BulbState>();
      for (let k = r; k >= 0 && rows[r].time - rows[k].time <= EVENT_TOLERANCE_S + 1e-9; k--) near.add(spiceStates[k]);
      for (let k = r; k < rows.length && rows[k].time - rows[r].time <= EVENT_TOLERANCE_S + 1e-9; k++) near.add(spiceStates[k]);
      return near;
    };
    rows.forEach((r, k) => {
      into.lightChecks++;
      if (borderline[k]) return;
      const ours = engineState(r.time);
      if (spiceNear(k).has(ours) && engineNear(r.time).has(spiceStates[k])) return;
      into.eventFailures.push(`${c.label} t=${r.time} ${light.definition.type}: engine ${ours}, ngspice ${spiceStates[k]}`);
    });
    events.forEach((e, j) => {
      if (e.time === 0) return;
      into.events++;
      const before = j > 0 ? events[j - 1].state : 'OFF';
      let nearest = Infinity;
      for (let k = 1; k < rows.length; k++) {
        if (spiceStates[k] === e.state && spiceStates[k - 1] === before) nearest = Math.min(nearest, Math.abs(rows[k].time - e.time));
      }
      if (Number.isFinite(nearest)) into.worstEventS = Math.max(into.worstEventS, nearest);
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
