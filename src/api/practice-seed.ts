// Where a practice exercise is (docs/api.md "Practice"): a course chapter and a practice seed. Shared by
// the practice routes, the meter and the hints, which all take the same pair.
import { z } from 'zod';

/** The highest practice seed (as the generate route's seed). */
export const MAX_PRACTICE_SEED = 1_000_000;

const SEED_MESSAGE = `seed must be a whole number from 0 to ${MAX_PRACTICE_SEED}.`;
export const practiceSeedSchema = z.number({ error: SEED_MESSAGE }).int(SEED_MESSAGE).min(0, SEED_MESSAGE).max(MAX_PRACTICE_SEED, SEED_MESSAGE);

const CHAPTER_MESSAGE = 'chapter must be a chapter number.';
/** Zero-based course chapter, as in chapter attempts. */
export const practiceChapterSchema = z.number({ error: CHAPTER_MESSAGE }).int(CHAPTER_MESSAGE).min(0, CHAPTER_MESSAGE).max(99, CHAPTER_MESSAGE);

/** The body names a practice seed: a practice request, not a course or project one. */
export function namesPracticeSeed(body: unknown): boolean {
  return body !== null && typeof body === 'object' && 'seed' in body && !('project' in body);
}
