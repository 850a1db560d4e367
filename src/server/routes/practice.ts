// Practice (docs/api.md "Practice"): GET /api/practice/{chapter}?seed=N generates a fresh level on the
// chapter's ideas (src/generator/practice.ts) on a worker thread; POST /api/practice/attempts judges
// an answer to it exactly as a community level is judged. In the Fault finding chapter the level is a
// generated circuit with one part broken (faults/practice-faults.ts), served without its fault, and the
// answer is the suspected part, judged like a course fault exercise's (docs/faults.md "Fault practice"). Practice earns no points; a solved level
// marks today for the daily streak. The level is regenerated from (chapter, seed), never trusted from
// the client, and recently served ones are kept in memory so an answer rarely waits for the generator.
// Both the generator and the judge run on worker threads; a level request counts per account and per
// address (heavy-limit.ts), an answer in the attempts' per-user count.
import type { AttemptResponse } from '../../api/attempts';
import { toCircuitExercise } from '../../content/community-exercise';
import type { LevelInput } from '../../api/levels';
import { practiceAttemptSchema, practiceSeedSchema, type PracticeLevelResponse } from '../../api/practice';
import { localDay, TIME_ZONE_HEADER, validTimeZone } from '../../learning/index';
import { publicExercise } from '../../content/index';
import { practiceGoal } from '../../generator/practice';
import type { RouteModule } from '../app-env';
import { countAttempt } from '../attempts/attempt-throttle';
import { judgeCircuitAnswer } from '../attempts/judge-attempt';
import { requireUser } from '../auth/require-user';
import { HttpError } from '../http-error';
import { recordActiveDay } from '../streak/activity-days';
import { priorityOf, runHeavy, type WorkPriority } from '../work/work-pool';
import { countHeavy, PRACTICE_LIMIT } from '../heavy-limit';
import { judgeSuspect } from '../faults/fault-attempt';
import { faultPracticeOf, practicePlace, usedPracticeHint } from '../faults/practice-faults';
import { practiceChapterOf } from '../practice/practice-kind';
import { GENERATE_TIME_BUDGET_MS, GENERATE_TIME_LIMIT_MS } from './generate-level';

/** Practice levels kept in memory (a few kB each). */
const CACHE_SIZE = 256;
const cache = new Map<string, LevelInput>();

function seedOf(value: string | undefined): number {
  if (value === undefined) return 0;
  const parsed = practiceSeedSchema.safeParse(/^\d{1,7}$/.test(value) ? Number(value) : NaN);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'seed is not valid.', 'seed');
  return parsed.data;
}

/** Levels being generated: a classroom asking for the same level at once waits for one generation. */
const pending = new Map<string, Promise<LevelInput>>();

async function practiceLevel(chapter: number, seed: number, priority: WorkPriority): Promise<LevelInput> {
  const key = `${chapter}:${seed}`;
  const known = cache.get(key) ?? pending.get(key);
  if (known) return known;
  const generating = generatePracticeLevel(chapter, seed, priority).finally(() => pending.delete(key));
  pending.set(key, generating);
  const level = await generating;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, level);
  return level;
}

async function generatePracticeLevel(chapter: number, seed: number, priority: WorkPriority): Promise<LevelInput> {
  const { goal, generatorSeed } = practiceGoal(chapter, seed);
  const outcome = await runHeavy({ kind: 'generate', goal, seed: generatorSeed, budgetMs: GENERATE_TIME_BUDGET_MS }, GENERATE_TIME_LIMIT_MS, priority);
  if (outcome === 'timeout' || !outcome.lesson) throw new HttpError(422, 'Error generating level. Please try again.');
  return outcome.lesson.level;
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

  app.post('/api/practice/attempts', async (c) => {
    const user = await requireUser(c, deps);
    const snapshot = await countAttempt(deps.database, user.id);
    const raw: unknown = await c.req.json();
    const request = practiceAttemptSchema.parse(raw);
    const priority = priorityOf(user);
    const { chapter, kind } = practiceChapterOf(request.chapter);
    const { answer } = request;
    let verdict: { correct: boolean; starAchieved: boolean; feedback: AttemptResponse['feedback'] };
    let extra: Partial<AttemptResponse> = {};
    if (kind === 'fault') {
      if (!('suspect' in answer)) throw new HttpError(400, 'answer.suspect is required for fault practice.', 'answer.suspect');
      const { exercise, plan } = await faultPracticeOf(request.seed, priority);
      const place = practicePlace(chapter, request.seed);
      const fault = await judgeSuspect(deps.database, user.id, place, exercise, plan, answer.suspect);
      // The meter's hint costs the star here too.
      verdict = { ...fault.judgement, starAchieved: fault.judgement.starAchieved && !usedPracticeHint(user.id, place) };
      extra = { fewestMeasurements: fault.fewestMeasurements, measurementsUsed: fault.measurementsUsed };
    } else {
      if (!('grid' in answer)) throw new HttpError(400, 'answer.grid is required for a circuit practice level.', 'answer.grid');
      const exercise = toCircuitExercise(await practiceLevel(chapter, request.seed, priority));
      if (!exercise) throw new HttpError(422, 'Error generating level. Please try again.');
      const judgement = await judgeCircuitAnswer(exercise, answer, priority);
      verdict = judgement;
      extra = { ...(judgement.bulbs ? { bulbs: judgement.bulbs } : {}), ...(judgement.scenarios ? { scenarios: judgement.scenarios } : {}) };
    }
    // No points, ever: practice only keeps the daily streak going.
    if (verdict.correct) await recordActiveDay(deps.database, user.id, localDay(new Date(), validTimeZone(c.req.header(TIME_ZONE_HEADER))));
    const response: AttemptResponse = {
      correct: verdict.correct,
      completed: verdict.correct,
      starAchieved: verdict.starAchieved,
      pointsAwarded: 0,
      points: snapshot?.points ?? 0,
      pointsVersion: snapshot?.pointsVersion ?? 0,
      ...extra,
      feedback: verdict.feedback,
    };
    return c.json(response);
  });
};
