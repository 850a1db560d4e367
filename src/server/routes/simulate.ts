// POST /api/simulate (engine contract): validate the request with the engine's own rules, simulate it
// under a bounded cost, answer 200 with the result, 400/413 on bad input, 422 when the solve fails.
import type { RouteModule } from '../app-env';
import { ConvergenceError, parseSimulationRequest, simulate } from '../../engine/index';

/**
 * Cost cap for one request (≈ floating-point operations, about half a second of one core): a hostile
 * 9×9 grid of diodes and MOSFETs over 120 s gets a 422 instead of pinning a core. Every puzzle-sized
 * circuit needs far less (a 9×9 10 s transient is a few million).
 */
export const SIMULATE_MAX_WORK = 5e8;

export const registerSimulateRoutes: RouteModule = (app) => {
  app.post('/api/simulate', async (c) => {
    const parsed = parseSimulationRequest(await c.req.text());
    if (!parsed.ok) return c.json({ error: parsed.error }, parsed.status);
    try {
      return c.json(simulate(parsed.request, { maxWork: SIMULATE_MAX_WORK }));
    } catch (error) {
      if (error instanceof ConvergenceError) return c.json({ error: error.message }, 422);
      throw error;
    }
  });
};
