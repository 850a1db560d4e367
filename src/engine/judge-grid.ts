// One grid against one goal: simulate it (with probe readings when the goal asks for them) and run the
// goal check. Every verdict on a built grid goes through here: the judge of circuit answers
// (src/puzzle/judge-circuit.ts), the solver and the lesson generator. A scenario goal judges the grid once
// per scenario (judgeScenarios).
import { applyScenarioInputs, boardInputsOfScenario, type ScenarioInputs } from './components/scenario-inputs';
import { checkGoal } from './goal-check';
import { needsProbe, type GoalEntry } from './measurement-goal';
import { simulate, type SimulateOptions } from './simulate';
import type { CellRef, Grid, SimulationRequest, SimulationResult } from './types';

export interface GridVerdict {
  correct: boolean;
  /** The goal check's failure texts; empty when correct. */
  details: string[];
  result: SimulationResult;
}

/**
 * `locked`: the pieces the learner cannot move or turn, so the explanations name a piece they can change.
 * `board`: the board's inputs (a scenario's light level, components/scenario-inputs.ts).
 */
export function judgeGrid(
  grid: Grid, goal: readonly GoalEntry[], tags: readonly string[], options?: SimulateOptions, locked: readonly CellRef[] = [],
  board: Partial<Pick<SimulationRequest, 'light'>> = {},
): GridVerdict {
  // The goal goes to the engine too: the explanations point toward it (docs/explanations.md).
  const result = simulate({ grid, probe: needsProbe(goal), goal: [...goal], locked: [...locked], ...board }, options);
  const { correct, details } = checkGoal(result, goal, tags);
  return { correct, details, result };
}

/** A goal with the inputs it is judged under (a scenario, components/scenario-inputs.ts); no inputs: the grid as it is. */
export interface GridScenario {
  inputs: ScenarioInputs;
  goal: readonly GoalEntry[];
}

/** One grid under each scenario: its inputs applied to the input pieces and the board, then its goal checked. */
export function judgeScenarios(
  grid: Grid, scenarios: readonly GridScenario[], tags: readonly string[], options?: SimulateOptions, locked: readonly CellRef[] = [],
): GridVerdict[] {
  return scenarios.map((s) => judgeGrid(applyScenarioInputs(grid, s.inputs), s.goal, tags, options, locked, boardInputsOfScenario(s.inputs)));
}
