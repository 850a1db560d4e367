// How a judged attempt changes a learner's progress and points (docs/product.md "What is stored", User profile,
// section 9 "Points"). Pure: the caller reads the stored progress under a row lock and writes the result.
// Nothing is ever downgraded, so repeating an attempt changes nothing and awards nothing.
import { POINTS_FOR_COMPLETION, POINTS_FOR_STAR, exerciseEntry, projectLevelEntry, withExerciseEntry, withProjectLevelEntry, type ExerciseProgress, type Progress } from '../../learning/index';
import type { ProgressChange } from './progress-change';
import { applyQuizAnswer } from './quiz-points';

export type { ProgressChange };

export { POINTS_FOR_COMPLETION, POINTS_FOR_STAR };

export interface JudgedAttempt {
  correct: boolean;
  /** Circuit: the star carried current in a correct build. Quiz and info: same as correct (no star to collect). */
  starAchieved: boolean;
  /** Only circuit exercises earn the star bonus. */
  isCircuit: boolean;
  /** A quiz: only a right first answer earns its points (quiz-points.ts). */
  isQuiz?: boolean;
}

export type AttemptLocation =
  | { kind: 'chapter'; chapter: number; level: number; exercise: number }
  /** `completesLevel`: this is the level's last exercise, so a correct answer completes the project level. */
  | { kind: 'project'; project: string; level: number; exercise: number; completesLevel: boolean };

export function applyAttempt(
  progress: Progress,
  where: AttemptLocation,
  attempt: JudgedAttempt,
  timestamp: string,
): ProgressChange {
  return where.kind === 'chapter'
    ? applyChapterAttempt(progress, where, attempt, timestamp)
    : applyProjectAttempt(progress, where, attempt, timestamp);
}

function applyChapterAttempt(
  progress: Progress,
  where: { chapter: number; level: number; exercise: number },
  attempt: JudgedAttempt,
  timestamp: string,
): ProgressChange {
  if (attempt.isQuiz) return applyQuizAnswer(progress, where, attempt.correct, timestamp);
  const before = exerciseEntry(progress, where);
  const wasCompleted = before?.completed === true;
  const hinted = before?.hinted === true;
  if (!attempt.correct) return { progress, changed: false, pointsAwarded: 0, completed: wasCompleted, hinted };

  const hadStar = before?.starAchieved === true;
  const starNow = attempt.starAchieved && !(hinted && attempt.isCircuit);
  const gainsStar = starNow && !hadStar;
  if (wasCompleted && !gainsStar) return { progress, changed: false, pointsAwarded: 0, completed: true, hinted };

  const pointsAwarded = (wasCompleted ? 0 : POINTS_FOR_COMPLETION) + (gainsStar && attempt.isCircuit ? POINTS_FOR_STAR : 0);
  const entry: ExerciseProgress = { completed: true, starAchieved: hadStar || starNow, timestamp, ...(hinted ? { hinted } : {}) };
  return { progress: withExerciseEntry(progress, where, entry), changed: true, pointsAwarded, completed: true, hinted };
}

function applyProjectAttempt(
  progress: Progress,
  where: { project: string; level: number; completesLevel: boolean },
  attempt: JudgedAttempt,
  timestamp: string,
): ProgressChange {
  const before = projectLevelEntry(progress, where.project, where.level);
  const levelDone = before?.completed === true;
  if (!attempt.correct) return { progress, changed: false, pointsAwarded: 0, completed: levelDone, hinted: false };
  if (levelDone || !where.completesLevel) return { progress, changed: false, pointsAwarded: 0, completed: true, hinted: false };
  const next = withProjectLevelEntry(progress, where.project, where.level, { completed: true, timestamp });
  return { progress: next, changed: true, pointsAwarded: 0, completed: true, hinted: false };
}

/**
 * Marks a chapter exercise as hinted (a piece was placed for the learner). An exercise not yet done gets
 * an entry that is not completed; nothing else changes. Returns null when it was marked already.
 */
export function markHinted(progress: Progress, where: { chapter: number; level: number; exercise: number }, timestamp: string): Progress | null {
  const before = exerciseEntry(progress, where);
  if (before?.hinted === true) return null;
  return withExerciseEntry(progress, where, { completed: false, starAchieved: false, timestamp, ...before, hinted: true });
}
