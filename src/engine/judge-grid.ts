// One grid against one goal: simulate it (with probe readings when the goal asks for them) and run the
// goal check. Every verdict on a built grid goes through here: the judge of circuit answers
// (src/content/judge-circuit.ts), the solver and the lesson generator.
import { checkGoal } from './goal-check';
import { needsProbe, type GoalEntry } from './measurement-goal';
import { simulate, type SimulateOptions } from './simulate';
import type { CellRef, Grid, SimulationResult } from './types';

export interface GridVerdict {
  correct: boolean;
  /** The goal check's failure texts; empty when correct. */
  details: string[];
  result: SimulationResult;
}

/** `locked`: the pieces the learner cannot move or turn, so the explanations name a piece they can change. */
export function judgeGrid(
  grid: Grid, goal: readonly GoalEntry[], tags: readonly string[], options?: SimulateOptions, locked: readonly CellRef[] = [],
): GridVerdict {
  // The goal goes to the engine too: the explanations point toward it (docs/explanations.md).
  const result = simulate({ grid, probe: needsProbe(goal), goal: [...goal], locked: [...locked] }, options);
  const { correct, details } = checkGoal(result, goal, tags);
  return { correct, details, result };
}
