// The modified-nodal-analysis system G·v = i over the non-reference nodes. Every part is a conductance,
// a current source or a transconductance (the battery enters in Norton form), so the unknowns are node
// voltages only. With `matrixOn` false only the right-hand side is written. The matrix also lists the
// positions written since the last reset (a superset of its non-zeros): Newton's refactorisation checks
// its recorded pattern against those few positions instead of scanning all n² (lu-plan.ts).
import type { Stamper } from './components/define';
import type { CapacitorTree } from './capacitor-tree';

/** SPICE's gmin: every node leaks 1e-12 S to the reference so floating parts never make G singular. */
export const GMIN_S = 1e-12;

export class Mna implements Stamper {
  readonly a: Float64Array;
  readonly b: Float64Array;
  matrixOn = true;
  sourceScale = 1;
  /** Positions of `a` written since the last reset, in first-write order (`written.count` of them). */
  readonly written: { readonly index: Int32Array; count: number };
  private readonly isWritten: Uint8Array;
  /** Counts matrix resets: a caller that keeps a copy of `a` knows whether `written` still covers it. */
  resets = 0;
  /**
   * Newton's change of variables over capacitor-joined clusters (capacitor-tree.ts), or null for plain
   * node voltages. Set before a reset; stamps then land in the transformed system.
   */
  tree: CapacitorTree | null = null;
  /** Scratch: the signed variables of one terminal pair under `tree`. */
  private readonly dVars: Int32Array;
  private readonly dSigns: Float64Array;
  private readonly eVars: Int32Array;
  private readonly eSigns: Float64Array;

  constructor(readonly n: number) {
    this.a = new Float64Array(n * n);
    this.b = new Float64Array(n);
    this.written = { index: new Int32Array(n * n), count: 0 };
    this.isWritten = new Uint8Array(n * n);
    this.dVars = new Int32Array(2 * n);
    this.dSigns = new Float64Array(2 * n);
    this.eVars = new Int32Array(2 * n);
    this.eSigns = new Float64Array(2 * n);
  }

  private add(position: number, value: number): void {
    this.a[position] += value;
    if (this.isWritten[position] === 1) return;
    this.isWritten[position] = 1;
    this.written.index[this.written.count++] = position;
  }

  /**
   * Clears the right-hand side, and the matrix too when it will be rebuilt (then adds gmin, plus
   * `extraGminS` while Newton is being helped by gmin stepping).
   */
  reset(matrixOn: boolean, extraGminS = 0): void {
    this.matrixOn = matrixOn;
    this.b.fill(0);
    if (!matrixOn) return;
    this.resets++;
    // Only written positions can be non-zero: clearing them is clearing the matrix.
    const { index } = this.written;
    for (let e = 0; e < this.written.count; e++) {
      this.a[index[e]] = 0;
      this.isWritten[index[e]] = 0;
    }
    this.written.count = 0;
    if (this.tree) for (let k = 0; k < this.n; k++) this.conductance(k, -1, GMIN_S + extraGminS);
    else for (let k = 0; k < this.n; k++) this.add(k * this.n + k, GMIN_S + extraGminS);
  }

  /**
   * Puts back a copy of `a` taken since the last reset (Newton's linear stamps): only written positions
   * can differ from it, and they are a few hundred of a 9×9 grid's n² ≈ 3,600.
   */
  restore(copy: Float64Array): void {
    const { index, count } = this.written;
    const a = this.a;
    for (let e = 0; e < count; e++) a[index[e]] = copy[index[e]];
  }

  /** Whether (p, q) must be stamped through the tree: a terminal with an ancestor. */
  private treed(p: number, q: number): boolean {
    const tree = this.tree;
    return tree !== null && ((p >= 0 && tree.parent[p] >= 0) || (q >= 0 && tree.parent[q] >= 0));
  }

  conductance(p: number, q: number, g: number): void {
    if (!this.matrixOn) return;
    if (this.treed(p, q)) {
      const count = (this.tree as CapacitorTree).difference(p, q, this.dVars, this.dSigns);
      this.outer(this.dVars, this.dSigns, count, this.dVars, this.dSigns, count, g);
      return;
    }
    const n = this.n;
    if (p >= 0) this.add(p * n + p, g);
    if (q >= 0) this.add(q * n + q, g);
    if (p >= 0 && q >= 0) {
      this.add(p * n + q, -g);
      this.add(q * n + p, -g);
    }
  }

  current(p: number, q: number, currentA: number): void {
    if (this.treed(p, q)) {
      const count = (this.tree as CapacitorTree).difference(p, q, this.dVars, this.dSigns);
      for (let k = 0; k < count; k++) this.b[this.dVars[k]] -= currentA * this.dSigns[k];
      return;
    }
    if (p >= 0) this.b[p] -= currentA;
    if (q >= 0) this.b[q] += currentA;
  }

  transconductance(from: number, to: number, p: number, q: number, gm: number): void {
    if (!this.matrixOn) return;
    if (this.treed(from, to) || this.treed(p, q)) {
      const tree = this.tree as CapacitorTree;
      const rows = tree.difference(from, to, this.dVars, this.dSigns);
      const columns = tree.difference(p, q, this.eVars, this.eSigns);
      this.outer(this.dVars, this.dSigns, rows, this.eVars, this.eSigns, columns, gm);
      return;
    }
    const n = this.n;
    if (from >= 0) {
      if (p >= 0) this.add(from * n + p, gm);
      if (q >= 0) this.add(from * n + q, -gm);
    }
    if (to >= 0) {
      if (p >= 0) this.add(to * n + p, -gm);
      if (q >= 0) this.add(to * n + q, gm);
    }
  }

  /** a += g · r·cᵀ over the given signed variables. */
  private outer(rv: Int32Array, rs: Float64Array, rn: number, cv: Int32Array, cs: Float64Array, cn: number, g: number): void {
    const n = this.n;
    for (let i = 0; i < rn; i++) {
      const row = rv[i] * n;
      const gi = g * rs[i];
      for (let j = 0; j < cn; j++) this.add(row + cv[j], gi * cs[j]);
    }
  }
}
