// Time stepping over the window: t = 0 with uncharged capacitors, then variable-step BDF2 (backward Euler
// for the first step) whose step halves or doubles on a local-truncation-error estimate, never above
// 100 ms. Samples a step jumps over come from BDF2's own interpolation (bdf2.ts); a step in
// which a light changes state is halved until the change is pinned down to 1.6 ms; once every capacitor
// has settled the window jumps to its end. Without capacitors the t = 0 solution is final.
import type { Instance, LightSpec, Step } from './components/define';
import { interpolate, LTE_ABS_LINEAR_V, LTE_ABS_NEWTON_V, predict, setCoefficients, truncationError, type Coefficients, type StepError } from './bdf2';
import { ConvergenceError } from './errors';
import { PointSolver } from './point-solver';
import type { BulbState } from './types';

/**
 * Time is counted in integer ticks. Steps are powers of two ticks starting at a multiple of their own
 * size, so every step up to 50 ms lands on the 50 ms sample grid and a 100 ms step jumps over one
 * sample, at its middle.
 */
const TICKS_PER_MAX_STEP = 2 ** 28;
export const MAX_STEP_S = 0.1; // docs/engine.md: time step at most 100 ms
export const SAMPLE_S = 0.05; // docs/engine.md: sampled at least every 50 ms
const TICK_S = MAX_STEP_S / TICKS_PER_MAX_STEP;
const SAMPLE_TICKS = TICKS_PER_MAX_STEP / 2;
const FIRST_STEP_TICKS = 2 ** 9; // ≈ 0.19 µs: the first (backward Euler) step is tiny, then grows
// Never below the first step: a faster mode has died out within it (L-stable BDF2 damps it), and a
// smaller h would make C/h so large next to gmin that rounding swamps floating nodes.
const MIN_STEP_TICKS = FIRST_STEP_TICKS;
/**
 * A step in which a light changes state (or explodes) is retried at half the size until it is at
 * most this long (≈ 1.6 ms), so every bulb event lies within that of the moment the current crossed
 * the threshold (docs/engine.md allows 10 ms against ngspice).
 */
const EVENT_STEP_TICKS = 2 ** 22;
/**
 * From this step size on, a linear solve's partial solution is completed at every point (x is kept
 * for interpolation): only a 100 ms step jumps over a sample, and it follows steps of at least 25 ms.
 */
const KEEP_FROM_TICKS = TICKS_PER_MAX_STEP / 4;
const MAX_STEPS = 200_000;
/** The step doubles when the doubled step's estimated error is below this share of its tolerance. */
const GROW_BELOW = 1.5;
/**
 * The window ends early (its state held to the end) once, over two accepted steps in a row, every
 * capacitor's voltage moves so slowly that at that rate it would drift less than 1 µV by the end of the
 * window, and carries less than 1 nA: a thousand times under the accuracy bar's 1 mV / 1 µA. A decaying
 * mode moves less than its present rate says, so the drift is a bound. Steps must have grown to 6 ms
 * first (the step control has seen the solution smooth).
 */
const SETTLED_V = 1e-6;
const SETTLED_A = 1e-9;
const SETTLE_FROM_TICKS = 2 ** 24;

export interface WindowHooks {
  /**
   * Every accepted time point, with the bulbs that exploded at it. Only the nodes of capacitors, bulbs
   * and the battery are sure to be solved here (PointSolver.complete); samples and the end see every node.
   */
  point(timeS: number, step: Step, exploded: readonly Instance[]): void;
  /**
   * Every sample time (multiples of 50 ms and the end of the window). A sample between two time points
   * sees the interpolated solution, and a step whose companion currents are its derivative there.
   * Absent when nothing reads samples (no probe): the steps are the same, but a linear window then
   * neither completes nor keeps whole solutions for them.
   */
  sample?(timeS: number, step: Step): void;
  /** The final time point, before its history is stored (capacitor currents still read right). */
  end(step: Step): void;
}

export function roundTime(timeS: number): number {
  return Math.round(timeS * 1e9) / 1e9;
}

function acceptAll(solver: PointSolver, step: Step, accepting: readonly Instance[] = solver.circuit.instances): void {
  for (const inst of accepting) inst.definition.acceptStep?.(inst, solver.v, step);
}

/** Sample times of a window whose state never changes from `fromTicks` on (the end included). */
function heldSamples(fromTicks: number, endTicks: number, step: Step, hooks: WindowHooks): void {
  if (!hooks.sample) return;
  for (let s = (Math.floor(fromTicks / SAMPLE_TICKS) + 1) * SAMPLE_TICKS; s < endTicks; s += SAMPLE_TICKS) {
    hooks.sample(roundTime(s * TICK_S), step);
  }
  if (endTicks > fromTicks) hooks.sample(roundTime(endTicks * TICK_S), step);
}

/** Runs the window, calling the hooks at every point, every sample and at the end. */
export function runWindow(solver: PointSolver, durationS: number, hooks: WindowHooks): void {
  const initial: Step = { kind: 'initial' };
  hooks.point(0, initial, solver.solve(initial));
  hooks.sample?.(0, initial);
  const capacitors = solver.circuit.instances.filter((i) => i.definition.stampStep);
  const endTicks = Math.round(durationS / TICK_S);
  if (capacitors.length === 0) {
    heldSamples(0, endTicks, initial, hooks);
    hooks.end(initial);
    return;
  }
  acceptAll(solver, initial);
  integrate(solver, capacitors, endTicks, hooks);
}

/** Whether any light's state at the last solve differs from its state at the last accepted point. */
function lightsChanged(solver: PointSolver, accepted: BulbState[]): boolean {
  const { bulbs, bulbCurrents } = solver;
  for (let k = 0; k < bulbs.length; k++) {
    if ((bulbs[k].definition.light as LightSpec).state(bulbCurrents[k], bulbs[k].open) !== accepted[k]) return true;
  }
  return false;
}

function readLights(solver: PointSolver, into: BulbState[]): void {
  const { bulbs, bulbCurrents } = solver;
  for (let k = 0; k < bulbs.length; k++) into[k] = (bulbs[k].definition.light as LightSpec).state(bulbCurrents[k], bulbs[k].open);
}

/**
 * The time loop. Allocation-free per step: the last three accepted points' capacitor voltages (and,
 * for interpolation, their full solutions) rotate through buffers, and one Step object is rewritten
 * for each attempt (hooks read it before the next one).
 */
function integrate(solver: PointSolver, capacitors: Instance[], endTicks: number, hooks: WindowHooks): void {
  const count = capacitors.length;
  const plus = Int32Array.from(capacitors, (c) => c.pins[0]);
  const minus = Int32Array.from(capacitors, (c) => c.pins[1]);
  const farads = Float64Array.from(capacitors, (c) => (c.definition.farads as (inst: Instance) => number)(c)); // every part with a companion model declares it
  const x = solver.x;
  const n = x.length;
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
  // The same three points' full solutions, with whether each is complete (a linear step may solve
  // only some nodes): a step over a sample needs all three.
  const sample = hooks.sample;
  const kept = sample ? [new Float64Array(n), new Float64Array(n), Float64Array.from(x)] : [];
  const keptWhole = [false, false, true];
  const accepting = solver.circuit.instances.filter((i) => i.definition.acceptStep);
  const lights: BulbState[] = [];
  readLights(solver, lights);
  // Newton starts from x: the last accepted point's (restored after a rejected step) or a prediction
  // from it and the one before. A linear solve overwrites x without reading it.
  const newton = solver.circuit.instances.some((i) => i.definition.linearize);
  const saved = new Float64Array(n);
  const before = new Float64Array(n);
  const scratch = new Float64Array(n);
  const floorV = newton ? LTE_ABS_NEWTON_V : LTE_ABS_LINEAR_V;
  const step: Coefficients = { kind: 'step', c0: 0, c1: 0, c2: 0 };
  const between: Coefficients = { kind: 'step', c0: 0, c1: 0, c2: 0 };
  const error: StepError = { now: 0, doubled: 0 };
  let h = FIRST_STEP_TICKS;
  let nextSample = SAMPLE_TICKS;
  let settledSteps = 0;
  for (let steps = 0; t < endTicks; steps++) {
    if (steps > MAX_STEPS) throw new ConvergenceError('budget-exceeded', 'Too many time steps');
    h = Math.min(h, endTicks - t);
    // A step over a sample interpolates it from three whole solutions; without them, stop at the sample.
    if (t + h > nextSample && !(points === 3 && keptWhole[0] && keptWhole[1] && keptWhole[2])) h = nextSample - t;
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
    if (h > EVENT_STEP_TICKS && (exploded.length > 0 || lightsChanged(solver, lights))) {
      solver.unexplode(exploded);
      if (newton) x.set(saved);
      h = Math.floor(h / 2);
      continue;
    }
    readVoltages(next);
    if (exploded.length > 0 || points < 3) {
      error.now = 0;
      error.doubled = 0;
    } else {
      truncationError(tOlder, tOld, t, t + h, older, old, last, next, floorV, error, farads, h * TICK_S);
    }
    if (error.now > 1 && h > MIN_STEP_TICKS) {
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
    readLights(solver, lights);
    const timeS = roundTime(t * TICK_S);
    hooks.point(timeS, step, exploded);
    // Whether the point would be kept whole is step control (it decides whether a step may jump over a
    // sample), so it is tracked even when nothing reads samples; completing and copying x is not.
    const whole = newton || h >= KEEP_FROM_TICKS;
    keptWhole[0] = keptWhole[1];
    keptWhole[1] = keptWhole[2];
    keptWhole[2] = whole;
    if (sample) {
      if (whole) solver.complete();
      const keptNow = kept[0];
      kept[0] = kept[1];
      kept[1] = kept[2];
      kept[2] = keptNow;
      keptNow.set(x);
    }
    for (; nextSample < t; nextSample += SAMPLE_TICKS) {
      if (!sample) continue;
      // Between tOld and t: BDF2's quadratic through the last three points, and its slope there.
      const s = nextSample;
      scratch.set(x);
      interpolate(x, kept, tOlder, tOld, t, s);
      setCoefficients(between, (s - tOld) * TICK_S, (s - tOld) / (tOld - tOlder));
      sample.call(hooks, roundTime(s * TICK_S), between);
      x.set(scratch);
    }
    if (t === nextSample || t === endTicks) {
      if (sample || t === endTicks) solver.complete();
      sample?.call(hooks, timeS, step);
      if (t === nextSample) nextSample += SAMPLE_TICKS;
    }
    settledSteps = h >= SETTLE_FROM_TICKS && settled(old, last, farads, h * TICK_S, (endTicks - t) * TICK_S) ? settledSteps + 1 : 0;
    if (t < endTicks && settledSteps >= 2) {
      // Every capacitor has settled: the rest of the window holds this point's solution.
      solver.complete();
      heldSamples(t, endTicks, step, hooks);
      hooks.end(step);
      return;
    }
    if (t === endTicks) hooks.end(step);
    acceptAll(solver, step, accepting);
    // Grow when a doubled step would pass (with a margin: a rejected step is a wasted solve), and only
    // where it stays aligned to the tick grid.
    if (error.doubled < GROW_BELOW && points === 3 && h < TICKS_PER_MAX_STEP && isMultiple(t, 2 * h)) h *= 2;
  }
}

/** Whether every capacitor moved over the last step (of hS seconds) as little as a settled one (SETTLED_V/A). */
function settled(old: Float64Array, last: Float64Array, farads: Float64Array, hS: number, remainingS: number): boolean {
  for (let k = 0; k < last.length; k++) {
    const rate = Math.abs(last[k] - old[k]) / hS;
    if (rate * remainingS > SETTLED_V || farads[k] * rate > SETTLED_A) return false;
  }
  return true;
}

/** t % span === 0 for whole numbers below 2^53, exactly, without the slow floating-point remainder. */
function isMultiple(t: number, span: number): boolean {
  return Math.floor(t / span) * span === t;
}
