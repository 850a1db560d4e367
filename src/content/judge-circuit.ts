// The one judge of a circuit answer, for every caller: the player page (test plays and community
// levels), the server (attempts on bundled exercises and community levels), the content checks
// (untouched start, reference and star solutions) and the tests. The grid comes from the learner, or
// from exerciseStart / solutionGrid (solver-puzzle.ts, the solver's puzzle rules); it is simulated and
// compared with the goal (src/engine/judge-grid.ts), then given the overlay's feedback
// (src/api/feedback-titles.ts). Apart from the puzzle helpers so the page's lazy judge stays small.
// Pure: no DOM, no I/O. docs/architecture.md.
import type { CircuitExercise } from '../api/exercise';
import { feedbackOf, type AttemptFeedbackText } from '../api/feedback-titles';
import { judgeGrid } from '../engine/judge-grid';
import type { Grid, SimulationResult } from '../engine/types';

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

type JudgedExercise = Pick<CircuitExercise, 'goal' | 'tags' | 'successMessage' | 'failureMessage'> &
  Partial<Pick<CircuitExercise, 'prePlacedComponents'>>;

/** A built grid against the exercise's goal. The engine may throw ConvergenceError; callers decide what that means. */
export function judgeCircuit(exercise: JudgedExercise, grid: Grid): CircuitJudgement {
  // Pre-placed pieces are locked: the explanations never tell the learner to turn one.
  const locked = (exercise.prePlacedComponents ?? []).map((p) => ({ row: p.row, col: p.col }));
  const verdict = judgeGrid(grid, exercise.goal, exercise.tags, undefined, locked);
  return {
    correct: verdict.correct,
    starAchieved: verdict.correct && verdict.result.star,
    details: verdict.details,
    feedback: feedbackOf(verdict, exercise),
    result: verdict.result,
  };
}
