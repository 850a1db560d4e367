// Time stepping over the window: t = 0 with uncharged capacitors, then variable-step BDF2 (backward Euler
// for the first step) whose step halves or doubles on a local-truncation-error estimate, never above
// 10 ms, landing exactly on every 50 ms sample. Without capacitors the t = 0 solution is final.
import type { Instance, Step } from './components/define';
import { ConvergenceError } from './errors';
import { PointSolver } from './point-solver';

/** Time is counted in integer ticks so steps of 10 ms / 2^k land exactly on the sample grid. */
const TICKS_PER_MAX_STEP = 2 ** 24;
export const MAX_STEP_S = 0.01; // engine contract: time step at most 10 ms
export const SAMPLE_S = 0.05; // engine contract: sampled at least every 50 ms
const TICK_S = MAX_STEP_S / TICKS_PER_MAX_STEP;
const SAMPLE_TICKS = TICKS_PER_MAX_STEP * 5;
const FIRST_STEP_TICKS = 2 ** 8; // ≈ 0.15 µs: the first (backward Euler) step is tiny, then grows
// Never below the first step: a faster mode has died out within it (L-stable BDF2 damps it), and a
// smaller h would make C/h so large next to gmin that rounding swamps floating nodes.
const MIN_STEP_TICKS = FIRST_STEP_TICKS;
// Each step's truncation error must stay under 1e-4 of the capacitor voltage's change over that step:
// that bounds the error of the capacitor current (C·dv/dt), not just of v, so a current that has decayed
// to 1 % of its start is still within 0.5 % (contract accuracy bar). The floor is 1 nV for linear
// circuits (solved exactly) and 10 µV with diodes or MOSFETs: above what Newton leaves on a 9 V node
// at its 1e-6 relative tolerance, so that residue is not mistaken for truncation error.
const LTE_REL = 1e-4;
const LTE_ABS_LINEAR_V = 1e-9;
const LTE_ABS_NEWTON_V = 1e-5;
const MAX_STEPS = 200_000;

export interface WindowHooks {
  /** Every accepted time point, with the bulbs that exploded at it. */
  point(timeS: number, step: Step, exploded: Instance[]): void;
  /** Every sample time (multiples of 50 ms and the end of the window). */
  sample(timeS: number, step: Step): void;
  /** The final time point, before its history is stored (capacitor currents still read right). */
  end(step: Step): void;
}

export function roundTime(timeS: number): number {
  return Math.round(timeS * 1e9) / 1e9;
}

function acceptAll(solver: PointSolver, step: Step, accepting: readonly Instance[] = solver.circuit.instances): void {
  for (const inst of accepting) inst.definition.acceptStep?.(inst, solver.v, step);
}

/** Sample times of a window whose state never changes (no capacitor). */
function steadySamples(durationS: number, solver: PointSolver, step: Step, hooks: WindowHooks): void {
  const count = Math.floor(durationS / SAMPLE_S + 1e-9);
  for (let k = 1; k <= count; k++) hooks.sample(roundTime(k * SAMPLE_S), step);
  if (Math.abs(count * SAMPLE_S - durationS) > 1e-9) hooks.sample(roundTime(durationS), step);
}

/** Runs the window, calling the hooks at every point, every sample and at the end. */
export function runWindow(solver: PointSolver, durationS: number, hooks: WindowHooks): void {
  const initial: Step = { kind: 'initial' };
  hooks.point(0, initial, solver.solve(initial));
  hooks.sample(0, initial);
  const capacitors = solver.circuit.instances.filter((i) => i.definition.stampStep);
  if (capacitors.length === 0) {
    steadySamples(durationS, solver, initial, hooks);
    hooks.end(initial);
    return;
  }
  acceptAll(solver, initial);
  integrate(solver, capacitors, Math.round(durationS / TICK_S), hooks);
}

function capacitorVoltages(solver: PointSolver, capacitors: Instance[], into: Float64Array): Float64Array {
  for (let k = 0; k < capacitors.length; k++) into[k] = solver.v(capacitors[k].pins[0]) - solver.v(capacitors[k].pins[1]);
  return into;
}

function integrate(solver: PointSolver, capacitors: Instance[], endTicks: number, hooks: WindowHooks): void {
  const times = [0]; // ticks of the last three accepted points, newest last
  // Capacitor voltages at those points; four buffers rotate so no step allocates.
  const spare: Float64Array[] = [1, 2, 3].map(() => new Float64Array(capacitors.length));
  const history = [capacitorVoltages(solver, capacitors, new Float64Array(capacitors.length))];
  const accepting = solver.circuit.instances.filter((i) => i.definition.acceptStep);
  const saved = new Float64Array(solver.x.length);
  const floorV = solver.circuit.instances.some((i) => i.definition.linearize) ? LTE_ABS_NEWTON_V : LTE_ABS_LINEAR_V;
  let t = 0;
  let h = FIRST_STEP_TICKS;
  for (let steps = 0; t < endTicks; steps++) {
    if (steps > MAX_STEPS) throw new ConvergenceError('budget-exceeded', 'Too many time steps');
    h = Math.min(h, endTicks - t);
    const step = coefficients(times, t + h);
    saved.set(solver.x);
    let exploded: Instance[];
    try {
      exploded = solver.solve(step);
    } catch (error) {
      if (!(error instanceof ConvergenceError) || error.code !== 'non-convergence' || h <= MIN_STEP_TICKS) throw error;
      solver.x.set(saved);
      h = Math.max(MIN_STEP_TICKS, Math.floor(h / 2));
      continue;
    }
    const now = capacitorVoltages(solver, capacitors, spare[spare.length - 1]);
    const error = exploded.length > 0 ? 0 : truncationError(times, history, t + h, now, floorV);
    if (error > 1 && h > MIN_STEP_TICKS) {
      solver.x.set(saved);
      h = Math.max(MIN_STEP_TICKS, Math.floor(h / 2));
      continue;
    }
    t += h;
    times.push(t);
    history.push(spare.pop() as Float64Array);
    if (times.length > 3) {
      times.shift();
      spare.push(history.shift() as Float64Array);
    }
    const timeS = roundTime(t * TICK_S);
    hooks.point(timeS, step, exploded);
    if (t % SAMPLE_TICKS === 0 || t === endTicks) hooks.sample(timeS, step);
    if (t === endTicks) hooks.end(step);
    acceptAll(solver, step, accepting);
    // Grow only where the doubled step stays aligned to the tick grid (so samples are hit exactly).
    if (error < 0.5 && times.length === 3 && h < TICKS_PER_MAX_STEP && t % (2 * h) === 0) h *= 2;
  }
}

/** Backward Euler from one known point, variable-step BDF2 from two (Brenan, Campbell & Petzold 1996). */
function coefficients(times: number[], tNext: number): Step {
  const n = times.length;
  const h = (tNext - times[n - 1]) * TICK_S;
  if (n < 2) return { kind: 'step', c0: 1 / h, c1: -1 / h, c2: 0 };
  const w = (tNext - times[n - 1]) / (times[n - 1] - times[n - 2]);
  return { kind: 'step', c0: (1 + 2 * w) / ((1 + w) * h), c1: -(1 + w) / h, c2: (w * w) / ((1 + w) * h) };
}

/**
 * Local truncation error relative to the tolerance (≤ 1 accepts): the corrector minus a quadratic
 * extrapolation of the last three points, scaled by BDF2's error constant (≈ 2/9 ÷ (1 + 2/9)).
 */
function truncationError(times: number[], history: Float64Array[], tNext: number, now: Float64Array, floorV: number): number {
  if (times.length < 3) return 0;
  const [t0, t1, t2] = times;
  const l0 = ((tNext - t1) * (tNext - t2)) / ((t0 - t1) * (t0 - t2));
  const l1 = ((tNext - t0) * (tNext - t2)) / ((t1 - t0) * (t1 - t2));
  const l2 = ((tNext - t0) * (tNext - t1)) / ((t2 - t0) * (t2 - t1));
  let worst = 0;
  for (let k = 0; k < now.length; k++) {
    const predicted = l0 * history[0][k] + l1 * history[1][k] + l2 * history[2][k];
    const tolerance = LTE_REL * Math.abs(now[k] - history[2][k]) + floorV;
    worst = Math.max(worst, ((2 / 11) * Math.abs(now[k] - predicted)) / tolerance);
  }
  return worst;
}
