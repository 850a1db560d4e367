// GET /api/me/streak (docs/journey.md "Coming back"): days in a row with a completed exercise, counted
// in the learner's own time zone (the page's x-time-zone header; UTC without it).
import type { StreakResponse } from '../../api/index';
import { localDay, TIME_ZONE_HEADER, validTimeZone } from '../../learning/index';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { readStreak } from '../progress/index';

export const registerStreakRoutes: RouteModule = (app, deps) => {
  app.get('/api/me/streak', async (c) => {
    const user = await requireUser(c, deps);
    const today = localDay(new Date(), validTimeZone(c.req.header(TIME_ZONE_HEADER)));
    const body: StreakResponse = await readStreak(deps.database, user.id, today);
    return c.json(body);
  });
};
