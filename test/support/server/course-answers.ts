// Test support: right answers to bundled chapter exercises, built from the content's reference
// solutions, so API tests can earn real points through POST /api/attempts.
import { findExercise, type AuthoringCircuitExercise, type AuthoringExercise } from '../../../src/content/index';
import { type Solution, exerciseStart, solutionGrid } from '../../../src/puzzle/index';
import type { Grid } from '../../../src/engine/index';

export type ChapterWhere = { chapter: number; level: number; exercise: number };

/** Every bundled chapter exercise of a type that `accept` takes, in course order. */
export function chapterExercises<T extends AuthoringExercise['exerciseType']>(
  type: T,
  accept: (exercise: Extract<AuthoringExercise, { exerciseType: T }>) => boolean = () => true,
): { where: ChapterWhere; exercise: Extract<AuthoringExercise, { exerciseType: T }> }[] {
  const found: { where: ChapterWhere; exercise: Extract<AuthoringExercise, { exerciseType: T }> }[] = [];
  for (let chapter = 0; chapter < 10; chapter++) {
    for (let level = 0; level < 20; level++) {
      for (let exercise = 0; exercise < 20; exercise++) {
        const candidate = findExercise({ chapter, level, exercise }) as AuthoringExercise | null;
        if (candidate?.exerciseType === type && accept(candidate as Extract<AuthoringExercise, { exerciseType: T }>)) {
          found.push({ where: { chapter, level, exercise }, exercise: candidate as Extract<AuthoringExercise, { exerciseType: T }> });
        }
      }
    }
  }
  return found;
}

/** The untouched start, built by the one judge every caller uses (src/content/judge-circuit.ts). */
export function startGrid(exercise: AuthoringCircuitExercise): Grid {
  return exerciseStart(exercise);
}

/** The grid a reference (or star) solution builds. */
export function solvedGrid(exercise: AuthoringCircuitExercise, solution: Solution = exercise.solution): Grid {
  return solutionGrid(exercise, solution, 'reference solution');
}
