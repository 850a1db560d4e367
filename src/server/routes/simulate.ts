// POST /api/simulate (docs/engine.md): validate the request with the engine's own rules, simulate it
// on a worker thread under a cost cap and a wall-clock limit, answer 200 with the result, 400/413 on bad
// input, 422 when the solve fails or runs out of time, 429 past the rate limit (per user or address).
import type { RouteModule } from '../app-env';
import { parseSimulationRequest } from '../../engine/index';
import { callerKey } from '../client-address';
import { countInWindow } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';
import { runHeavy } from '../work/work-pool';

/**
 * Cost cap for one request (≈ floating-point operations, about half a second of one core): a hostile
 * 9×9 grid of diodes and MOSFETs over 120 s gets a 422 instead of pinning a core. Every puzzle-sized
 * circuit needs far less (a 9×9 10 s transient is a few million).
 */
export const SIMULATE_MAX_WORK = 5e8;
/** Wall-clock limit of one simulation, waiting for a thread included. */
export const SIMULATE_TIME_LIMIT_MS = 5000;
/** docs/api.md "Rate limits": at least 120 simulations a minute per user or address. */
export const SIMULATIONS_PER_MINUTE = 120;
export const SIMULATE_TOO_SLOW_MESSAGE = 'The circuit needs more time than the time budget allows.';

export const registerSimulateRoutes: RouteModule = (app, deps) => {
  app.post('/api/simulate', async (c) => {
    const key = await callerKey(c, { auth: deps.auth, trustProxy: deps.config.trustProxy });
    const wait = await countInWindow(deps.database, `simulate|${key}`, { max: SIMULATIONS_PER_MINUTE, windowSeconds: 60 });
    if (wait > 0) {
      throw new HttpError(429, `Too many simulations in a minute. Please wait ${wait} seconds and try again.`, undefined, {
        'Retry-After': String(wait),
      });
    }
    const parsed = parseSimulationRequest(await c.req.text());
    if (!parsed.ok) return c.json({ error: parsed.error }, parsed.status);
    const outcome = await runHeavy({ kind: 'simulate', request: parsed.request, maxWork: SIMULATE_MAX_WORK }, SIMULATE_TIME_LIMIT_MS);
    if (outcome === 'timeout') return c.json({ error: SIMULATE_TOO_SLOW_MESSAGE }, 422);
    if (!outcome.result) return c.json({ error: outcome.error ?? SIMULATE_TOO_SLOW_MESSAGE }, 422);
    return c.json(outcome.result);
  });
};
