// Time stepping over the window: t = 0 with uncharged capacitors, then variable-step BDF2 (backward Euler
// for the first step) whose step halves or doubles on a local-truncation-error estimate, never above
// 10 ms, landing exactly on every 50 ms sample. Without capacitors the t = 0 solution is final.
import type { Instance, Step } from './components/define';
import { LTE_ABS_LINEAR_V, LTE_ABS_NEWTON_V, predict, setCoefficients, truncationError, type Coefficients } from './bdf2';
import { ConvergenceError } from './errors';
import { PointSolver } from './point-solver';

/** Time is counted in integer ticks so steps of 10 ms / 2^k land exactly on the sample grid. */
const TICKS_PER_MAX_STEP = 2 ** 24;
export const MAX_STEP_S = 0.01; // docs/engine.md: time step at most 10 ms
export const SAMPLE_S = 0.05; // docs/engine.md: sampled at least every 50 ms
const TICK_S = MAX_STEP_S / TICKS_PER_MAX_STEP;
const SAMPLE_TICKS = TICKS_PER_MAX_STEP * 5;
const FIRST_STEP_TICKS = 2 ** 8; // ≈ 0.15 µs: the first (backward Euler) step is tiny, then grows
// Never below the first step: a faster mode has died out within it (L-stable BDF2 damps it), and a
// smaller h would make C/h so large next to gmin that rounding swamps floating nodes.
const MIN_STEP_TICKS = FIRST_STEP_TICKS;
const MAX_STEPS = 200_000;

export interface WindowHooks {
  /**
   * Every accepted time point, with the bulbs that exploded at it. Only the nodes of capacitors, bulbs
   * and the battery are sure to be solved here (PointSolver.complete); samples and the end see every node.
   */
  point(timeS: number, step: Step, exploded: readonly Instance[]): void;
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

/**
 * The time loop. Allocation-free per step (a 10 s window takes 1000–2000 of them, each a few hundred
 * floating-point operations): the last three accepted points' capacitor voltages rotate through four
 * buffers, and one Step object is rewritten for each attempt (hooks read it before the next one).
 */
function integrate(solver: PointSolver, capacitors: Instance[], endTicks: number, hooks: WindowHooks): void {
  const count = capacitors.length;
  const plus = Int32Array.from(capacitors, (c) => c.pins[0]);
  const minus = Int32Array.from(capacitors, (c) => c.pins[1]);
  const x = solver.x;
  const readVoltages = (into: Float64Array): Float64Array => {
    for (let k = 0; k < count; k++) into[k] = (plus[k] < 0 ? 0 : x[plus[k]]) - (minus[k] < 0 ? 0 : x[minus[k]]);
    return into;
  };
  // Accepted points, oldest first (ticks and capacitor voltages); `points` counts them up to three.
  let tOlder = 0;
  let tOld = 0;
  let t = 0;
  let points = 1;
  let older: Float64Array = new Float64Array(count);
  let old: Float64Array = new Float64Array(count);
  let last: Float64Array = readVoltages(new Float64Array(count));
  let next: Float64Array = new Float64Array(count);
  const accepting = solver.circuit.instances.filter((i) => i.definition.acceptStep);
  // Newton starts from x: the last accepted point's (restored after a rejected step) or a prediction
  // from it and the one before. A linear solve overwrites x without reading it.
  const newton = solver.circuit.instances.some((i) => i.definition.linearize);
  const saved = new Float64Array(x.length);
  const before = new Float64Array(x.length);
  const floorV = newton ? LTE_ABS_NEWTON_V : LTE_ABS_LINEAR_V;
  const step: Coefficients = { kind: 'step', c0: 0, c1: 0, c2: 0 };
  let h = FIRST_STEP_TICKS;
  let nextSample = SAMPLE_TICKS;
  for (let steps = 0; t < endTicks; steps++) {
    if (steps > MAX_STEPS) throw new ConvergenceError('budget-exceeded', 'Too many time steps');
    h = Math.min(h, endTicks - t);
    setCoefficients(step, h * TICK_S, points < 2 ? null : h / (t - tOld));
    if (newton) saved.set(x);
    if (newton && points >= 2) predict(x, before, h / (t - tOld));
    let exploded: readonly Instance[];
    try {
      exploded = solver.solve(step);
    } catch (error) {
      if (!(error instanceof ConvergenceError) || error.code !== 'non-convergence' || h <= MIN_STEP_TICKS) throw error;
      if (newton) x.set(saved);
      h = Math.max(MIN_STEP_TICKS, Math.floor(h / 2));
      continue;
    }
    readVoltages(next);
    const error = exploded.length > 0 || points < 3 ? 0 : truncationError(tOlder, tOld, t, t + h, older, old, last, next, floorV);
    if (error > 1 && h > MIN_STEP_TICKS) {
      if (newton) x.set(saved);
      h = Math.max(MIN_STEP_TICKS, Math.floor(h / 2));
      continue;
    }
    if (newton) before.set(saved);
    const spare = older;
    older = old;
    old = last;
    last = next;
    next = spare;
    tOlder = tOld;
    tOld = t;
    t += h;
    points = Math.min(points + 1, 3);
    const timeS = roundTime(t * TICK_S);
    hooks.point(timeS, step, exploded);
    // Tick counts pass 2^31, where % is a slow floating-point remainder: track the next sample instead.
    while (nextSample < t) nextSample += SAMPLE_TICKS;
    if (t === nextSample || t === endTicks) {
      solver.complete();
      hooks.sample(timeS, step);
    }
    if (t === endTicks) hooks.end(step);
    acceptAll(solver, step, accepting);
    // Grow only where the doubled step stays aligned to the tick grid (so samples are hit exactly).
    if (error < 0.5 && points === 3 && h < TICKS_PER_MAX_STEP && isMultiple(t, 2 * h)) h *= 2;
  }
}

/** t % span === 0 for whole numbers below 2^53, exactly, without the slow floating-point remainder. */
function isMultiple(t: number, span: number): boolean {
  return Math.floor(t / span) * span === t;
}
