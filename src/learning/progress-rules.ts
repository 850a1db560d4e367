// docs/product.md "What is stored", User profile: a level is complete when every exercise in it is completed, and
// starred when every exercise has a star. Info cards and quizzes have no star to earn (the server
// never awards one), so "every exercise" means every exercise that offers a star; a level with none
// has no star to earn and is never starred (its map dot shows no star, as its summary shows "–").
// Pure: shared by the learning map and the server.
import type { MapExercise, Exercise } from '../api/index';
import { exerciseEntry } from './progress';

/** What the map needs of one exercise's entry. */
export interface ExerciseState {
  completed: boolean;
  starAchieved: boolean;
  /** A quiz whose first answer was wrong: completed for no points. */
  missed?: boolean;
}

export interface LevelStatus {
  complete: boolean;
  /** Some exercise of the level offers a star: only then does the map draw one. */
  starOffered: boolean;
  /** Complete, a star is offered, and every exercise offering one has it. */
  starred: boolean;
  /** Exercises completed, out of `total`. */
  completedCount: number;
  total: number;
}

/**
 * Whether a star earned on an exercise of this type adds its points: a circuit's lit star piece, a
 * fault found within the fewest measurements. The attempt's progress rule (each kind's `starBonus`)
 * and a guest's points recounted on merging read this one table.
 */
export const STAR_EARNS_POINTS: { readonly [T in Exercise['exerciseType']]: boolean } = {
  circuit: true,
  fault: true,
  'multiple-choice': false,
  info: false,
};

/**
 * A circuit exercise offers a star when one is pre-placed or in its tray; a fault always does (found
 * within the fewest measurements). The course map (GET /api/course/map) carries this answer for each
 * exercise instead of its pieces.
 */
export function offersStar(exercise: Exercise | MapExercise): boolean {
  if ('offersStar' in exercise) return exercise.offersStar;
  if (exercise.exerciseType === 'fault') return true;
  if (exercise.exerciseType !== 'circuit') return false;
  return exercise.prePlacedComponents.some((p) => p.type === 'star') || exercise.inventory.some((i) => i.type === 'star');
}

/** One exercise's entry of profile.progress[chapter][level][exercise]; missing or malformed → not done. */
export function exerciseProgress(progress: unknown, chapter: number, level: number, exercise: number): ExerciseState {
  const entry = exerciseEntry(progress, { chapter, level, exercise });
  return { completed: entry?.completed === true, starAchieved: entry?.starAchieved === true, ...(entry?.missed === true ? { missed: true } : {}) };
}

export function levelStatus(
  exercises: readonly (Exercise | MapExercise)[],
  progress: unknown,
  chapter: number,
  level: number,
): LevelStatus {
  const entries = exercises.map((_, index) => exerciseProgress(progress, chapter, level, index));
  const completedCount = entries.filter((e) => e.completed).length;
  const complete = exercises.length > 0 && completedCount === exercises.length;
  const starOffered = exercises.some(offersStar);
  const starred = complete && starOffered && exercises.every((exercise, index) => !offersStar(exercise) || entries[index].starAchieved);
  return { complete, starOffered, starred, completedCount, total: exercises.length };
}
