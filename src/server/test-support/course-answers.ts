// Test support: right answers to bundled chapter exercises, built from the content's reference
// solutions, so API tests can earn real points through POST /api/attempts.
import { findExercise } from '../../content/index';
import type { AuthoringCircuitExercise, AuthoringExercise, Solution } from '../../content/schema';
import type { Cell, Grid } from '../../engine/types';

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

export function startGrid(exercise: AuthoringCircuitExercise): Grid {
  const grid: Grid = Array.from({ length: exercise.gridSize.rows }, () => Array<Cell | null>(exercise.gridSize.cols).fill(null));
  for (const { type, row, col, rotation, isOn, resistanceValue } of exercise.prePlacedComponents) {
    grid[row]![col] = { type, rotation, ...(isOn === undefined ? {} : { isOn }), ...(resistanceValue === undefined ? {} : { resistanceValue }) };
  }
  return grid;
}

export function solvedGrid(exercise: AuthoringCircuitExercise, solution: Solution = exercise.solution): Grid {
  const grid = startGrid(exercise);
  for (const { type, row, col, rotation, isOn, resistanceValue } of solution.place) {
    grid[row]![col] = { type, rotation, ...(isOn === undefined ? {} : { isOn }), ...(resistanceValue === undefined ? {} : { resistanceValue }) };
  }
  for (const { row, col, isOn } of solution.toggle ?? []) grid[row]![col] = { ...grid[row]![col]!, isOn };
  return grid;
}
