// Where a learner picks up (docs/journey.md "Coming back"): the first exercise, in course order, that
// is not completed, and the chapter it is in. Pure: the map's "Continue where you left off" and the
// chapter a new account opens on both come from here.
import type { ExercisePlace } from './progress';
import { exerciseProgress } from './progress-rules';

export interface CourseShape {
  chapters: readonly { levels: readonly { exercises: readonly unknown[] }[] }[];
}

/** The first unfinished exercise, or null when the whole course is done. */
export function firstUnfinishedExercise(course: CourseShape, progress: unknown): ExercisePlace | null {
  for (const [chapter, { levels }] of course.chapters.entries()) {
    for (const [level, { exercises }] of levels.entries()) {
      for (let exercise = 0; exercise < exercises.length; exercise++) {
        if (!exerciseProgress(progress, chapter, level, exercise).completed) return { chapter, level, exercise };
      }
    }
  }
  return null;
}

/** The chapter holding the first unfinished exercise; the last chapter when all are done. */
export function firstUnfinishedChapter(course: CourseShape, progress: unknown): number {
  return firstUnfinishedExercise(course, progress)?.chapter ?? Math.max(0, course.chapters.length - 1);
}

/** Whether the learner has completed anything at all (a brand-new learner has not). */
export function hasStarted(progress: unknown): boolean {
  if (progress === null || typeof progress !== 'object') return false;
  return Object.keys(progress).some((key) => key !== 'projects');
}
