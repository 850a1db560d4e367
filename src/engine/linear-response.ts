// A linear circuit's solution at one step size, by superposition. Between time steps only the
// capacitors' history currents change, and the solution is linear in them:
//   x = x_src + Σ_j i_j · r_j,   r_j = A⁻¹ (e_q − e_p)
// where x_src answers the sources alone and r_j a unit history current of capacitor j (p → q).
// So once x_src and the r_j are known, a time step costs n·k multiply-adds (k capacitors) instead of
// restamping the right-hand side and a forward/back substitution, and the factors themselves are no
// longer needed: one scratch factorisation serves every step size.
//
// Step sizes differ only in the capacitors' companion conductances C_j·c0, a rank-k change of the
// matrix, so one response (at BASE_C0, below every step's c0) serves them all (Woodbury):
//   x = x_src + Σ_j w_j · r_j,   w = M⁻¹ (Δ·Uᵀx_src + i),   M = I + Δ·Uᵀ A⁻¹ U
// with U's column j = e_p − e_q, Δ = diag(C_j · (c0 − BASE_C0)) ≥ 0. A new step size then costs a k×k
// inverse instead of a restamp, a factorisation and k + 1 substitutions (28 Nov: ~50 of those per
// everyday 10 s window, half its time).
import type { Instance, Step } from './components/define';
import type { LuFactors } from './lu';
import type { Mna } from './mna';

export class LinearResponse {
  /** x_src: the solution with every history current at zero. */
  private readonly source: Float64Array;
  /** r_j for each stepped part j, column after column (n values each). */
  private readonly columns: Float64Array;
  /** The stepped parts' history currents at the last solve. */
  private readonly currents: Float64Array;
  /** The stepped parts' pins (p → q; −1 is the reference). */
  private readonly plus: Int32Array;
  private readonly minus: Int32Array;
  /** Scratch for stepSize (M, Δ) and solveAt (M⁻¹'s weights): a window meets some fifty step sizes. */
  private readonly m: Float64Array;
  private readonly delta: Float64Array;
  private readonly weights: Float64Array;

  /**
   * `lu` holds the factors of the step's matrix, `sourceB` the right-hand side of the
   * time-invariant stamps (the battery) and `stepped` the parts with a companion model.
   */
  constructor(lu: LuFactors, sourceB: Float64Array, private readonly stepped: readonly Instance[]) {
    const n = sourceB.length;
    this.source = Float64Array.from(sourceB);
    lu.solve(this.source);
    this.columns = new Float64Array(n * stepped.length);
    this.currents = new Float64Array(stepped.length);
    this.plus = Int32Array.from(stepped, (i) => i.pins[0]);
    this.minus = Int32Array.from(stepped, (i) => i.pins[1]);
    this.m = new Float64Array(stepped.length * stepped.length);
    this.delta = new Float64Array(stepped.length);
    this.weights = new Float64Array(stepped.length);
    for (let j = 0; j < stepped.length; j++) {
      const column = this.columns.subarray(j * n, (j + 1) * n);
      const [p, q] = stepped[j].pins;
      // Mna.current(p, q, i): b[p] −= i, b[q] += i.
      if (p >= 0) column[p] -= 1;
      if (q >= 0) column[q] += 1;
      if (p >= 0 || q >= 0) lu.solve(column);
    }
  }

  /**
   * Writes the solution at `step` into x from the stepped parts' present history currents: at every
   * node, or only at `rows` (the rest of x is then stale). Either way each node gets the same sums in
   * the same order.
   */
  solve(x: Float64Array, step: Step, rows?: Int32Array): void {
    const n = x.length;
    const { columns, currents, stepped, source } = this;
    for (let j = 0; j < stepped.length; j++) {
      const inst = stepped[j];
      // Not `historyCurrent?.(…) ?? 0`: a result that may be undefined is boxed, a heap allocation
      // per capacitor per step.
      const history = inst.definition.historyCurrent;
      currents[j] = inst.open || history === undefined ? 0 : history(inst, step);
    }
    if (rows) {
      for (let r = 0; r < rows.length; r++) {
        const k = rows[r];
        let sum = source[k];
        for (let j = 0; j < currents.length; j++) if (currents[j] !== 0) sum += currents[j] * columns[j * n + k];
        x[k] = sum;
      }
      return;
    }
    x.set(source);
    for (let j = 0; j < currents.length; j++) {
      const i = currents[j];
      if (i === 0) continue;
      const offset = j * n;
      for (let k = 0; k < n; k++) x[k] += i * columns[offset + k];
    }
  }

  /**
   * The k×k part of another step size (conductances C_j·c0 instead of this response's C_j·baseC0),
   * or null when M is numerically singular (the caller then solves that step directly).
   */
  stepSize(farads: Float64Array, c0: number, baseC0: number): StepSize | null {
    const { columns, source, plus, minus, m, delta } = this;
    const k = plus.length;
    const n = source.length;
    for (let i = 0; i < k; i++) delta[i] = farads[i] * (c0 - baseC0);
    // M = I + Δ·S with S_ij = u_iᵀ A⁻¹ u_j = −(r_j[p_i] − r_j[q_i]).
    for (let i = 0; i < k; i++) {
      const p = plus[i];
      const q = minus[i];
      for (let j = 0; j < k; j++) {
        const r = j * n;
        const s = (p >= 0 ? columns[r + p] : 0) - (q >= 0 ? columns[r + q] : 0);
        m[i * k + j] = (i === j ? 1 : 0) - delta[i] * s;
      }
    }
    const size = new Float64Array(k * k + k);
    if (!invert(m, k, size)) return null;
    // shift = Δ·Uᵀ x_src, after M⁻¹.
    for (let i = 0; i < k; i++) {
      const p = plus[i];
      const q = minus[i];
      size[k * k + i] = delta[i] * ((p >= 0 ? source[p] : 0) - (q >= 0 ? source[q] : 0));
    }
    return size;
  }

  /**
   * solve() at another step size (its StepSize): at every node, or only at `rows`; either way each
   * node gets the same sums in the same order.
   */
  solveAt(x: Float64Array, step: Step, size: StepSize, rows?: Int32Array): void {
    const n = x.length;
    const { columns, currents, stepped, source } = this;
    const k = stepped.length;
    for (let j = 0; j < k; j++) {
      const inst = stepped[j];
      const history = inst.definition.historyCurrent;
      currents[j] = inst.open || history === undefined ? 0 : history(inst, step);
    }
    const weights = this.weights;
    const shift = k * k;
    for (let i = 0; i < k; i++) {
      let w = 0;
      for (let j = 0; j < k; j++) w += size[i * k + j] * (size[shift + j] + currents[j]);
      weights[i] = w;
    }
    if (rows) {
      for (let r = 0; r < rows.length; r++) {
        const node = rows[r];
        let sum = source[node];
        for (let j = 0; j < k; j++) sum += weights[j] * columns[j * n + node];
        x[node] = sum;
      }
      return;
    }
    for (let node = 0; node < n; node++) {
      let sum = source[node];
      for (let j = 0; j < k; j++) sum += weights[j] * columns[j * n + node];
      x[node] = sum;
    }
  }
}

/** One step size's share of a base response: M⁻¹ (k×k, row-major), then Δ·Uᵀx_src (k). */
export type StepSize = Float64Array;

/**
 * Writes the inverse of the k×k matrix m (overwritten) into the first k² entries of `inverse` (zero on
 * entry), by Gauss–Jordan with partial pivoting; false if singular.
 */
function invert(m: Float64Array, k: number, inverse: Float64Array): boolean {
  for (let i = 0; i < k; i++) inverse[i * k + i] = 1;
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let i = c + 1; i < k; i++) if (Math.abs(m[i * k + c]) > Math.abs(m[p * k + c])) p = i;
    const pivot = m[p * k + c];
    if (pivot === 0 || !Number.isFinite(pivot)) return false;
    if (p !== c) {
      for (let j = 0; j < k; j++) {
        let t = m[c * k + j];
        m[c * k + j] = m[p * k + j];
        m[p * k + j] = t;
        t = inverse[c * k + j];
        inverse[c * k + j] = inverse[p * k + j];
        inverse[p * k + j] = t;
      }
    }
    const inv = 1 / pivot;
    for (let j = 0; j < k; j++) {
      m[c * k + j] *= inv;
      inverse[c * k + j] *= inv;
    }
    for (let i = 0; i < k; i++) {
      if (i === c) continue;
      const f = m[i * k + c];
      if (f === 0) continue;
      for (let j = 0; j < k; j++) {
        m[i * k + j] -= f * m[c * k + j];
        inverse[i * k + j] -= f * inverse[c * k + j];
      }
    }
  }
  for (let j = 0; j < k * k; j++) if (!Number.isFinite(inverse[j])) return false;
  return true;
}

const MAX_CACHED_RESPONSES = 64;

/** What a linear solve needs from its PointSolver: the matrix to stamp and factors that count work. */
export interface LinearSystem {
  readonly mna: Mna;
  /** All parts (exploded bulbs stay in the list and stamp nothing), and those with a companion model. */
  readonly instances: readonly Instance[];
  readonly stepped: readonly Instance[];
  /** Factors the stamped matrix: t = 0 into its own factors, step sizes into factors that replay. */
  factor(initial: boolean): LuFactors;
  /** Counts ≈ floating-point operations against the solve's budget. */
  count(work: number): void;
  /**
   * The nodes read at every time point (pins of capacitors, bulbs and the battery): a recurring step
   * solves only these, and `complete` fills in the rest when a sample or the end needs them.
   */
  readonly watched: Int32Array;
}

/**
 * Every time step's c0 is above this (c0 > 1/h, and h ≤ 100 ms): the base response's conductances
 * C_j·BASE_C0 lie below every step's, so a step size only adds conductance (Δ ≥ 0) and the Woodbury
 * correction never cancels most of the base's capacitor conductance.
 */
export const BASE_C0 = 10;

/**
 * A linear circuit's time points. Steps after t = 0 share one response at BASE_C0 and a k×k StepSize per
 * step size (above). Where that cannot serve (t = 0, a part without `farads`, a numerically singular
 * M), a step size met for the first time is solved directly, and one that recurs gets its own
 * LinearResponse, which costs a solve per capacitor to build and then makes every step at that size cheap.
 */
export class LinearSteps {
  private readonly responses = new Map<number, LinearResponse>();
  private readonly seen = new Set<number>();
  /** The last response used: most steps repeat the step size, and a Map look-up by a double is not free. */
  private last: { key: number; response: LinearResponse } | null = null;
  /** Set while x holds only the watched nodes: the step to complete it at. */
  private partial: Step | null = null;
  /** Scratch for the sources' right-hand side. */
  private readonly sourceB: Float64Array;
  /** The stepped parts' capacitances, or null when one has none (no Woodbury then). */
  private readonly farads: Float64Array | null;
  /** The response at BASE_C0 (null: not built yet since the circuit last changed). */
  private base: LinearResponse | null = null;
  /** Per step size (c0) its StepSize over `base`, or null where M was singular. */
  private readonly sizes = new Map<number, StepSize | null>();
  private lastSize: { key: number; size: StepSize } | null = null;
  /** Set while x holds only the watched nodes after a StepSize solve. */
  private partialSize: StepSize | null = null;
  private readonly baseStep: Step = { kind: 'step', c0: BASE_C0, c1: 0, c2: 0 };

  constructor(private readonly system: LinearSystem) {
    this.sourceB = new Float64Array(system.mna.n);
    const { stepped } = system;
    this.farads = stepped.every((i) => i.definition.farads) ? Float64Array.from(stepped, (i) => (i.definition.farads as (inst: Instance) => number)(i)) : null;
  }

  /** Forgets every step size: the circuit changed (a bulb exploded). */
  forget(): void {
    this.responses.clear();
    this.seen.clear();
    this.last = null;
    this.partial = null;
    this.base = null;
    this.sizes.clear();
    this.lastSize = null;
    this.partialSize = null;
  }

  /** Fills in every node of x after a solve that wrote only the watched ones. */
  complete(x: Float64Array): void {
    if (this.partial === null) return;
    if (this.partialSize !== null) (this.base as LinearResponse).solveAt(x, this.partial, this.partialSize);
    else if (this.last !== null) this.last.response.solve(x, this.partial);
    else return;
    this.partial = null;
    this.partialSize = null;
    this.system.count(x.length * this.system.stepped.length);
  }

  /** Writes the solution at `step` into x. */
  solve(x: Float64Array, step: Step): void {
    this.partial = null;
    this.partialSize = null;
    if (step.kind === 'step' && this.solveSized(x, step)) return;
    const { mna, stepped } = this.system;
    const n = x.length;
    const key = step.kind === 'initial' ? -1 : step.c0;
    const last = this.last;
    let response = last !== null && last.key === key ? last.response : this.responses.get(key);
    if (!response) {
      this.stampSources();
      for (const inst of stepped) inst.definition.stampStep?.(mna, inst, step);
      const lu = this.system.factor(step.kind === 'initial');
      if (!this.seen.has(key)) {
        this.seen.add(key);
        x.set(mna.b);
        lu.solve(x);
        this.system.count(n * n);
        return;
      }
      response = new LinearResponse(lu, this.sourceB, stepped);
      if (this.responses.size >= MAX_CACHED_RESPONSES) this.responses.clear();
      this.responses.set(key, response);
      this.system.count(n * n * (stepped.length + 1));
    }
    if (last === null || last.key !== key) this.last = { key, response };
    const { watched } = this.system;
    response.solve(x, step, watched);
    this.partial = step;
    this.system.count(watched.length * (stepped.length + 1));
  }

  /** Resets the matrix and stamps every part's time-invariant stamps, keeping their right-hand side. */
  private stampSources(): void {
    const { mna } = this.system;
    mna.reset(true);
    for (const inst of this.system.instances) if (!inst.open) inst.definition.stamp?.(mna, inst);
    this.sourceB.set(mna.b);
  }

  /** The solve through the base response and the step size's StepSize; false where they cannot serve. */
  private solveSized(x: Float64Array, step: Step & { kind: 'step' }): boolean {
    const farads = this.farads;
    const key = step.c0;
    if (farads === null || !(key >= BASE_C0)) return false;
    const { stepped, watched } = this.system;
    const k = stepped.length;
    let base = this.base;
    if (base === null) {
      this.stampSources();
      for (const inst of stepped) inst.definition.stampStep?.(this.system.mna, inst, this.baseStep);
      const n = x.length;
      base = this.base = new LinearResponse(this.system.factor(false), this.sourceB, stepped);
      this.system.count(n * n * (k + 1));
    }
    const lastSize = this.lastSize;
    let size: StepSize | null | undefined = lastSize !== null && lastSize.key === key ? lastSize.size : this.sizes.get(key);
    if (size === undefined) {
      size = base.stepSize(farads, key, BASE_C0);
      if (this.sizes.size >= MAX_CACHED_RESPONSES) this.sizes.clear();
      this.sizes.set(key, size);
      this.system.count(k * k * (k + x.length));
    }
    if (size === null) return false;
    if (lastSize === null || lastSize.key !== key) this.lastSize = { key, size };
    base.solveAt(x, step, size, watched);
    this.partial = step;
    this.partialSize = size;
    this.system.count(watched.length * (k + 1) + k * k);
    return true;
  }
}
