// The modified-nodal-analysis system G·v = i over the non-reference nodes. Every part is a conductance,
// a current source or a transconductance (the battery enters in Norton form), so the unknowns are node
// voltages only. With `matrixOn` false only the right-hand side is written: a linear circuit keeps its
// factored matrix and refreshes the sources each time step.
import type { Stamper } from './components/define';

/** SPICE's gmin: every node leaks 1e-12 S to the reference so floating parts never make G singular. */
export const GMIN_S = 1e-12;

export class Mna implements Stamper {
  readonly a: Float64Array;
  readonly b: Float64Array;
  matrixOn = true;
  sourceScale = 1;

  constructor(readonly n: number) {
    this.a = new Float64Array(n * n);
    this.b = new Float64Array(n);
  }

  /**
   * Clears the right-hand side, and the matrix too when it will be rebuilt (then adds gmin, plus
   * `extraGminS` while Newton is being helped by gmin stepping).
   */
  reset(matrixOn: boolean, extraGminS = 0): void {
    this.matrixOn = matrixOn;
    this.b.fill(0);
    if (!matrixOn) return;
    this.a.fill(0);
    for (let k = 0; k < this.n; k++) this.a[k * this.n + k] = GMIN_S + extraGminS;
  }

  conductance(p: number, q: number, g: number): void {
    if (!this.matrixOn) return;
    const { a, n } = this;
    if (p >= 0) a[p * n + p] += g;
    if (q >= 0) a[q * n + q] += g;
    if (p >= 0 && q >= 0) {
      a[p * n + q] -= g;
      a[q * n + p] -= g;
    }
  }

  current(p: number, q: number, currentA: number): void {
    if (p >= 0) this.b[p] -= currentA;
    if (q >= 0) this.b[q] += currentA;
  }

  transconductance(from: number, to: number, p: number, q: number, gm: number): void {
    if (!this.matrixOn) return;
    const { a, n } = this;
    if (from >= 0) {
      if (p >= 0) a[from * n + p] += gm;
      if (q >= 0) a[from * n + q] -= gm;
    }
    if (to >= 0) {
      if (p >= 0) a[to * n + p] -= gm;
      if (q >= 0) a[to * n + q] += gm;
    }
  }
}
