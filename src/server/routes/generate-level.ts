// POST /api/generate-level (docs/api.md): anyone sends {"lesson_goal": "..."} and gets a proven community
// level plus notes. The procedural generator (src/generator) needs no language model; it runs under a
// time budget on a worker thread, so a request never holds up the server; requests are counted per
// account and per address (heavy-limit.ts).
import { z } from 'zod';
import type { RouteModule } from '../app-env';
import { HttpError } from '../http-error';
import { MAX_GOAL_LENGTH } from '../../generator';
import { runHeavy } from '../work/work-pool';
import { countHeavy, GENERATOR_LIMIT } from '../heavy-limit';

/** docs/product.md "Rules and their texts": the text for an empty goal. */
export const EMPTY_GOAL_MESSAGE = 'Please enter a lesson goal.';
/** Stop trying further variants after this long; one variant's solve is bounded by its budget. */
export const GENERATE_TIME_BUDGET_MS = 4000;
/** Hard wall-clock limit of the job once its worker thread has started it (work/work-pool.ts). */
export const GENERATE_TIME_LIMIT_MS = 8000;

// `seed` (optional, beyond docs/api.md's body) lets "generate again" vary colours and switch states.
const requestSchema = z.object({ lesson_goal: z.unknown(), seed: z.number().int().min(0).max(1_000_000).optional() });

export const registerGenerateLevelRoutes: RouteModule = (app, deps) => {
  app.post('/api/generate-level', async (c) => {
    const raw: unknown = await c.req.json().catch(() => null);
    const body = requestSchema.safeParse(raw);
    if (!body.success && raw !== null && typeof raw === 'object' && 'seed' in raw) {
      throw new HttpError(400, 'seed must be a whole number from 0 to 1000000.', 'seed');
    }
    const goal = body.success ? body.data.lesson_goal : undefined;
    if (goal !== undefined && goal !== null && typeof goal !== 'string') {
      throw new HttpError(400, 'lesson_goal must be text.', 'lesson_goal');
    }
    const text = typeof goal === 'string' ? goal.trim() : '';
    if (text === '') throw new HttpError(400, EMPTY_GOAL_MESSAGE, 'lesson_goal');
    if (text.length > MAX_GOAL_LENGTH) {
      throw new HttpError(400, `The lesson goal can be at most ${MAX_GOAL_LENGTH} characters.`, 'lesson_goal');
    }
    const { priority } = await countHeavy(c, deps, GENERATOR_LIMIT);
    const outcome = await runHeavy(
      { kind: 'generate', goal: text, seed: body.data?.seed ?? 0, budgetMs: GENERATE_TIME_BUDGET_MS },
      GENERATE_TIME_LIMIT_MS,
      priority,
    );
    if (outcome === 'timeout' || !outcome.lesson) return c.json({ error: 'Error generating level. Please try again.' }, 422);
    return c.json({ level: outcome.lesson.level, notes: outcome.lesson.notes });
  });
};
