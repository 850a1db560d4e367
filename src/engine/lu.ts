// Dense LU factorisation with partial pivoting on a row-major Float64Array (the grids give ≤ ~60 nodes,
// where a dense array beats sparse bookkeeping). Zero multipliers and the pivot row's zero columns are
// skipped, so the mostly-empty MNA rows cost little more than their non-zeros. Factors reused for many
// right-hand sides substitute over their non-zeros only; Newton's factors replay a recorded
// elimination (lu-plan.ts). Both give exactly the numbers of the plain path.
import { compilePlan, newPlan, replayPlan, type Plan } from './lu-plan';

import { applyPivot, PIVOT_FLOOR } from './lu-pivot';

export class LuFactors {
  readonly lu: Float64Array;
  readonly pivot: Int32Array;
  private readonly floor: Float64Array;
  private readonly columns: Int32Array;
  private sparse: { start: Int32Array; cols: Int32Array; values: Float64Array } | null = null;
  private plan: Plan | null = null;
  private solves = 0;
  /** The present factors follow `plan`'s pattern (its lists then drive the substitutions). */
  private planned = false;
  /** Set by the owner of factors that will solve many right-hand sides (see `compress`). */
  keep = false;
  /** `replayable`: record each full factorisation so the next one with the same pattern replays it. */
  constructor(readonly n: number, private readonly replayable = false) {
    this.columns = new Int32Array(n);
    this.lu = new Float64Array(n * n);
    this.pivot = new Int32Array(n);
    this.floor = new Float64Array(n);
  }

  /**
   * Factors `a` (copied). Returns false when the matrix holds a non-finite value.
   * A pivot below 1e-15 of its row's largest entry is rounding noise: a cluster of nodes joined by big
   * conductances (an uncharged capacitor's short, a tiny time step) whose only tie to the reference is
   * gmin or a reverse junction, which double precision cannot resolve next to 1e8 S. The pivot is then
   * floored at that level: an extra leak of at most 1e-15 × the row's largest conductance (≤ 0.1 µA
   * per volt next to a 1e8 S short), so the cluster settles near 0 V as gmin intends instead of
   * amplifying noise into kilovolts and stalling Newton.
   */
  factor(a: Float64Array): boolean {
    this.sparse = null;
    this.solves = 0;
    this.planned = false;
    if (this.plan && this.replay(a, this.plan)) return (this.planned = true);
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

  private replay(a: Float64Array, plan: Plan): boolean {
    if (!replayPlan(plan, a, this.lu, this.floor)) return false;
    this.pivot.set(plan.pivot);
    return true;
  }

  /**
   * Lists the non-zeros of L and U row by row, for factors that will solve many right-hand sides (a
   * linear transient's every time step): each solve then costs the factors' non-zeros, not n².
   * Skipping exact zeros leaves every sum unchanged, so the solution is the same bit for bit.
   */
  compress(): void {
    const { n, lu } = this;
    const start = new Int32Array(2 * n + 1);
    const cols: number[] = [];
    const values: number[] = [];
    const keep = (i: number, j: number) => {
      if (lu[i * n + j] === 0) return;
      cols.push(j);
      values.push(lu[i * n + j]);
    };
    for (let i = 0; i < n; i++) {
      start[i] = cols.length;
      for (let j = 0; j < i; j++) keep(i, j);
    }
    for (let i = 0; i < n; i++) {
      start[n + i] = cols.length;
      for (let j = i + 1; j < n; j++) keep(i, j);
    }
    start[2 * n] = cols.length;
    this.sparse = { start, cols: Int32Array.from(cols), values: Float64Array.from(values) };
  }

  /** Solves in place: `b` becomes x. Factors kept for several solves are compressed at the second. */
  solve(b: Float64Array): void {
    if (this.keep && !this.sparse && ++this.solves > 1) this.compress();
    const { n, lu, pivot, sparse } = this;
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
    if (sparse) {
      const { start, cols, values } = sparse;
      for (let i = 1; i < n; i++) {
        let s = b[i];
        for (let e = start[i]; e < start[i + 1]; e++) s -= values[e] * b[cols[e]];
        b[i] = s;
      }
      for (let i = n - 1; i >= 0; i--) {
        let s = b[i];
        for (let e = start[n + i]; e < start[n + i + 1]; e++) s -= values[e] * b[cols[e]];
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
