// Dense LU factorisation with partial pivoting on a row-major Float64Array (the grids give ≤ ~60 nodes,
// where a dense array beats sparse bookkeeping). Zero multipliers and the pivot row's zero columns are
// skipped, so the mostly-empty MNA rows cost little more than their non-zeros. Factors that replay a
// recorded elimination (lu-plan.ts: Newton's, and a linear transient's at each step size) give exactly
// the numbers of the plain path, and substitute over their non-zeros only.
import { compilePlan, newPlan, replayPlan, type Plan, type Written } from './lu-plan';

import { applyPivot, PIVOT_FLOOR } from './lu-pivot';

export class LuFactors {
  readonly lu: Float64Array;
  readonly pivot: Int32Array;
  private readonly floor: Float64Array;
  private readonly columns: Int32Array;
  private plan: Plan | null = null;
  /** The present factors follow `plan`'s pattern (its lists then drive the substitutions). */
  private planned = false;
  /** `replayable`: record each full factorisation so the next one with the same pattern replays it. */
  constructor(readonly n: number, private readonly replayable = false) {
    this.columns = new Int32Array(n);
    this.lu = new Float64Array(n * n);
    this.pivot = new Int32Array(n);
    this.floor = new Float64Array(n);
  }

  /**
   * Factors `a` (copied). Returns false when the matrix holds a non-finite value. `written`, when
   * given, lists every position of `a` that may be non-zero (Mna.written), so a replay checks those only.
   * A pivot below 1e-15 of its row's largest entry is rounding noise: a cluster of nodes joined by big
   * conductances (an uncharged capacitor's short, a tiny time step) whose only tie to the reference is
   * gmin or a reverse junction, which double precision cannot resolve next to 1e8 S. The pivot is then
   * floored at that level: an extra leak of at most 1e-15 × the row's largest conductance (≤ 0.1 µA
   * per volt next to a 1e8 S short), so the cluster settles near 0 V as gmin intends instead of
   * amplifying noise into kilovolts and stalling Newton.
   */
  factor(a: Float64Array, written?: Written): boolean {
    this.planned = false;
    if (this.plan && this.replay(a, this.plan, written)) return (this.planned = true);
    const { n, lu, pivot, floor, columns } = this;
    const plan = this.replayable ? newPlan(a, n) : null;
    lu.set(a.subarray(0, n * n));
    for (let i = 0; i < n; i++) {
      let scale = 0;
      for (let j = 0; j < n; j++) scale = Math.max(scale, Math.abs(lu[i * n + j]));
      floor[i] = scale * PIVOT_FLOOR;
    }
    for (let k = 0; k < n; k++) {
      let p = k;
      let best = Math.abs(lu[k * n + k]);
      plan?.candidates.push(-1);
      for (let i = k + 1; i < n; i++) {
        const v = Math.abs(lu[i * n + k]);
        if (plan && lu[i * n + k] !== 0) plan.candidates.push(i);
        if (v > best) {
          best = v;
          p = i;
        }
      }
      if (!Number.isFinite(best)) return false;
      pivot[k] = p;
      applyPivot(lu, floor, n, k, p, best);
      const inv = 1 / lu[k * n + k];
      // Only the pivot row's non-zeros can change the rows below: MNA rows hold a handful each.
      let count = 0;
      for (let j = k + 1; j < n; j++) if (lu[k * n + j] !== 0) columns[count++] = j;
      if (plan) {
        plan.columns.push(-1, ...columns.subarray(0, count));
        plan.rows.push(-1);
      }
      for (let i = k + 1; i < n; i++) {
        const f = lu[i * n + k];
        if (f === 0) continue;
        plan?.rows.push(i);
        const l = f * inv;
        lu[i * n + k] = l;
        for (let c = 0; c < count; c++) {
          const j = columns[c];
          lu[i * n + j] -= l * lu[k * n + j];
        }
      }
    }
    this.plan = plan && compilePlan(plan, pivot);
    this.planned = plan !== null;
    return true;
  }

  private replay(a: Float64Array, plan: Plan, written?: Written): boolean {
    if (!replayPlan(plan, a, this.lu, this.floor, written)) return false;
    this.pivot.set(plan.pivot);
    return true;
  }

  /** Solves in place: `b` becomes x. */
  solve(b: Float64Array): void {
    const { n, lu, pivot } = this;
    for (let k = 0; k < n; k++) {
      const p = pivot[k];
      if (p !== k) {
        const t = b[k];
        b[k] = b[p];
        b[p] = t;
      }
    }
    const plan = this.planned ? this.plan : null;
    if (plan) {
      // The recorded non-zeros of L (by final row) and U (the pivot rows' columns), in ascending order.
      const { lower, columns } = plan;
      for (let i = 1; i < n; i++) {
        let s = b[i];
        for (let e = lower.start[i]; e < lower.start[i + 1]; e++) s -= lu[i * n + lower.index[e]] * b[lower.index[e]];
        b[i] = s;
      }
      for (let i = n - 1; i >= 0; i--) {
        let s = b[i];
        for (let e = columns.start[i]; e < columns.start[i + 1]; e++) s -= lu[i * n + columns.index[e]] * b[columns.index[e]];
        b[i] = s / lu[i * n + i];
      }
      return;
    }
    for (let i = 1; i < n; i++) {
      let s = b[i];
      for (let j = 0; j < i; j++) s -= lu[i * n + j] * b[j];
      b[i] = s;
    }
    for (let i = n - 1; i >= 0; i--) {
      let s = b[i];
      for (let j = i + 1; j < n; j++) s -= lu[i * n + j] * b[j];
      b[i] = s / lu[i * n + i];
    }
  }
}
