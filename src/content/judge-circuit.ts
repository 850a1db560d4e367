// The one judge of a circuit answer, for every caller: the player page (test plays and community
// levels), the server (attempts on bundled exercises and community levels), the content checks
// (untouched start, reference and star solutions) and the tests. Start grid and solution from the
// solver's puzzle rules (src/solver/puzzle.ts), simulate and compare with the goal (src/engine/judge-grid.ts),
// then the overlay's feedback (src/api/feedback-titles.ts). Pure: no DOM, no I/O. docs/architecture.md.
import type { CircuitExercise } from '../api/exercise';
import { feedbackOf, type AttemptFeedbackText } from '../api/feedback-titles';
import { judgeGrid } from '../engine/judge-grid';
import type { Grid, SimulationResult } from '../engine/types';
import { applySolution, startGrid } from '../solver/puzzle';
import type { Solution } from './schema';
import { puzzleFromExercise } from './solver-puzzle';

export interface CircuitJudgement {
  correct: boolean;
  /** A correct build that also carried the star's current. */
  starAchieved: boolean;
  /** The goal check's failure texts; empty when correct. */
  details: string[];
  /** Title, the exercise's own message and the details, as the result overlay shows them. */
  feedback: AttemptFeedbackText;
  result: SimulationResult;
}

type JudgedExercise = Pick<CircuitExercise, 'goal' | 'tags' | 'successMessage' | 'failureMessage'>;

/** A built grid against the exercise's goal. The engine may throw ConvergenceError; callers decide what that means. */
export function judgeCircuit(exercise: JudgedExercise, grid: Grid): CircuitJudgement {
  const verdict = judgeGrid(grid, exercise.goal, exercise.tags);
  return {
    correct: verdict.correct,
    starAchieved: verdict.correct && verdict.result.star,
    details: verdict.details,
    feedback: feedbackOf(verdict, exercise),
    result: verdict.result,
  };
}

/** The grid before the learner moves; a pre-placed piece that does not fit is named in `problems`. */
export function exerciseStart(exercise: CircuitExercise, problems: string[] = []): Grid {
  return startGrid(puzzleFromExercise(exercise), problems);
}

/** The grid an authored solution builds; each move that does not fit is named in `problems`, after `name`. */
export function solutionGrid(exercise: CircuitExercise, solution: Solution, name: string, problems: string[] = []): Grid {
  return applySolution(puzzleFromExercise(exercise), { placements: solution.place, toggles: solution.toggle ?? [] }, problems, name);
}
