// The Check verdict (spec section 5 "Goal match"): each goal bulb's status is that of the placed bulb of
// the same base type ('-straight' removed); all must match, and a goal light must be on the grid (an
// absent light is OFF but meets no goal, not even an OFF one). Measurement goals (measurement-goal.ts) must
// read inside their window too. The failure lines are goal-verdict.ts's: one sentence per unmet entry.
import { goalOf } from './components/catalogue';
import { goalLightMet, statusFor, unmetLines } from './goal-verdict';
import { checkReadings, isProbeGoal, type GoalEntry } from './measurement-goal';
import type { BulbState, GoalBulb, SimulationResult } from './types';

export interface GoalCheck {
  correct: boolean;
  /** Status per base bulb type that the goal names (a bulb not on the grid is OFF). */
  bulbStatuses: Partial<Record<GoalBulb['type'], BulbState>>;
  /** Empty when correct; otherwise one sentence per unmet goal entry, in the goal's order. */
  details: string[];
}

/** The goal a light answers: 'red-bulb-straight' → 'red-bulb', 'red-led' → 'red-led' (catalogue). */
export function baseBulbType(type: string): string {
  return goalOf(type) ?? type;
}

/** `result` needs probe data (simulate with `probe: true`) when the goal has measurement entries. */
export function checkGoal(result: SimulationResult, goal: readonly GoalEntry[], _tags: readonly string[] = []): GoalCheck {
  const bulbStatuses: GoalCheck['bulbStatuses'] = {};
  let wrong = 0;
  for (const g of goal) {
    if (isProbeGoal(g)) continue;
    bulbStatuses[g.type] = statusFor(result, g);
    if (!goalLightMet(result, g)) wrong++;
  }
  const readings = checkReadings(result, goal).filter((r) => !r.met);
  const correct = wrong === 0 && readings.length === 0;
  return { correct, bulbStatuses, details: correct ? [] : unmetLines(result, goal) };
}
