// GET /api/health: liveness and which database this instance runs on.
import type { RouteModule } from '../app-env';

export const registerHealthRoutes: RouteModule = (app, { database }) => {
  app.get('/api/health', async (c) => {
    await database.ping();
    return c.json({ ok: true, database: database.kind });
  });
};
