// Replaying a recorded LU factorisation (Newton refactors one sparsity pattern every iteration): the
// plan lists, per elimination step, the rows that compete for pivot, the rows eliminated and the pivot
// row's columns, plus the non-zeros of L and U for the substitutions.
import { applyPivot, PIVOT_FLOOR } from './lu-pivot';

/**
 * Newton refactors the same pattern every iteration: when `a`'s non-zeros lie within those of the
 * recorded factorisation and partial pivoting picks the same rows, the recorded elimination is
 * replayed on the known non-zeros only — the same operations on the same numbers, so the factors are
 * identical to a full factorisation. Writes `lu` and the row floors; returns false (and the caller
 * factors afresh) when the pattern or a pivot row differs.
 */
export function replayPlan(plan: Plan, a: Float64Array, lu: Float64Array, floor: Float64Array, written?: Written): boolean {
  const n = plan.pivot.length;
  const { mask, candidates, rows, columns, pivot } = plan;
  lu.set(a.subarray(0, n * n));
  if (written) {
    // The same checks and row scales as the full scan below, over the only positions that can be non-zero.
    floor.fill(0, 0, n);
    for (let e = 0; e < written.count; e++) {
      const j = written.index[e];
      const v = a[j];
      if (v === 0) continue;
      if (mask[j] === 0 || v - v !== 0) return false; // a new non-zero, or not finite
      const i = (j / n) | 0;
      floor[i] = Math.max(floor[i], Math.abs(v));
    }
    for (let i = 0; i < n; i++) floor[i] *= PIVOT_FLOOR;
  } else {
    for (let i = 0; i < n; i++) {
      let scale = 0;
      for (let j = i * n; j < i * n + n; j++) {
        const v = a[j];
        if (v === 0) continue;
        if (mask[j] === 0 || v - v !== 0) return false; // a new non-zero, or not finite
        scale = Math.max(scale, Math.abs(v));
      }
      floor[i] = scale * PIVOT_FLOOR;
    }
  }
  for (let k = 0; k < n; k++) {
    let p = k;
    let best = Math.abs(lu[k * n + k]);
    for (let e = candidates.start[k]; e < candidates.start[k + 1]; e++) {
      const i = candidates.index[e];
      const v = Math.abs(lu[i * n + k]);
      if (v > best) {
        best = v;
        p = i;
      }
    }
    if (p !== pivot[k] || !Number.isFinite(best)) return false;
    applyPivot(lu, floor, n, k, p, best);
    const inv = 1 / lu[k * n + k];
    const c0 = columns.start[k];
    const c1 = columns.start[k + 1];
    for (let e = rows.start[k]; e < rows.start[k + 1]; e++) {
      const i = rows.index[e];
      const f = lu[i * n + k];
      if (f === 0) continue;
      const l = f * inv;
      lu[i * n + k] = l;
      for (let c = c0; c < c1; c++) {
        const j = columns.index[c];
        lu[i * n + j] -= l * lu[k * n + j];
      }
    }
  }
  return true;
}

/** Positions of a matrix that may hold non-zeros (every other one is zero), `count` of them in `index`. */
export interface Written {
  readonly index: Int32Array;
  readonly count: number;
}

/** Per elimination step k, a list of row or column indices (flattened: step k's are start[k]…start[k+1]). */
export interface StepLists {
  start: Int32Array;
  index: Int32Array;
}

/** A recorded factorisation: input pattern, pivot rows, and per step the rows and columns it touched. */
export interface Plan {
  mask: Uint8Array;
  pivot: Int32Array;
  /** Rows below k holding a non-zero in column k before the pivot search (the only rivals for pivot). */
  candidates: StepLists;
  /** Rows below k eliminated with a non-zero multiplier, after the swap. */
  rows: StepLists;
  /** The pivot row's non-zero columns right of k: row k of U. */
  columns: StepLists;
  /** Row i of L: its non-zero columns once every later row swap has moved the multipliers. */
  lower: StepLists;
}

/** Lists as recorded during a factorisation; each step starts with a -1 separator. */
export interface Recording {
  mask: Uint8Array;
  candidates: number[];
  rows: number[];
  columns: number[];
}

export function newPlan(a: Float64Array, n: number): Recording {
  const mask = new Uint8Array(n * n);
  for (let j = 0; j < n * n; j++) mask[j] = a[j] !== 0 ? 1 : 0;
  return { mask, candidates: [], rows: [], columns: [] };
}

function stepLists(flat: number[], n: number): StepLists {
  const start = new Int32Array(n + 1);
  const index: number[] = [];
  let k = -1;
  for (const value of flat) {
    if (value < 0) start[++k] = index.length;
    else index.push(value);
  }
  start[n] = index.length;
  return { start, index: Int32Array.from(index) };
}

export function compilePlan(recording: Recording, pivot: Int32Array): Plan {
  const n = pivot.length;
  const rows = stepLists(recording.rows, n);
  // Multipliers of step k sit in the rows they had then; every later swap moves whole rows.
  const byRow: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < n; k++) {
    for (let e = rows.start[k]; e < rows.start[k + 1]; e++) {
      let i = rows.index[e];
      for (let m = k + 1; m < n; m++) {
        if (i === m) i = pivot[m];
        else if (i === pivot[m]) i = m;
      }
      byRow[i].push(k);
    }
  }
  const lower = stepLists(byRow.flatMap((list) => [-1, ...list]), n);
  return {
    mask: recording.mask,
    pivot: Int32Array.from(pivot),
    candidates: stepLists(recording.candidates, n),
    rows,
    columns: stepLists(recording.columns, n),
    lower,
  };
}
