// The bundled exercises (the course's chapters and the projects): found in src/content, turned into a
// puzzle and judged by their exercise type's kind (kinds/index.ts), recorded in the learner's progress
// (progress/course-results.ts: points and star for a chapter, level completion for a project), their
// streak and their classes' tries. Shared by the course and project sources, which differ in where an
// exercise is and how its completion counts.
import type { AttemptResponse } from '../../../api/index';
import { findExercise, type ExerciseLocation } from '../../../content/index';
import { recordClassTry } from '../../classes/record-try';
import { HttpError } from '../../http-error';
import { recordCourseResult, type AttemptLocation } from '../../progress/index';
import { bundledPuzzle } from '../kinds/index';
import { replyOf, type RecordContext, type Resolved, type ResolveContext, type Verdict } from './source';

export async function resolveBundled(where: ExerciseLocation, { user, priority }: ResolveContext): Promise<Resolved> {
  const exercise = findExercise(where);
  if (!exercise) throw new HttpError(404, 'There is no such exercise.');
  return bundledPuzzle(exercise, where, { userId: user.id, priority });
}

export async function recordBundled(
  where: ExerciseLocation,
  location: AttemptLocation,
  verdict: Verdict,
  { database, user, snapshot, activeToday, today }: RecordContext,
): Promise<AttemptResponse> {
  // A completed exercise keeps the daily streak going, in the learner's own time zone.
  const activeDay = verdict.correct && !activeToday ? today : null;
  const judged = { correct: verdict.correct, starAchieved: verdict.starAchieved, isCircuit: verdict.starBonus, isQuiz: verdict.firstAnswerOnly };
  const recorded = await recordCourseResult(database, user, location, judged, snapshot, activeDay);
  await recordClassTry(database, user.id, where, verdict.correct ? 'right' : 'wrong', verdict.mistakes);
  return replyOf(verdict, {
    completed: recorded.completed,
    starAchieved: verdict.starAchieved && verdict.starBonus && !recorded.hinted,
    pointsAwarded: recorded.pointsAwarded,
    points: recorded.points,
    pointsVersion: recorded.pointsVersion,
  });
}
