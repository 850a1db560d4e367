// Dense LU factorisation with partial pivoting on a row-major Float64Array (the grids give ≤ ~60 nodes,
// where a dense array beats sparse bookkeeping). Zero multipliers and the pivot row's zero columns are
// skipped, so the mostly-empty MNA rows cost little more than their non-zeros.
const PIVOT_FLOOR = 1e-15;
const FLOATING_PIVOT = 1e-12; // an all-zero column: a node with nothing but gmin, as gmin itself

export class LuFactors {
  readonly lu: Float64Array;
  readonly pivot: Int32Array;
  private readonly floor: Float64Array;
  private readonly columns: Int32Array;
  constructor(readonly n: number) {
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
    const { n, lu, pivot, floor, columns } = this;
    lu.set(a.subarray(0, n * n));
    for (let i = 0; i < n; i++) {
      let scale = 0;
      for (let j = 0; j < n; j++) scale = Math.max(scale, Math.abs(lu[i * n + j]));
      floor[i] = scale * PIVOT_FLOOR;
    }
    for (let k = 0; k < n; k++) {
      let p = k;
      let best = Math.abs(lu[k * n + k]);
      for (let i = k + 1; i < n; i++) {
        const v = Math.abs(lu[i * n + k]);
        if (v > best) {
          best = v;
          p = i;
        }
      }
      if (!Number.isFinite(best)) return false;
      pivot[k] = p;
      if (p !== k) {
        for (let j = 0; j < n; j++) {
          const t = lu[k * n + j];
          lu[k * n + j] = lu[p * n + j];
          lu[p * n + j] = t;
        }
        const t = floor[k];
        floor[k] = floor[p];
        floor[p] = t;
      }
      if (best < floor[k] || best === 0) lu[k * n + k] = lu[k * n + k] < 0 ? -floor[k] : Math.max(floor[k], FLOATING_PIVOT);
      const inv = 1 / lu[k * n + k];
      // Only the pivot row's non-zeros can change the rows below: MNA rows hold a handful each.
      let count = 0;
      for (let j = k + 1; j < n; j++) if (lu[k * n + j] !== 0) columns[count++] = j;
      for (let i = k + 1; i < n; i++) {
        const f = lu[i * n + k];
        if (f === 0) continue;
        const l = f * inv;
        lu[i * n + k] = l;
        for (let c = 0; c < count; c++) {
          const j = columns[c];
          lu[i * n + j] -= l * lu[k * n + j];
        }
      }
    }
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
