// One grid against one goal: simulate it (with probe readings when the goal asks for them) and run the
// goal check. Every verdict on a built grid goes through here: the judge of circuit answers
// (src/content/judge-circuit.ts), the solver and the lesson generator.
import { checkGoal } from './goal-check';
import { needsProbe, type GoalEntry } from './measurement-goal';
import { simulate, type SimulateOptions } from './simulate';
import type { Grid, SimulationResult } from './types';

export interface GridVerdict {
  correct: boolean;
  /** The goal check's failure texts; empty when correct. */
  details: string[];
  result: SimulationResult;
}

export function judgeGrid(grid: Grid, goal: readonly GoalEntry[], tags: readonly string[], options?: SimulateOptions): GridVerdict {
  const result = simulate({ grid, probe: needsProbe(goal) }, options);
  const { correct, details } = checkGoal(result, goal, tags);
  return { correct, details, result };
}
