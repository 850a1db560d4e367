// How a quiz answer changes a learner's progress (docs/api.md "Attempts", docs/course.md "Quizzes that
// can't be gamed"): guessing never pays as well as knowing. Only a right FIRST answer earns the quiz's
// 10 points; a wrong first answer is remembered (`missed`), and a later right answer then completes the
// quiz for 0 points. Pure, like progress-update.ts: the caller applies it to the stored progress under
// the same conditional write or row lock, so two racing answers are judged one after the other.
import { entryPoints, exerciseEntry, withExerciseEntry, type ExerciseProgress, type Progress } from '../../learning/index';
import type { ProgressChange } from './progress-change';

export function applyQuizAnswer(
  progress: Progress,
  where: { chapter: number; level: number; exercise: number },
  correct: boolean,
  timestamp: string,
): ProgressChange {
  const before = exerciseEntry(progress, where);
  const unchanged = { progress, changed: false, pointsAwarded: 0, completed: before?.completed === true, hinted: false };
  // Done is done: a right answer already counted, and a later wrong one takes nothing away.
  if (before?.completed === true) return unchanged;
  if (!correct) {
    if (before?.missed === true) return unchanged;
    const entry: ExerciseProgress = { completed: false, starAchieved: false, timestamp, missed: true };
    return { progress: withExerciseEntry(progress, where, entry), changed: true, pointsAwarded: 0, completed: false, hinted: false };
  }
  // A quiz has no star to collect: a right answer counts as starred so its level can be starred.
  const entry: ExerciseProgress = { completed: true, starAchieved: true, timestamp, ...(before?.missed === true ? { missed: true } : {}) };
  return { progress: withExerciseEntry(progress, where, entry), changed: true, pointsAwarded: entryPoints(entry, false), completed: true, hinted: false };
}
