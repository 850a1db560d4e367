// Check for levels nobody earns points on (a test play from the level creator, a community level):
// the page's own engine judges the grid, with the same goal check and feedback texts as the server.
import type { CircuitExercise } from '../../../../api/exercise';
import { FEEDBACK_TITLES } from '../../../../api/feedback-titles';
import { checkGoal } from '../../../../engine/goal-check';
import { needsProbe } from '../../../../engine/measurement-goal';
import type { Grid } from '../../../../engine/types';
import type { AttemptFeedback } from '../shared/attempt-feedback';

export async function judgeLocally(exercise: CircuitExercise, grid: Grid): Promise<AttemptFeedback> {
  // Loaded on demand: only test plays and community levels judge here, and the live view already
  // runs the engine in its worker (docs/performance.md).
  const { simulate } = await import('../../../../engine/simulate');
  const result = simulate({ grid, probe: needsProbe(exercise.goal) });
  const verdict = checkGoal(result, exercise.goal, exercise.tags);
  return {
    correct: verdict.correct,
    starAchieved: verdict.correct && result.star,
    pointsAwarded: 0,
    feedback: {
      title: verdict.correct ? FEEDBACK_TITLES.correct : FEEDBACK_TITLES.wrong,
      message: verdict.correct ? exercise.successMessage : exercise.failureMessage,
      details: verdict.correct ? [] : verdict.details,
    },
  };
}
