// The current an exploded light would carry if it could not burn out, and the smallest of the course's
// resistors that, put in series with it, keeps it under its limit. Two extra point solves of the same
// grid: the light kept whole (a part that never explodes), then the light taken out (open) to read the
// voltage left across its ends. From these the rest of the circuit is one source with one resistance
// (Thévenin), good enough for a suggestion; the message says "about".
import type { Instance, Step } from '../components/define';
import { ConvergenceError } from '../errors';
import { buildCircuit, type Circuit } from '../netlist';
import { PointSolver, type Budget } from '../point-solver';
import type { Grid } from '../types';

export const COURSE_RESISTORS_OHM = [330, 560, 660] as const;
/**
 * Work (≈ flops) all the what-if solves of one simulate() may take together — a few hundred plain DC
 * solves, ~50 ms at worst — so a grid of burnt-out lights cannot make a request run long; past it the
 * message simply gives no figures.
 */
export const WHAT_IF_MAX_WORK = 5e7;

export function whatIfBudget(): Budget {
  return { work: 0, maxWork: WHAT_IF_MAX_WORK };
}

export interface Surge {
  /** Current the light would carry, amps. */
  currentA: number;
  /** Smallest course resistor that keeps it under the limit in series, or null if none does. */
  resistorOhm: number | null;
}

/** Another type id keeps the solver's explosion rule off a light; its model is unchanged. */
function unbreakable(inst: Instance, open: boolean): Instance {
  return { ...inst, definition: { ...inst.definition, type: 'resistor' }, open };
}

/**
 * Solves the grid once at t = 0 or in the steady state, no light able to explode (lights burnt out
 * together in series would otherwise hide each other's current), the one at `cellIndex` whole or open.
 */
function solveWith(question: SurgeQuestion, open: boolean): { currentA: number; volts: number } {
  const { grid, cellIndex, lights, atStart, budget } = question;
  const circuit: Circuit = buildCircuit(grid);
  const original = circuit.cells[cellIndex].instance as Instance;
  const kept = unbreakable(original, open);
  const lightInstances = new Set(circuit.cells.filter((c) => lights.has(c.index)).map((c) => c.instance));
  const instances = circuit.instances.map((inst) =>
    inst === original ? kept : lightInstances.has(inst) ? unbreakable(inst, false) : inst,
  );
  // Steady state: capacitors are full, so they pass nothing.
  if (!atStart) for (const inst of instances) if (inst.definition.stampStep) inst.open = true;
  const solver = new PointSolver({ ...circuit, instances }, budget);
  const step: Step = { kind: 'initial' };
  solver.solve(step);
  solver.complete();
  const volts = solver.v(kept.pins[0]) - solver.v(kept.pins[1]);
  return { currentA: open ? 0 : Math.abs(solver.current(kept, step)), volts: Math.abs(volts) };
}

export interface SurgeQuestion {
  grid: Grid;
  cellIndex: number;
  /** Cell indices of every light of the grid. */
  lights: ReadonlySet<number>;
  limitA: number;
  junction: boolean;
  /** It burnt out at t = 0 (capacitors still empty), else later (capacitors taken as full). */
  atStart: boolean;
  /** Shared by every what-if of one simulate() (whatIfBudget). */
  budget: Budget;
}

export function surge(question: SurgeQuestion): Surge | null {
  const { limitA, junction } = question;
  try {
    const whole = solveWith(question, false);
    if (whole.currentA <= limitA) return null;
    const open = solveWith(question, true);
    // The light as a drop plus a resistance: a bulb is 40 Ω (its volts / amps), an LED ≈ its own voltage.
    const dropV = junction ? whole.volts : 0;
    const ownOhm = junction ? 0 : whole.volts / whole.currentA;
    const restOhm = Math.max(0, (open.volts - whole.volts) / whole.currentA);
    const resistorOhm =
      COURSE_RESISTORS_OHM.find((r) => (open.volts - dropV) / (restOhm + ownOhm + r) <= limitA) ?? null;
    return { currentA: whole.currentA, resistorOhm };
  } catch (error) {
    if (error instanceof ConvergenceError) return null;
    throw error;
  }
}
