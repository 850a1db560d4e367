// A linear circuit's solution at one step size, by superposition. Between time steps only the
// capacitors' history currents change, and the solution is linear in them:
//   x = x_src + Σ_j i_j · r_j,   r_j = A⁻¹ (e_q − e_p)
// where x_src answers the sources alone and r_j a unit history current of capacitor j (p → q).
// So once x_src and the r_j are known, a time step costs n·k multiply-adds (k capacitors) instead of
// restamping the right-hand side and a forward/back substitution, and the factors themselves are no
// longer needed: one scratch factorisation serves every step size.
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
 * A linear circuit's time points. A step size met for the first time (the start of a window doubles
 * its step every step or two) is solved directly; one that recurs gets a LinearResponse, which costs a
 * solve per capacitor to build and then makes every step at that size cheap.
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

  constructor(private readonly system: LinearSystem) {
    this.sourceB = new Float64Array(system.mna.n);
  }

  /** Forgets every step size: the circuit changed (a bulb exploded). */
  forget(): void {
    this.responses.clear();
    this.seen.clear();
    this.last = null;
    this.partial = null;
  }

  /** Fills in every node of x after a solve that wrote only the watched ones. */
  complete(x: Float64Array): void {
    if (this.partial === null || this.last === null) return;
    this.last.response.solve(x, this.partial);
    this.partial = null;
    this.system.count(x.length * this.system.stepped.length);
  }

  /** Writes the solution at `step` into x. */
  solve(x: Float64Array, step: Step): void {
    const { mna, stepped } = this.system;
    const n = x.length;
    const key = step.kind === 'initial' ? -1 : step.c0;
    const last = this.last;
    let response = last !== null && last.key === key ? last.response : this.responses.get(key);
    this.partial = null;
    if (!response) {
      mna.reset(true);
      for (const inst of this.system.instances) if (!inst.open) inst.definition.stamp?.(mna, inst);
      this.sourceB.set(mna.b);
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
}
