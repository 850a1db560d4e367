// The integration formula and its step control, apart from the time loop (transient.ts): variable-step
// BDF2 coefficients, the local-truncation-error estimate that halves or doubles the step, and Newton's
// predicted starting point.
import type { Step } from './components/define';

export type Coefficients = Extract<Step, { kind: 'step' }>;

// Each step's truncation error must stay under 1e-4 of the capacitor voltage's change over that step:
// that bounds the error of the capacitor current (C·dv/dt), not just of v, so a current that has decayed
// to 1 % of its start is still within 0.5 % (contract accuracy bar). The floor is 1 nV for linear
// circuits (solved exactly) and 10 nV with diodes, LEDs or MOSFETs. It was 10 µV, and a 470 µF
// capacitor behind 104 Ω in a heavy 9×9 ladder then ended 0.14 mV off after six time constants: its
// 0.2 mA current 0.7 % below ngspice's. At 1 µV a 1000 µF capacitor across a lit LED (2.5 Ω dynamic
// resistance) still read 2.4 µA off ngspice while settling: microvolts across a stiff junction are
// microamps. Steps barely grow in number: the 10 ms step limit sets most of them.
const LTE_REL = 1e-4;
export const LTE_ABS_LINEAR_V = 1e-9;
export const LTE_ABS_NEWTON_V = 1e-8;

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

/**
 * Local truncation error relative to the tolerance (≤ 1 accepts): the corrector minus a quadratic
 * extrapolation of the last three points (times t0 < t1 < t2, voltages v0, v1, v2), scaled by BDF2's
 * error constant (≈ 2/9 ÷ (1 + 2/9)).
 */
export function truncationError(
  t0: number, t1: number, t2: number, tNext: number,
  v0: Float64Array, v1: Float64Array, v2: Float64Array, now: Float64Array, floorV: number,
): number {
  const l0 = ((tNext - t1) * (tNext - t2)) / ((t0 - t1) * (t0 - t2));
  const l1 = ((tNext - t0) * (tNext - t2)) / ((t1 - t0) * (t1 - t2));
  const l2 = ((tNext - t0) * (tNext - t1)) / ((t2 - t0) * (t2 - t1));
  let worst = 0;
  for (let k = 0; k < now.length; k++) {
    const predicted = l0 * v0[k] + l1 * v1[k] + l2 * v2[k];
    const tolerance = LTE_REL * Math.abs(now[k] - v2[k]) + floorV;
    worst = Math.max(worst, ((2 / 11) * Math.abs(now[k] - predicted)) / tolerance);
  }
  return worst;
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
