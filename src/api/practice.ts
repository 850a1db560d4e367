// Practice (docs/api.md "Practice", docs/course.md "Practice"): fresh generated levels on a chapter's
// ideas. GET /api/practice/{chapter}?seed=N serves one; POST /api/practice/attempts judges an answer
// (no points; a solved one counts for the daily streak). Shared by the server and the page.
import { z } from 'zod';
import { attemptGridSchema } from './attempts';
import type { LevelInput } from './levels';

/** The highest practice seed (as the generate route's seed). */
export const MAX_PRACTICE_SEED = 1_000_000;

export const practiceSeedSchema = z
  .number({ error: `seed must be a whole number from 0 to ${MAX_PRACTICE_SEED}.` })
  .int(`seed must be a whole number from 0 to ${MAX_PRACTICE_SEED}.`)
  .min(0, `seed must be a whole number from 0 to ${MAX_PRACTICE_SEED}.`)
  .max(MAX_PRACTICE_SEED, `seed must be a whole number from 0 to ${MAX_PRACTICE_SEED}.`);

export const practiceAttemptSchema = z.strictObject({
  /** Zero-based course chapter, as in chapter attempts. */
  chapter: z.number({ error: 'chapter must be a chapter number.' }).int('chapter must be a chapter number.').min(0, 'chapter must be a chapter number.').max(99, 'chapter must be a chapter number.'),
  seed: practiceSeedSchema,
  answer: z.strictObject({ grid: attemptGridSchema }),
});
export type PracticeAttemptRequest = z.infer<typeof practiceAttemptSchema>;

/** GET /api/practice/{chapter}: the level in the community-level shape, with its task in `description`. */
export interface PracticeLevelResponse {
  chapter: number;
  seed: number;
  level: LevelInput;
}
