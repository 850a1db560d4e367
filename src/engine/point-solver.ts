// Solves the circuit at one time point: a cached LU for linear circuits, Newton–Raphson with device
// step limiting for diodes and MOSFETs, and the contract's iterative bulb-explosion rule.
import type { Instance, Step, VoltageReader } from './components/define';
import { BULB_EXPLODE_A } from './components/bulb-model';
import { ConvergenceError } from './errors';
import { LuFactors } from './lu';
import { GMIN_S, Mna } from './mna';
import type { Circuit } from './netlist';
import { BULB_TYPES } from './types';

const MAX_NEWTON_ITERATIONS = 300;
const DAMP_AFTER = 100;
const MAX_FALLBACK_GMIN_S = 1e-9;
/**
 * Nodes held only by gmin-sized conductances (a battery side touching nothing, a reverse junction)
 * drift by ~Vt per Newton step while their currents are already nil: past RESIDUAL_AFTER iterations the
 * point is also accepted when Kirchhoff's current law holds at every node to 1 nA (1000× under the bar).
 */
const RESIDUAL_AFTER = 50;
const RESIDUAL_TOLERANCE_A = 1e-9;
const SOURCE_STEPS = 20;
/** Extra node-to-reference conductances of gmin stepping, ending at the contract's gmin alone. */
const GMIN_STEPS = [1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11, 0];
const VOLTAGE_TOLERANCE_V = 1e-6; // plus 1e-6 relative: SPICE's vntol, and a reltol 1000× tighter than SPICE's
const MAX_CACHED_FACTORS = 64;
const FIXED_COST_PER_SOLVE = 1000;

/** Deterministic cost cap (≈ floating-point operations) so a hostile grid cannot pin a core. */
export interface Budget {
  work: number;
  readonly maxWork: number;
}

const BULBS: ReadonlySet<string> = new Set(BULB_TYPES);

/**
 * One matrix (and t = 0 factors) per size, reused by the next solver: simulate() runs to completion
 * synchronously, each solve clears what it stamps, and a grid is re-solved on every edit (allocating
 * and zeroing n² doubles was a tenth of a DC solve).
 */
const BY_SIZE = new Map<number, { mna: Mna; factors: LuFactors }>();
function reusable(n: number): { mna: Mna; factors: LuFactors } {
  let kept = BY_SIZE.get(n);
  if (!kept) {
    if (BY_SIZE.size >= 16) BY_SIZE.clear();
    BY_SIZE.set(n, (kept = { mna: new Mna(n), factors: new LuFactors(n) }));
  }
  kept.mna.sourceScale = 1; // a solve that threw during source stepping may have left it lower
  return kept;
}

export class PointSolver {
  readonly x: Float64Array;
  readonly v: VoltageReader;
  private readonly mna: Mna;
  private readonly xNew: Float64Array;
  /** Linear circuits: factors per step kind (-1 = t = 0, else the step's c0). */
  private readonly factors = new Map<number, LuFactors>();
  /** Linear circuits: the right-hand side of the time-invariant stamps (the battery), with the factors. */
  private sourceB: Float64Array | null = null;
  private readonly nonlinear: Instance[];
  /** Parts with a companion model (capacitors): the only ones restamped once the factors are cached. */
  private readonly stepped: Instance[];
  private scratchFactors: LuFactors | null = null;
  /** Newton: the linear part of the system at the present time point. */
  private base: { a: Float64Array; b: Float64Array } | null = null;
  readonly bulbs: Instance[];

  constructor(readonly circuit: Circuit, private readonly budget: Budget) {
    const n = circuit.nodeCount;
    this.mna = reusable(n).mna;
    this.x = new Float64Array(n);
    this.xNew = new Float64Array(n);
    const x = this.x;
    this.v = (node) => (node < 0 ? 0 : x[node]);
    this.nonlinear = circuit.instances.filter((i) => i.definition.linearize);
    this.stepped = circuit.instances.filter((i) => i.definition.stampStep);
    this.bulbs = circuit.instances.filter((i) => BULBS.has(i.definition.type));
  }

  /** Solves at `step`, exploding bulbs over 60 mA and re-solving until none is new. Returns the new ones. */
  solve(step: Step): Instance[] {
    const exploded: Instance[] = [];
    for (;;) {
      this.solveOnce(step);
      let fresh: Instance[] | null = null; // allocated only at an explosion: this runs every time point
      for (const bulb of this.bulbs) {
        if (!bulb.open && Math.abs(this.current(bulb, step)) > BULB_EXPLODE_A) (fresh ??= []).push(bulb);
      }
      if (fresh === null) return exploded;
      for (const bulb of fresh) bulb.open = true;
      exploded.push(...fresh);
      this.factors.clear();
      this.sourceB = null;
    }
  }

  /** Current into pin 0 of a two-pin element (0 for an exploded bulb). */
  current(inst: Instance, step: Step): number {
    if (inst.open || !inst.definition.currents) return 0;
    return inst.definition.currents(inst, this.v, step)[0];
  }

  private stamp(step: Step): void {
    for (const inst of this.circuit.instances) {
      if (inst.open) continue;
      inst.definition.stamp?.(this.mna, inst);
      inst.definition.stampStep?.(this.mna, inst, step);
    }
  }

  private stampSteps(step: Step): void {
    for (const inst of this.stepped) if (!inst.open) inst.definition.stampStep?.(this.mna, inst, step);
  }

  private factor(key: number | null): LuFactors {
    const n = this.circuit.nodeCount;
    // n³/3 multiply-adds, plus a fixed cost for stamping so tiny matrices are not free.
    this.budget.work += (n * n * n) / 3 + n * n + FIXED_COST_PER_SOLVE;
    if (this.budget.work > this.budget.maxWork) {
      throw new ConvergenceError('budget-exceeded', 'The circuit needs more computation than the time budget allows');
    }
    // Newton's factors are used once: they reuse one buffer (replaying its recorded elimination).
    // Cached (linear) factors get their own, but those of t = 0 are reused across calls like the matrix.
    let lu: LuFactors;
    if (key === null) lu = this.scratchFactors ??= new LuFactors(n, true);
    else lu = key === -1 ? reusable(n).factors : new LuFactors(n);
    if (!lu.factor(this.mna.a)) throw new ConvergenceError('non-convergence', 'The circuit equations are singular');
    if (key !== null) {
      lu.keep = true;
      if (this.factors.size >= MAX_CACHED_FACTORS) this.factors.clear();
      this.factors.set(key, lu);
    }
    return lu;
  }

  private solveOnce(step: Step): void {
    if (this.circuit.nodeCount === 0) return;
    if (this.nonlinear.length === 0) {
      // Linear: the matrix depends only on the step's c0, so each step size is factored once.
      const key = step.kind === 'initial' ? -1 : step.c0;
      const cached = this.factors.get(key);
      if (cached && this.sourceB) {
        // Per time step only the capacitors' history currents change: the sources' part is kept.
        this.mna.matrixOn = false;
        this.mna.b.set(this.sourceB);
      } else {
        this.mna.reset(!cached);
        for (const inst of this.circuit.instances) if (!inst.open) inst.definition.stamp?.(this.mna, inst);
        this.sourceB = Float64Array.from(this.mna.b);
      }
      this.stampSteps(step);
      const lu = cached ?? this.factor(key);
      this.x.set(this.mna.b);
      lu.solve(this.x);
      this.budget.work += this.circuit.nodeCount ** 2;
      return;
    }
    this.newton(step);
  }

  /**
   * Newton–Raphson; if it stalls, gmin stepping (SPICE's fallback) walks in from a heavily damped
   * system. Where the last rung (gmin alone) still stalls — parts floating on nothing but gmin, e.g. a
   * battery whose negative side touches nothing — the solution with at most 1e-9 S extra stands:
   * its leak is under 10 nA per volt, far below the 1 µA accuracy bar.
   */
  private newton(step: Step): void {
    if (this.newtonAt(step, 0)) return;
    let fallback: Float64Array | null = null;
    for (const extra of GMIN_STEPS) {
      const ok = this.newtonAt(step, extra);
      if (ok && extra === 0) return;
      if (ok && extra <= MAX_FALLBACK_GMIN_S) fallback = Float64Array.from(this.x);
    }
    if (fallback) {
      this.x.set(fallback);
      return;
    }
    if (this.sourceStepping(step)) return;
    throw new ConvergenceError('non-convergence', 'Newton iteration did not converge (diode or MOSFET)');
  }

  /** Source stepping (SPICE's last resort): the battery ramps up from 0 V, each solve starting at the last. */
  private sourceStepping(step: Step): boolean {
    this.x.fill(0);
    for (const inst of this.nonlinear) inst.state.fill(0);
    let ok = true;
    for (let k = 1; k <= SOURCE_STEPS && ok; k++) {
      this.mna.sourceScale = k / SOURCE_STEPS;
      ok = this.newtonAt(step, 0);
    }
    this.mna.sourceScale = 1;
    return ok;
  }

  /** Largest KCL error over the nodes with the true (not linearised) device currents at x. */
  private kclResidual(step: Step): number {
    const residual = new Float64Array(this.x.length);
    for (let k = 0; k < residual.length; k++) residual[k] = GMIN_S * this.x[k];
    for (const inst of this.circuit.instances) {
      if (inst.open || !inst.definition.currents) continue;
      const currents = inst.definition.currents(inst, this.v, step);
      inst.pins.forEach((node, pin) => {
        if (node >= 0) residual[node] += currents[pin];
      });
    }
    return residual.reduce((worst, r) => Math.max(worst, Math.abs(r)), 0);
  }

  private newtonAt(step: Step, extraGminS: number): boolean {
    // The linear stamps are the same at every iteration: stamped once, copied back before each
    // iteration's device stamps (the same sums in the same order as restamping).
    this.mna.reset(true, extraGminS);
    this.stamp(step);
    const base = (this.base ??= { a: new Float64Array(this.mna.a.length), b: new Float64Array(this.mna.b.length) });
    base.a.set(this.mna.a);
    base.b.set(this.mna.b);
    for (let iteration = 0; iteration < MAX_NEWTON_ITERATIONS; iteration++) {
      if (iteration > 0) {
        this.mna.a.set(base.a);
        this.mna.b.set(base.b);
      }
      let devicesConverged = true;
      for (const inst of this.nonlinear) {
        if (inst.open) continue;
        const ok = inst.definition.linearize?.(this.mna, inst, this.v, iteration === 0) ?? true;
        devicesConverged &&= ok;
      }
      const lu = this.factor(null);
      this.xNew.set(this.mna.b);
      lu.solve(this.xNew);
      let settled = true;
      // Past DAMP_AFTER iterations, half steps break the limit cycles a MOSFET at its threshold
      // (zero conductance below it) can fall into.
      const damping = iteration < DAMP_AFTER ? 1 : 0.5;
      for (let k = 0; k < this.x.length; k++) {
        const xk = this.x[k] + damping * (this.xNew[k] - this.x[k]);
        if (!Number.isFinite(xk)) {
          this.x.fill(0); // the next rung starts afresh rather than from NaN
          return false;
        }
        if (Math.abs(xk - this.x[k]) > VOLTAGE_TOLERANCE_V + 1e-6 * Math.abs(xk)) settled = false;
        this.x[k] = xk;
      }
      if (devicesConverged && settled) return true;
      if (iteration >= RESIDUAL_AFTER && extraGminS === 0 && this.mna.sourceScale === 1 && this.kclResidual(step) < RESIDUAL_TOLERANCE_A) return true;
    }
    return false;
  }
}
