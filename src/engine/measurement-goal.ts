// Measurement goals: a circuit goal entry that asks for a probe reading between two values at the end
// of the simulation window, e.g. "the current probe reads between 20 and 26 mA" (docs/course.md).
// The page, the server, the solver and the content checks all judge readings with this one module.
import type { GoalBulb, ProbeData, SimulationResult } from './types';

export type ProbeQuantity = 'current' | 'voltage';

/** Amps for current, volts for voltage; the reading's magnitude is compared, so a probe turned round still counts. */
export interface ProbeGoal {
  probe: ProbeQuantity;
  min: number;
  max: number;
}

export type GoalEntry = GoalBulb | ProbeGoal;

export function isProbeGoal(entry: GoalEntry): entry is ProbeGoal {
  return 'probe' in entry;
}

export function bulbGoals(goal: readonly GoalEntry[]): GoalBulb[] {
  return goal.filter((g): g is GoalBulb => !isProbeGoal(g));
}

export function probeGoals(goal: readonly GoalEntry[]): ProbeGoal[] {
  return goal.filter(isProbeGoal);
}

/** Whether judging this goal needs the engine's probe data (simulate with `probe: true`). */
export function needsProbe(goal: readonly GoalEntry[]): boolean {
  return goal.some(isProbeGoal);
}

/** The last sample of a quantity (its magnitude), or null when no probe on the grid measures it. */
export function finalReading(probeData: ProbeData | null, quantity: ProbeQuantity): number | null {
  const series = quantity === 'current' ? probeData?.current : probeData?.vdiff;
  const last = series && series.length > 0 ? series[series.length - 1] : null;
  return last === null || last === undefined ? null : Math.abs(last);
}

export function readingMet(goal: ProbeGoal, reading: number | null): boolean {
  return reading !== null && reading >= goal.min && reading <= goal.max;
}

const UNIT = { current: { name: 'mA', scale: 1000 }, voltage: { name: 'V', scale: 1 } } as const;

/** A reading as the learner sees it: "24 mA", "4.5 V" (at most three significant digits). */
export function formatReading(quantity: ProbeQuantity, value: number): string {
  const unit = UNIT[quantity];
  return `${Number((value * unit.scale).toPrecision(3))} ${unit.name}`;
}

/** "between 20 and 26 mA" */
export function formatTarget(goal: ProbeGoal): string {
  const unit = UNIT[goal.probe];
  const n = (v: number) => Number((v * unit.scale).toPrecision(3));
  return `between ${n(goal.min)} and ${n(goal.max)} ${unit.name}`;
}

const PROBE_NAME: Record<ProbeQuantity, string> = { current: 'current probe', voltage: 'voltage probe' };

/** The failure line for a reading outside its window (or no probe placed to read it). */
export function readingFailureText(goal: ProbeGoal, reading: number | null): string {
  if (reading === null) {
    return `The ${PROBE_NAME[goal.probe]} should read ${formatTarget(goal)}, but no probe on the grid measures ${goal.probe === 'current' ? 'current' : 'voltage'}. Place one in the circuit.`;
  }
  return `The ${PROBE_NAME[goal.probe]} reads ${formatReading(goal.probe, reading)} but should read ${formatTarget(goal)}.`;
}

export interface ReadingCheck {
  goal: ProbeGoal;
  reading: number | null;
  met: boolean;
}

export function checkReadings(result: Pick<SimulationResult, 'probeData'>, goal: readonly GoalEntry[]): ReadingCheck[] {
  return probeGoals(goal).map((g) => {
    const reading = finalReading(result.probeData, g.probe);
    return { goal: g, reading, met: readingMet(g, reading) };
  });
}
