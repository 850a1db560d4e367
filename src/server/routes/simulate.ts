// POST /api/simulate (docs/engine.md): validate the request with the engine's own rules, simulate it
// on a worker thread under a cost cap and a wall-clock limit, answer 200 with the result, 400/413 on bad
// input, 422 when the solve fails or runs out of time, 429 past the rate limits (per account and per address,
// heavy-limit.ts), 503 when the worker threads' queue is full.
import type { RouteModule } from '../app-env';
import { parseSimulationRequest } from '../../engine/index';
import { countHeavy, SIMULATE_LIMIT } from '../heavy-limit';
import { SIMULATION_MAX_WORK, SIMULATION_TIME_LIMIT_MS, SIMULATION_TOO_SLOW_MESSAGE } from '../work/cost-cap';
import { runHeavy } from '../work/work-pool';

/** The shared cost cap and time limit (work/cost-cap.ts), under this route's older names. */
export const SIMULATE_MAX_WORK = SIMULATION_MAX_WORK;
export const SIMULATE_TIME_LIMIT_MS = SIMULATION_TIME_LIMIT_MS;
export const SIMULATE_TOO_SLOW_MESSAGE = SIMULATION_TOO_SLOW_MESSAGE;
/** docs/api.md "Rate limits": at least 120 simulations a minute per user or address (heavy-limit.ts). */
export const SIMULATIONS_PER_MINUTE = SIMULATE_LIMIT.perAccount;

export const registerSimulateRoutes: RouteModule = (app, deps) => {
  app.post('/api/simulate', async (c) => {
    const { priority } = await countHeavy(c, deps, SIMULATE_LIMIT);
    const parsed = parseSimulationRequest(await c.req.text());
    if (!parsed.ok) return c.json({ error: parsed.error }, parsed.status);
    const outcome = await runHeavy({ kind: 'simulate', request: parsed.request, maxWork: SIMULATE_MAX_WORK }, SIMULATE_TIME_LIMIT_MS, priority);
    if (outcome === 'timeout') return c.json({ error: SIMULATE_TOO_SLOW_MESSAGE }, 422);
    if (!outcome.result) return c.json({ error: outcome.error ?? SIMULATE_TOO_SLOW_MESSAGE }, 422);
    return c.json(outcome.result);
  });
};
