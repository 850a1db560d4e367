// GET /api/course (docs/api.md): the bundled chapters without reference solutions or right answers. Quiz
// options come in the signed-in learner's own order (content/option-order.ts); visitors share one.
import { publicCourse } from '../../content/index';
import type { RouteModule } from '../app-env';

export const registerCourseRoutes: RouteModule = (app, deps) => {
  app.get('/api/course', async (c) => {
    const user = await deps.auth.getUser(c.req.raw.headers);
    c.header('Cache-Control', 'private, no-store');
    return c.json(publicCourse(user?.id));
  });
};
