// Practice (docs/api.md "Practice", docs/course.md "Practice"): fresh generated levels on a chapter's
// ideas. GET /api/practice/{chapter}?seed=N serves one; POST /api/practice/attempts judges an answer
// (no points; a solved one counts for the daily streak). In the Fault finding chapter practice is a fault
// exercise (docs/faults.md "Fault practice"). Shared by the server and the page.
import { z } from 'zod';
import { attemptGridSchema } from './attempts';
import type { FaultExercise } from './exercise';
import { suspectAnswerSchema } from './faults';
import type { LevelInput } from './levels';
import { practiceChapterSchema, practiceSeedSchema } from './practice-seed';

export { MAX_PRACTICE_SEED, practiceSeedSchema } from './practice-seed';

export const practiceAttemptSchema = z.strictObject({
  chapter: practiceChapterSchema,
  seed: practiceSeedSchema,
  /** A built grid for a circuit practice level; the suspected part for fault practice (docs/faults.md). */
  answer: z.union([z.strictObject({ grid: attemptGridSchema }), suspectAnswerSchema]),
});
export type PracticeAttemptRequest = z.infer<typeof practiceAttemptSchema>;

/**
 * GET /api/practice/{chapter}: a circuit practice level in the community-level shape, with its task in
 * `description`; or, in the Fault finding chapter, a fault exercise as the course serves one (no fault).
 */
export type PracticeLevelResponse = { chapter: number; seed: number; level: LevelInput } | { chapter: number; seed: number; exercise: FaultExercise };
