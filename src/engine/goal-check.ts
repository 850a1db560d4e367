// The Check verdict (spec section 5 "Goal match"): each goal bulb's status is that of the placed bulb of
// the same base type ('-straight' removed); all must match. Measurement goals (measurement-goal.ts) must
// read inside their window too. Failure texts come from feedback.ts and measurement-goal.ts.
import { goalOf } from './components/catalogue';
import { failureDetails, type WrongBulb } from './feedback';
import { checkReadings, isProbeGoal, readingFailureText, type GoalEntry } from './measurement-goal';
import type { BulbState, GoalBulb, SimulationResult } from './types';

export interface GoalCheck {
  correct: boolean;
  /** Status per base bulb type that the goal names (a bulb not on the grid is OFF). */
  bulbStatuses: Partial<Record<GoalBulb['type'], BulbState>>;
  /** Empty when correct; otherwise the overlay's failure texts in order. */
  details: string[];
}

/** The goal a light answers: 'red-bulb-straight' → 'red-bulb', 'red-led' → 'red-led' (catalogue). */
export function baseBulbType(type: string): string {
  return goalOf(type) ?? type;
}

/**
 * A grid holds at most one bulb of each type, but both the angled and the straight bulb of one colour
 * may be placed; then the goal is met if either shows the goal status, and the angled one is reported.
 */
function statusFor(result: SimulationResult, goal: GoalBulb): BulbState {
  const states = Object.entries(result.bulbs)
    .filter(([type]) => baseBulbType(type) === goal.type)
    .map(([, state]) => state as BulbState);
  if (states.length === 0) return 'OFF';
  return states.includes(goal.status) ? goal.status : states[0];
}

/** `result` needs probe data (simulate with `probe: true`) when the goal has measurement entries. */
export function checkGoal(result: SimulationResult, goal: readonly GoalEntry[], tags: readonly string[]): GoalCheck {
  const bulbStatuses: GoalCheck['bulbStatuses'] = {};
  const wrong: WrongBulb[] = [];
  for (const g of goal) {
    if (isProbeGoal(g)) continue;
    const state = statusFor(result, g);
    bulbStatuses[g.type] = state;
    if (state !== g.status) wrong.push({ goal: g, state });
  }
  const readings = checkReadings(result, goal).filter((r) => !r.met);
  const correct = wrong.length === 0 && readings.length === 0;
  const details = correct ? [] : [...(wrong.length > 0 ? failureDetails(wrong, tags) : []), ...readings.map((r) => readingFailureText(r.goal, r.reading))];
  return { correct, bulbStatuses, details };
}
