// Measurement goals: a circuit goal entry that asks for a probe reading between two values at the end
// of the simulation window, e.g. "the current probe reads between 20 and 26 mA" (docs/course.md).
// The page, the server, the solver and the content checks all judge readings with this one module.
import type { GoalBulb, GoalEntry, ProbeData, ProbeGoal, ProbeQuantity, SimulationResult } from './types';

export type { GoalEntry, ProbeGoal, ProbeQuantity };
import { formatCurrent, formatRange, formatVoltage } from './units';


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

/** The last sample of a quantity (a current's magnitude, a voltage with its sign), or null when no probe measures it. */
export function finalReading(probeData: ProbeData | null, quantity: ProbeQuantity): number | null {
  const series = quantity === 'current' ? probeData?.current : probeData?.vdiff;
  const last = series && series.length > 0 ? series[series.length - 1] : null;
  if (last === null || last === undefined) return null;
  return quantity === 'current' ? Math.abs(last) : last;
}

export function readingMet(goal: ProbeGoal, reading: number | null): boolean {
  return reading !== null && reading >= goal.min && reading <= goal.max;
}

/** A reading as the learner sees it, in the one rounding of src/engine/units.ts: "24 mA", "450 µA", "4.5 V". */
export function formatReading(quantity: ProbeQuantity, value: number): string {
  return quantity === 'current' ? formatCurrent(value) : formatVoltage(value);
}

/** "between 20 and 26 mA" */
export function formatTarget(goal: ProbeGoal): string {
  return formatRange(goal.probe, goal.min, goal.max);
}

/** Voltage probes the wrong way round: the reading is negative and would be inside the window turned. */
export function probesReversed(goal: ProbeGoal, reading: number | null): boolean {
  return goal.probe === 'voltage' && reading !== null && reading < 0 && readingMet(goal, -reading);
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
