// The bundled course as browser tests address it: an exercise by its title, with its route.
import { course } from '../../src/content/index';

/** A circuit exercise of the course by title, with its route. */
export function circuitExerciseNamed(title: string) {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (exercise.exerciseType === 'circuit' && exercise.title === title) return { path: `/chapter/${c}/level/${l}/exercise/${e}`, exercise };
      }
    }
  }
  throw new Error(`No circuit exercise '${title}' in the course`);
}
