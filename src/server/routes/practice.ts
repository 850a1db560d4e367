// Practice (docs/api.md "Practice"): GET /api/practice/{chapter}?seed=N generates a fresh level on the
// chapter's ideas (src/generator/practice.ts) on a worker thread (practice/practice-levels.ts); an answer
// is POST /api/attempts with `where: {practice, seed}` (attempts/sources/practice.ts), and
// POST /api/practice/attempts is its old form, kept for one release. In the Fault finding chapter the level is a
// generated circuit with one part broken (faults/practice-faults.ts), served without its fault, and the
// answer is the suspected part, judged like a course fault exercise's (docs/faults.md "Fault practice"). Practice earns no points; a solved level
// marks today for the daily streak. The level is regenerated from (chapter, seed), never trusted from
// the client, and recently served ones are kept in memory so an answer rarely waits for the generator.
// Both the generator and the judge run on worker threads; a level request counts per account and per
// address (heavy-limit.ts), an answer in the attempts' per-user count.
import { practiceAttemptSchema, practiceSeedSchema, type PracticeLevelResponse } from '../../api/index';
import { publicExercise } from '../attempts/kinds/index';
import type { RouteModule } from '../app-env';
import { answerAttempt } from '../attempts/answer-attempt';
import { HttpError } from '../http-error';
import { countHeavy, PRACTICE_LIMIT } from '../heavy-limit';
import { faultPracticeOf } from '../faults/practice-faults';
import { practiceChapterOf } from '../practice/practice-kind';
import { practiceLevel } from '../practice/practice-levels';
import { startAttempt } from '../attempts/begin-attempt';
import { OLD_FORM_FIELDS } from '../attempts/kinds/kind';

function seedOf(value: string | undefined): number {
  if (value === undefined) return 0;
  const parsed = practiceSeedSchema.safeParse(/^\d{1,7}$/.test(value) ? Number(value) : NaN);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'seed is not valid.', 'seed');
  return parsed.data;
}

export const registerPracticeRoutes: RouteModule = (app, deps) => {
  app.get('/api/practice/:chapter', async (c) => {
    const { chapter, kind } = practiceChapterOf(c.req.param('chapter'));
    const seed = seedOf(c.req.query('seed'));
    const { priority } = await countHeavy(c, deps, PRACTICE_LIMIT);
    if (kind === 'fault') {
      const served = publicExercise((await faultPracticeOf(seed, priority)).exercise);
      if (served.exerciseType !== 'fault') throw new HttpError(422, 'Error generating level. Please try again.');
      const body: PracticeLevelResponse = { chapter, seed, exercise: served };
      return c.json(body);
    }
    const body: PracticeLevelResponse = { chapter, seed, level: await practiceLevel(chapter, seed, priority) };
    return c.json(body);
  });

  // The old form of POST /api/attempts with `where: {practice, seed}`, kept for one release.
  app.post('/api/practice/attempts', async (c) => {
    const { start, today, body } = await startAttempt(c, deps);
    const { chapter, seed, answer } = practiceAttemptSchema.parse(body);
    const fields = { ...OLD_FORM_FIELDS, where: (name: string) => (name === 'practice' ? 'chapter' : name) };
    return c.json(await answerAttempt(deps, start, today, { where: { practice: chapter, seed }, answer }, fields));
  });
};
