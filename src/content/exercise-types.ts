// One table per question the content asks of every exercise type (how to check it, which texts it
// shows): typed so that a type without its entry, or an entry for the wrong type, fails the type check
// (docs/architecture.md "Adding an exercise kind").
import type { AuthoringExercise } from './schema';

export type ExerciseType = AuthoringExercise['exerciseType'];
export type ExerciseOfType<T extends ExerciseType> = Extract<AuthoringExercise, { exerciseType: T }>;

/** An answer to one question for each exercise type, computed from that type's exercise. */
export type PerExerciseType<Result> = { [T in ExerciseType]: (exercise: ExerciseOfType<T>) => Result };

/** The table's answer for this exercise, from its own type's entry. */
export function byExerciseType<Result>(table: PerExerciseType<Result>, exercise: AuthoringExercise): Result {
  // TypeScript cannot pair a member of the union with its own entry; the table's type does.
  const entry = table[exercise.exerciseType] as (exercise: AuthoringExercise) => Result;
  return entry(exercise);
}
