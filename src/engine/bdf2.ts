// The integration formula and its step control, apart from the time loop (transient.ts): variable-step
// BDF2 coefficients, the local-truncation-error estimate that halves or doubles the step, Newton's
// predicted starting point and the interpolation that gives samples between time points.
import type { Step } from './components/define';

export type Coefficients = Extract<Step, { kind: 'step' }>;

// Each step's truncation error must stay under 1e-4 of the capacitor voltage's change over that step:
// that bounds the error of the capacitor current (C·dv/dt), not just of v, so a current that has decayed
// to 1 % of its start is still within 0.5 % (docs/engine.md accuracy bar). The floor is 1 nV for linear
// circuits (solved exactly) and 10 nV with diodes, LEDs or MOSFETs. It was 10 µV, and a 470 µF
// capacitor behind 104 Ω in a heavy 9×9 ladder then ended 0.14 mV off after six time constants: its
// 0.2 mA current 0.7 % below ngspice's. At 1 µV a 1000 µF capacitor across a lit LED (2.5 Ω dynamic
// resistance) still read 2.4 µA off ngspice while settling: microvolts across a stiff junction are
// microamps. The floor is also never below the voltage error that would put 10 nA (100 times under the
// 1 µA bar) into the capacitor's own current at that step, C·δv/h: a small capacitor at a long step
// was held to nanovolts that no current could show.
const LTE_REL = 1e-4;
export const LTE_ABS_LINEAR_V = 1e-9;
export const LTE_ABS_NEWTON_V = 1e-8;
const LTE_ABS_A = 1e-8;

/**
 * Backward Euler (w null: one known point) or variable-step BDF2 (Brenan, Campbell & Petzold 1996) for a
 * step of hS seconds, w being its ratio to the previous step.
 */
export function setCoefficients(step: Coefficients, hS: number, w: number | null): void {
  if (w === null) {
    step.c0 = 1 / hS;
    step.c1 = -1 / hS;
    step.c2 = 0;
    return;
  }
  step.c0 = (1 + 2 * w) / ((1 + w) * hS);
  step.c1 = -(1 + w) / hS;
  step.c2 = (w * w) / ((1 + w) * hS);
}

/** A step's truncation error relative to its tolerance, and what a step twice as long would have. */
export interface StepError {
  /** ≤ 1 accepts the step. */
  now: number;
  /** The same for a doubled step: the error grows with h³, the tolerance's relative part with h. */
  doubled: number;
}

/**
 * Local truncation error relative to the tolerance, written into `out`: the corrector minus a quadratic
 * extrapolation of the last three points (times t0 < t1 < t2, voltages v0, v1, v2), scaled by BDF2's
 * error constant (≈ 2/9 ÷ (1 + 2/9)). `farads` are the capacitors' values, hS the step in seconds.
 */
export function truncationError(
  t0: number, t1: number, t2: number, tNext: number,
  v0: Float64Array, v1: Float64Array, v2: Float64Array, now: Float64Array, floorV: number, out: StepError,
  farads: Float64Array, hS: number,
): void {
  const l0 = ((tNext - t1) * (tNext - t2)) / ((t0 - t1) * (t0 - t2));
  const l1 = ((tNext - t0) * (tNext - t2)) / ((t1 - t0) * (t1 - t2));
  const l2 = ((tNext - t0) * (tNext - t1)) / ((t2 - t0) * (t2 - t1));
  let worst = 0;
  let doubled = 0;
  for (let k = 0; k < now.length; k++) {
    const predicted = l0 * v0[k] + l1 * v1[k] + l2 * v2[k];
    const error = (2 / 11) * Math.abs(now[k] - predicted);
    const change = LTE_REL * Math.abs(now[k] - v2[k]);
    const floor = Math.max(floorV, (LTE_ABS_A * hS) / farads[k]);
    worst = Math.max(worst, error / (change + floor));
    doubled = Math.max(doubled, (8 * error) / (2 * change + 2 * floor));
  }
  out.now = worst;
  out.doubled = doubled;
}

/**
 * Newton starts a time step from the line through the last two points (SPICE's predictor): while a
 * capacitor charges, the start is then off by the curvature, not the whole step, and Newton needs
 * fewer iterations. Not while the solution stands still (it moved < 10 µV, ten times Newton's own
 * tolerance): extrapolating that residue would only move a converged start away from the answer.
 */
const PREDICT_ABOVE_V = 1e-5;

/** Moves x (the last point) along the line from `before` by `ratio` of their distance. */
export function predict(x: Float64Array, before: Float64Array, ratio: number): void {
  let moved = 0;
  for (let k = 0; k < x.length; k++) moved = Math.max(moved, Math.abs(x[k] - before[k]));
  if (moved <= PREDICT_ABOVE_V) return;
  for (let k = 0; k < x.length; k++) x[k] += ratio * (x[k] - before[k]);
}

/**
 * BDF2's own interpolation between accepted points: the quadratic through the last three (times t0 <
 * t1 < t2, whole solutions kept[0..2]) at time s, written into x. Its slope at s is what
 * setCoefficients(step, s − t1, (s − t1) / (t1 − t0)) applied to (x, v(t1), v(t0)) gives: a capacitor's
 * companion current with that step reads its current at s.
 */
export function interpolate(x: Float64Array, kept: readonly Float64Array[], t0: number, t1: number, t2: number, s: number): void {
  const l0 = ((s - t1) * (s - t2)) / ((t0 - t1) * (t0 - t2));
  const l1 = ((s - t0) * (s - t2)) / ((t1 - t0) * (t1 - t2));
  const l2 = ((s - t0) * (s - t1)) / ((t2 - t0) * (t2 - t1));
  const [x0, x1, x2] = kept;
  for (let k = 0; k < x.length; k++) x[k] = l0 * x0[k] + l1 * x1[k] + l2 * x2[k];
}
