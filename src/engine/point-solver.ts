// Solves the circuit at one time point: superposed responses per step size for linear circuits
// (linear-response.ts), Newton–Raphson with device step limiting for diodes and MOSFETs, and the
// iterative bulb-explosion rule of docs/engine.md ("Lights explode").
import type { Instance, LightSpec, Step, VoltageReader } from './components/define';
import { CapacitorTree } from './capacitor-tree';
import { ConvergenceError } from './errors';
import { LinearSteps, type LinearSystem } from './linear-response';
import { LuFactors } from './lu';
import { GMIN_S, Mna } from './mna';
import type { Circuit } from './netlist';
import { isLight } from './components/catalogue';

const MAX_NEWTON_ITERATIONS = 300;
const DAMP_AFTER = 100;
const MAX_FALLBACK_GMIN_S = 1e-9;
/**
 * No node of a 9 V circuit of resistors, bulbs, diodes, MOSFETs and capacitors can sit beyond a few
 * times the battery: a "converged" point past this bound is an island of nodes held only by junction
 * leakage that Newton's relative tolerance let run away (seen at −4·10¹¹ V). It is not accepted, so the
 * gmin-stepping fallback takes over.
 */
const MAX_PLAUSIBLE_V = 1000;
/**
 * Once every node voltage has settled, a device that still reports a moving voltage (a MOSFET sitting
 * at its threshold wobbles by a few µV, inside the nodes' own tolerance) does not hold the point back
 * when Kirchhoff's current law holds at every node to 1 nA (1000× under the accuracy bar). An unsettled
 * point is never accepted on its residual: a node that gmin alone holds has a nil residual over a wide
 * range of voltages (a dead node then read 0.27 V while still discharging through a diode).
 */
const RESIDUAL_TOLERANCE_A = 1e-9;
/**
 * Newton's confirming iteration is replaced by a chord step (chordConfirms) after an update of at most
 * this (a junction's conductance then changed by at most e^(2·10 mV / 25.85 mV) ≈ 2.2×), when that step
 * is under this share of the voltage tolerance.
 */
const CHORD_MOVED_V = 0.01;
const CHORD_MARGIN = 0.1;
const SOURCE_STEPS = 20;
/** Extra node-to-reference conductances of gmin stepping, ending at docs/engine.md's gmin alone. */
const GMIN_STEPS = [1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11, 0];
const VOLTAGE_TOLERANCE_V = 1e-6; // plus 1e-6 relative: SPICE's vntol, and a reltol 1000× tighter than SPICE's
const FIXED_COST_PER_SOLVE = 1000;

/** Deterministic cost cap (≈ floating-point operations) so a hostile grid cannot pin a core. */
export interface Budget {
  work: number;
  readonly maxWork: number;
}

const NONE_EXPLODED: readonly Instance[] = Object.freeze([]);

/**
 * One matrix (and the linear solves' scratch factors) per size, reused by the next solver: simulate()
 * runs to completion synchronously, each solve clears what it stamps, and a grid is re-solved on every
 * edit (allocating and zeroing n² doubles was a tenth of a DC solve).
 */
interface Reusable {
  mna: Mna;
  /** A linear circuit's t = 0 (or DC) factors: factored once per window. */
  factors: LuFactors;
  /**
   * A linear circuit's factors at each new step size. Every step size has the same pattern and nearly
   * always the same pivots, so these replay their first factorisation (the same numbers, fewer operations).
   */
  stepFactors: LuFactors;
}
const BY_SIZE = new Map<number, Reusable>();
function reusable(n: number): Reusable {
  let kept = BY_SIZE.get(n);
  if (!kept) {
    if (BY_SIZE.size >= 16) BY_SIZE.clear();
    BY_SIZE.set(n, (kept = { mna: new Mna(n), factors: new LuFactors(n), stepFactors: new LuFactors(n, true) }));
  }
  kept.mna.sourceScale = 1; // a solve that threw during source stepping may have left it lower
  return kept;
}

/** Factors the stamped matrix into `lu`, counting its cost against the budget. */
function factorCounted(lu: LuFactors, mna: Mna, budget: Budget): LuFactors {
  const n = mna.n;
  // n³/3 multiply-adds, plus a fixed cost for stamping so tiny matrices are not free.
  budget.work += (n * n * n) / 3 + n * n + FIXED_COST_PER_SOLVE;
  if (budget.work > budget.maxWork) {
    throw new ConvergenceError('budget-exceeded', 'The circuit needs more computation than the time budget allows');
  }
  if (!lu.factor(mna.a, mna.written)) throw new ConvergenceError('non-convergence', 'The circuit equations are singular');
  return lu;
}

/**
 * What the linear steps need from the solver. A class, not an object of arrow functions: closures
 * made per solve and called in hot code kept whole solvers alive in V8's optimised code, and the
 * scavenger then copied them (garbage collection took half of a DC solve's time).
 */
class LinearLink implements LinearSystem {
  constructor(
    readonly mna: Mna,
    readonly instances: readonly Instance[],
    readonly stepped: readonly Instance[],
    readonly watched: Int32Array,
    private readonly budget: Budget,
  ) {}

  factor(initial: boolean): LuFactors {
    const kept = reusable(this.mna.n);
    return factorCounted(initial ? kept.factors : kept.stepFactors, this.mna, this.budget);
  }

  count(work: number): void {
    this.budget.work += work;
  }
}

export class PointSolver {
  readonly x: Float64Array;
  readonly v: VoltageReader;
  private readonly mna: Mna;
  private readonly xNew: Float64Array;
  /** Linear circuits' time points (linear-response.ts). */
  private readonly linear: LinearSteps;
  private readonly nonlinear: Instance[];
  /** Parts with a companion model (capacitors). */
  private readonly stepped: Instance[];
  private scratchFactors: LuFactors | null = null;
  /** Scratch for the Kirchhoff residual. */
  private residual: Float64Array | null = null;
  /** Newton's unknowns over capacitor clusters (capacitor-tree.ts); null where they are node voltages. */
  private readonly tree: CapacitorTree | null;
  /** Newton: the linear part of the system at the present time point. */
  private base: { a: Float64Array; b: Float64Array } | null = null;
  /** The step kind `base.a` was stamped for (null: none, or with gmin stepping's extra conductance). */
  private baseKey: number | null = null;
  /** Mna.resets right after stamping `base.a`: any later reset (another solver) means restamping. */
  private baseResets = -1;
  /** How many of Mna.written's positions (the first ones) `base.a` covers. */
  private baseCount = 0;
  /** Scratch for chordResidual: the unknowns of x, and the devices' currents. */
  private unknowns: Float64Array | null = null;
  private deviceCurrents: Float64Array | null = null;
  readonly bulbs: Instance[];
  /** Each bulb's current into pin 0 at the last solve (0 once exploded), in `bulbs` order. */
  readonly bulbCurrents: Float64Array;

  constructor(readonly circuit: Circuit, private readonly budget: Budget) {
    const n = circuit.nodeCount;
    this.mna = reusable(n).mna;
    this.x = new Float64Array(n);
    this.xNew = new Float64Array(n);
    const x = this.x;
    this.v = (node) => (node < 0 ? 0 : x[node]);
    this.nonlinear = circuit.instances.filter((i) => i.definition.linearize);
    this.stepped = circuit.instances.filter((i) => i.definition.stampStep);
    // A light with a fault (faults.ts) is no light to the solver: it is dark.
    this.bulbs = circuit.instances.filter((i) => isLight(i.definition.type) && i.definition.light !== null);
    this.bulbCurrents = new Float64Array(this.bulbs.length);
    const tree = this.nonlinear.length > 0 && this.stepped.length > 0 ? new CapacitorTree(n, this.stepped, this.nonlinear) : null;
    this.tree = tree?.active ? tree : null;
    const watched = new Set<number>();
    for (const inst of [...this.stepped, ...this.bulbs, circuit.battery?.instance]) {
      for (const node of inst?.pins ?? []) if (node >= 0) watched.add(node);
    }
    this.linear = new LinearSteps(new LinearLink(this.mna, circuit.instances, this.stepped, Int32Array.from(watched), budget));
  }

  /** Solves at `step`, exploding bulbs over 60 mA and re-solving until none is new. Returns the new ones. */
  solve(step: Step): readonly Instance[] {
    let exploded: Instance[] | null = null; // allocated only at an explosion: this runs every time point
    const { bulbs, bulbCurrents } = this;
    for (;;) {
      this.solveOnce(step);
      let fresh = false;
      for (let k = 0; k < bulbs.length; k++) {
        const bulb = bulbs[k];
        const light = bulb.definition.light as LightSpec;
        const currentA = (bulbCurrents[k] = bulb.open ? 0 : light.lightCurrent(bulb, this.v));
        // All lights over their limit at this solve explode at once: opening one does not change x.
        if (bulb.open || currentA <= light.explodeA) continue;
        bulb.open = true;
        (exploded ??= []).push(bulb);
        fresh = true;
      }
      if (!fresh) return exploded ?? NONE_EXPLODED;
      this.linear.forget();
      this.baseKey = null;
    }
  }

  /** Takes back the explosions of a solve whose time step is then rejected (the lights are whole again). */
  unexplode(exploded: readonly Instance[]): void {
    if (exploded.length === 0) return;
    for (const bulb of exploded) bulb.open = false;
    this.linear.forget();
    this.baseKey = null;
  }

  /**
   * After a linear time step x holds only the nodes of capacitors, bulbs and the battery; this fills in
   * the rest (the time loop calls it before samples and the end).
   */
  complete(): void {
    if (this.nonlinear.length === 0) this.linear.complete(this.x);
  }

  /** Current into pin 0 of a two-pin element (0 for an exploded bulb). */
  current(inst: Instance, step: Step): number {
    if (inst.open) return 0;
    const definition = inst.definition;
    if (definition.current) return definition.current(inst, this.v, step);
    return definition.currents ? definition.currents(inst, this.v, step)[0] : 0;
  }

  private stamp(step: Step): void {
    for (const inst of this.circuit.instances) {
      if (inst.open) continue;
      inst.definition.stamp?.(this.mna, inst);
      inst.definition.stampStep?.(this.mna, inst, step);
    }
  }

  private factor(lu: LuFactors): LuFactors {
    return factorCounted(lu, this.mna, this.budget);
  }

  private solveOnce(step: Step): void {
    if (this.circuit.nodeCount === 0) return;
    if (this.nonlinear.length > 0) {
      this.mna.tree = this.tree;
      this.newton(step);
    } else {
      this.mna.tree = null;
      this.linear.solve(this.x, step);
    }
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

  /**
   * kclResidual's number, from the system's own rows: the linear stamps (`base`, Newton's start of every
   * iteration) times x's unknowns, minus their right-hand side, plus the nonlinear parts' true currents.
   * Leaves in `residual` that vector over the rows (what the factors solve), and returns the largest
   * KCL error over the nodes. Only at extra gmin 0 and full source scale (what `base` then holds).
   */
  private chordResidual(step: Step): number {
    const x = this.x;
    const n = x.length;
    const r = (this.residual ??= new Float64Array(n));
    const y = (this.unknowns ??= new Float64Array(n));
    const own = (this.deviceCurrents ??= new Float64Array(n));
    const parent = this.tree?.parent;
    for (let k = 0; k < n; k++) y[k] = parent && parent[k] >= 0 ? x[k] - x[parent[k]] : x[k];
    const { a, b } = this.base as { a: Float64Array; b: Float64Array };
    for (let k = 0; k < n; k++) r[k] = -b[k];
    const index = this.mna.written.index;
    for (let e = 0; e < this.baseCount; e++) {
      const j = index[e];
      const i = (j / n) | 0;
      r[i] += a[j] * y[j - i * n];
    }
    own.fill(0);
    addPinCurrents(this.nonlinear, this.v, step, own);
    this.tree?.toRows(own);
    for (let k = 0; k < n; k++) r[k] += own[k];
    // Back to the nodes' own equations: a row is its node's plus its children's rows.
    own.set(r);
    if (parent) for (let k = 0; k < n; k++) if (parent[k] >= 0) own[parent[k]] -= r[k];
    let worst = 0;
    for (let k = 0; k < n; k++) worst = Math.max(worst, Math.abs(own[k]));
    return worst;
  }

  /** Largest KCL error over the nodes with the true (not linearised) device currents at x. */
  private kclResidual(step: Step): number {
    const residual = (this.residual ??= new Float64Array(this.x.length));
    for (let k = 0; k < residual.length; k++) residual[k] = GMIN_S * this.x[k];
    addPinCurrents(this.circuit.instances, this.v, step, residual);
    let worst = 0;
    for (let k = 0; k < residual.length; k++) worst = Math.max(worst, Math.abs(residual[k]));
    return worst;
  }

  private newtonAt(step: Step, extraGminS: number): boolean {
    // The linear stamps are the same at every iteration: stamped once, copied back before each
    // iteration's device stamps (the same sums in the same order as restamping). Their matrix depends
    // only on the step size, so from one time point to the next at the same step only the right-hand
    // side is restamped (the capacitors' history), in the same order: the same numbers as a full stamp.
    const key = extraGminS === 0 ? (step.kind === 'initial' ? -1 : step.c0) : null;
    const base = (this.base ??= { a: new Float64Array(this.mna.a.length), b: new Float64Array(this.mna.b.length) });
    if (key !== null && key === this.baseKey && this.mna.resets === this.baseResets) {
      this.mna.reset(false);
      this.stamp(step);
      this.mna.matrixOn = true;
      this.mna.restore(base.a);
    } else {
      this.mna.reset(true, extraGminS);
      this.stamp(step);
      base.a.set(this.mna.a);
      this.baseCount = this.mna.written.count;
      this.baseKey = key;
      this.baseResets = this.mna.resets;
    }
    base.b.set(this.mna.b);
    for (let iteration = 0; iteration < MAX_NEWTON_ITERATIONS; iteration++) {
      if (iteration > 0) {
        this.mna.restore(base.a);
        this.mna.b.set(base.b);
      }
      let devicesConverged = true;
      for (const inst of this.nonlinear) {
        if (inst.open) continue;
        const ok = inst.definition.linearize?.(this.mna, inst, this.v, iteration === 0) ?? true;
        devicesConverged &&= ok;
      }
      const lu = this.factor((this.scratchFactors ??= new LuFactors(this.circuit.nodeCount, true)));
      this.xNew.set(this.mna.b);
      lu.solve(this.xNew);
      this.tree?.toNodes(this.xNew);
      let settled = true;
      // Past DAMP_AFTER iterations, half steps break the limit cycles a MOSFET at its threshold
      // (zero conductance below it) can fall into.
      const damping = iteration < DAMP_AFTER ? 1 : 0.5;
      let moved = 0;
      for (let k = 0; k < this.x.length; k++) {
        const xk = this.x[k] + damping * (this.xNew[k] - this.x[k]);
        if (!Number.isFinite(xk)) {
          this.x.fill(0); // the next rung starts afresh rather than from NaN
          return false;
        }
        const change = Math.abs(xk - this.x[k]);
        if (change > VOLTAGE_TOLERANCE_V + 1e-6 * Math.abs(xk)) settled = false;
        moved = Math.max(moved, change);
        this.x[k] = xk;
      }
      if (settled && devicesConverged) return this.plausible();
      if (settled && iteration > 0) {
        if (this.kclResidual(step) < RESIDUAL_TOLERANCE_A) return this.plausible();
        continue;
      }
      if (damping === 1 && moved <= CHORD_MOVED_V && extraGminS === 0 && this.mna.sourceScale === 1 && this.chordConfirms(step, lu)) return this.plausible();
    }
    return false;
  }

  /**
   * Whether the iterate Newton just reached is already converged, without the confirming iteration's
   * refactorisation: Kirchhoff's law holds at every node to RESIDUAL_TOLERANCE_A with the true device
   * currents, and the next Newton update, estimated with this iteration's factors (a chord step: the
   * Jacobian at the previous iterate, a few per cent off after an update of at most CHORD_MOVED_V), is
   * under CHORD_MARGIN of the voltage tolerance. The update is then applied, as the confirming
   * iteration would have.
   */
  private chordConfirms(step: Step, lu: LuFactors): boolean {
    // Counted like a solve without its factorisation: a residual pass (a stamping's worth) and a substitution.
    this.budget.work += this.x.length * this.x.length + FIXED_COST_PER_SOLVE;
    if (this.chordResidual(step) >= RESIDUAL_TOLERANCE_A) return false;
    const r = this.residual as Float64Array;
    lu.solve(r);
    this.tree?.toNodes(r);
    for (let k = 0; k < r.length; k++) {
      if (!(Math.abs(r[k]) <= CHORD_MARGIN * (VOLTAGE_TOLERANCE_V + 1e-6 * Math.abs(this.x[k])))) return false;
    }
    for (let k = 0; k < r.length; k++) this.x[k] -= r[k];
    return true;
  }

  private plausible(): boolean {
    for (let k = 0; k < this.x.length; k++) if (Math.abs(this.x[k]) > MAX_PLAUSIBLE_V) return false;
    return true;
  }
}

/** Adds each closed part's true current at its pins into `into`, by node (the ground's left out). */
function addPinCurrents(instances: readonly Instance[], v: VoltageReader, step: Step, into: Float64Array): void {
  for (let d = 0; d < instances.length; d++) {
    const inst = instances[d];
    if (inst.open) continue;
    const { pins, definition } = inst;
    if (pins.length === 2 && definition.current) {
      // A two-pin part's currents are [i, −i]: read without allocating the pair.
      const i = definition.current(inst, v, step);
      if (pins[0] >= 0) into[pins[0]] += i;
      if (pins[1] >= 0) into[pins[1]] -= i;
      continue;
    }
    if (!definition.currents) continue;
    const currents = definition.currents(inst, v, step);
    for (let pin = 0; pin < pins.length; pin++) if (pins[pin] >= 0) into[pins[pin]] += currents[pin];
  }
}
