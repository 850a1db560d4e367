// The one judge of a circuit answer, for every caller: the player page (test plays and community
// levels), the server (attempts on bundled exercises and community levels), the content checks
// (untouched start, reference and star solutions) and the tests. The grid comes from the learner, or
// from exerciseStart / solutionGrid (solver-puzzle.ts, the solver's puzzle rules); it is simulated and
// compared with the goal (src/engine/judge-grid.ts), then given the overlay's feedback
// (src/api/feedback-titles.ts). Apart from the puzzle helpers so the page's lazy judge stays small.
// Pure: no DOM, no I/O. docs/architecture.md.
import type { CircuitExercise, PrePlacedComponent } from '../api/exercise';
import { feedbackOf, type AttemptFeedbackText } from '../api/feedback-titles';
import { pieceKey } from '../engine/components/catalogue';
import { entryVerdicts } from '../engine/goal-verdict';
import { judgeGrid } from '../engine/judge-grid';
import type { SimulateOptions } from '../engine/simulate';
import type { Cell, Grid, SimulationResult } from '../engine/types';
import type { Solution } from './schema';

export interface CircuitJudgement {
  correct: boolean;
  /** A correct build that also carried the star's current. */
  starAchieved: boolean;
  /** One sentence per unmet goal entry; empty when correct. */
  details: string[];
  /** Title, the exercise's own message and the details, as the result overlay shows them. */
  feedback: AttemptFeedbackText;
  result: SimulationResult;
}

export type JudgedExercise = Pick<CircuitExercise, 'goal' | 'tags' | 'successMessage' | 'failureMessage'> &
  Partial<Pick<CircuitExercise, 'prePlacedComponents'>> & {
    /** The bundled course's reference builds (the server knows them; a community level has none). */
    solution?: Solution;
    starSolution?: Solution;
  };

function sortedPieces(cells: readonly Cell[]): string {
  return cells.map(pieceKey).sort().join('|');
}

/** The pieces the learner placed (every piece not pre-placed), as a sorted list. */
function learnerPieces(grid: Grid, prePlaced: readonly PrePlacedComponent[]): string {
  const fixed = new Set(prePlaced.map((p) => `${p.row},${p.col}`));
  const placed = grid.flatMap((row, r) => row.flatMap((cell, c) => (cell && !fixed.has(`${r},${c}`) ? [cell] : [])));
  return sortedPieces(placed);
}

/**
 * The exercise's success text describes its reference build (its values, its readings). It is shown only
 * when the learner placed the same pieces with the same values (a reference or star build); another
 * build that meets the goal gets the judge's own lines about it instead (docs/explanations.md).
 */
function successText(exercise: JudgedExercise, grid: Grid, result: SimulationResult): string {
  const references = [exercise.solution, exercise.starSolution].filter((s): s is Solution => s !== undefined);
  if (references.length === 0) return exercise.successMessage;
  const mine = learnerPieces(grid, exercise.prePlacedComponents ?? []);
  if (references.some((s) => sortedPieces(s.place) === mine)) return exercise.successMessage;
  return ['Your circuit meets every goal entry.', ...entryVerdicts(result, exercise.goal).map((v) => v.line)].join(' ');
}

/**
 * A built grid against the exercise's goal. The engine may throw ConvergenceError (also past
 * `options.maxWork`, the server's cost cap); callers decide what that means.
 */
export function judgeCircuit(exercise: JudgedExercise, grid: Grid, options?: SimulateOptions): CircuitJudgement {
  // Pre-placed pieces are locked: the explanations never tell the learner to turn one.
  const locked = (exercise.prePlacedComponents ?? []).map((p) => ({ row: p.row, col: p.col }));
  const verdict = judgeGrid(grid, exercise.goal, exercise.tags, options, locked);
  const messages = { successMessage: verdict.correct ? successText(exercise, grid, verdict.result) : exercise.successMessage, failureMessage: exercise.failureMessage };
  return {
    correct: verdict.correct,
    starAchieved: verdict.correct && verdict.result.star,
    details: verdict.details,
    feedback: feedbackOf(verdict, messages),
    result: verdict.result,
  };
}
