// What a finished level earned (docs/journey.md "The level-complete moment"): stars collected out of
// those on offer, and the points its exercises are worth by the award rules (10 per completed
// exercise, +5 per circuit star). Pure: the level-complete screen reads it from the profile.
import type { Exercise } from '../api/index';
import { exerciseProgress, offersStar } from './progress-rules';

/** The award rules (docs/product.md "Numbers", Points); the server's attempts and merges use these too. */
export const POINTS_FOR_COMPLETION = 10;
export const POINTS_FOR_STAR = 5;

/**
 * What a completed exercise's entry is worth: 10, +5 for a circuit's star; a quiz whose first answer was
 * wrong (`missed`) earns nothing (docs/course.md "Quizzes that can't be gamed").
 */
export function entryPoints(entry: { completed?: boolean; starAchieved?: boolean; missed?: boolean }, isCircuit: boolean): number {
  if (entry.completed !== true || entry.missed === true) return 0;
  return POINTS_FOR_COMPLETION + (isCircuit && entry.starAchieved === true ? POINTS_FOR_STAR : 0);
}

export interface LevelSummary {
  stars: number;
  starsOffered: number;
  points: number;
  completed: number;
  total: number;
}

export function summarizeLevel(exercises: readonly Exercise[], progress: unknown, chapter: number, level: number): LevelSummary {
  let stars = 0;
  let starsOffered = 0;
  let points = 0;
  let completed = 0;
  exercises.forEach((exercise, index) => {
    const entry = exerciseProgress(progress, chapter, level, index);
    const star = offersStar(exercise);
    if (star) starsOffered += 1;
    if (!entry.completed) return;
    completed += 1;
    points += entryPoints(entry, star);
    if (star && entry.starAchieved) stars += 1;
  });
  return { stars, starsOffered, points, completed, total: exercises.length };
}

/** The level after (chapter, level): the next in the chapter, else the next chapter's first, else null. */
export function nextLevel(
  course: { chapters: readonly { levels: readonly unknown[] }[] },
  chapter: number,
  level: number,
): { chapter: number; level: number } | null {
  if (level + 1 < (course.chapters[chapter]?.levels.length ?? 0)) return { chapter, level: level + 1 };
  if (chapter + 1 < course.chapters.length) return { chapter: chapter + 1, level: 0 };
  return null;
}
