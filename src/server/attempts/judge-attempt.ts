// Judges one answer against the bundled exercise, the same way the page does: a circuit grid is
// checked for legality (validate-grid.ts), then judged by the one circuit judge every caller uses
// (src/content/judge-circuit.ts: the engine and the goal check); a quiz
// option with correctOptionIndex; an info card completes on view. Throws HttpError 400 for an answer
// that does not fit the exercise.
import type { AttemptAnswer } from '../../api/attempts';
import type { CircuitExercise } from '../../api/exercise';
import { feedbackOf, type AttemptFeedbackText } from '../../api/feedback-titles';
import { judgeCircuit } from '../../content/judge-circuit';
import type { AuthoringExercise } from '../../content/schema';
import { ConvergenceError, validateSimulationRequest } from '../../engine/index';
import type { BulbState, LightType, Grid } from '../../engine/types';
import { HttpError } from '../http-error';
import { findGridProblem } from './validate-grid';

export interface Judgement {
  correct: boolean;
  starAchieved: boolean;
  isCircuit: boolean;
  bulbs?: Partial<Record<LightType, BulbState>>;
  /** The overlay's title, the exercise's own message and, for a wrong circuit, the engine's lines. */
  feedback: AttemptFeedbackText;
  /** A wrong circuit's explanation kinds (why its lights are as they are), for the teacher (docs/classes.md). */
  mistakes?: string[];
}

export function judgeAttempt(exercise: AuthoringExercise, answer: AttemptAnswer): Judgement {
  switch (exercise.exerciseType) {
    case 'circuit':
      return judgeCircuitAnswer(exercise, answer);
    case 'multiple-choice': {
      if (!('option' in answer)) throw new HttpError(400, 'answer.option is required for a multiple-choice exercise.', 'answer.option');
      if (answer.option >= exercise.options.length) {
        throw new HttpError(400, `answer.option must be between 0 and ${exercise.options.length - 1}.`, 'answer.option');
      }
      const correct = answer.option === exercise.correctOptionIndex;
      // No star to collect in a quiz: a right answer counts as starred so the level can be starred.
      return { correct, starAchieved: correct, isCircuit: false, feedback: feedbackOf({ correct, details: [] }, exercise) };
    }
    case 'info': {
      if (!('viewed' in answer)) throw new HttpError(400, 'answer.viewed must be true for an info card.', 'answer.viewed');
      return { correct: true, starAchieved: true, isCircuit: false, feedback: feedbackOf({ correct: true, details: [] }, { successMessage: '', failureMessage: '' }) };
    }
  }
}

/** A circuit answer against a bundled exercise or a community level (same legality rules, same engine). */
export function judgeCircuitAnswer(exercise: CircuitExercise, answer: AttemptAnswer): Judgement {
  if (!('grid' in answer)) throw new HttpError(400, 'answer.grid is required for a circuit exercise.', 'answer.grid');
  const grid = stripConnections(answer.grid);
  const problem = findGridProblem(exercise, grid);
  if (problem) throw new HttpError(400, problem.message, problem.field);
  // The engine's own request rules (one battery, one bulb of each type, values in range) still apply.
  const validation = validateSimulationRequest({ grid, probe: false });
  if (!validation.ok) throw new HttpError(400, `answer.${validation.error}`, 'answer.grid');
  try {
    const judgement = judgeCircuit(exercise, validation.request.grid);
    return { correct: judgement.correct, starAchieved: judgement.starAchieved, isCircuit: true, bulbs: judgement.result.bulbs, feedback: judgement.feedback, mistakes: judgement.correct ? [] : judgement.result.explanations.map((explanation) => explanation.kind) };
  } catch (error) {
    if (error instanceof ConvergenceError) throw new HttpError(422, error.message);
    throw error;
  }
}

/** `connections` is accepted for old clients and ignored (docs/engine.md); the engine never sees it. */
function stripConnections(grid: Grid | (Record<string, unknown> | null)[][]): Grid {
  return grid.map((row) =>
    row.map((cell) => {
      if (!cell) return null;
      const { connections: _ignored, ...rest } = cell as Record<string, unknown>;
      return rest as unknown as Grid[number][number];
    }),
  );
}
