// An exercise's or a level's goal as scenarios, for every judge (page, server, content check, solver
// puzzles, the player's panel). Apart from exercise.ts so the page's lazy judge loads no zod
// (docs/performance.md); the Scenario type is exercise.ts's.
import type { GoalEntry } from '../engine/index';
import type { Scenario } from './exercise';

/**
 * What an exercise or level is judged against: its scenarios, or its one goal as a single scenario
 * without label or inputs (the board as the learner left it).
 */
export function goalScenarios(judged: { goal?: readonly GoalEntry[]; scenarios?: readonly Scenario[] }): Scenario[] {
  if (judged.scenarios && judged.scenarios.length > 0) return judged.scenarios.map((s) => ({ ...s, goal: [...s.goal] }));
  return [{ label: '', inputs: {}, goal: [...(judged.goal ?? [])] }];
}

/** Every goal entry the exercise names, in every scenario (what the lights the learner must bring are). */
export function allGoalEntries(judged: { goal?: readonly GoalEntry[]; scenarios?: readonly Scenario[] }): GoalEntry[] {
  return goalScenarios(judged).flatMap((s) => s.goal);
}
