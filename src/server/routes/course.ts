// GET /api/course (docs/api.md): the bundled chapters without reference solutions or right answers, and
// GET /api/course/chapters/{chapter}/levels/{level}: one level of it, so the player fetches only the
// exercises it shows (docs/performance.md). Quiz options come in the signed-in learner's own order
// (learning/option-order.ts); visitors share one.
import { publicCourse } from '../course/public-course';
import type { RouteModule } from '../app-env';
import { HttpError } from '../http-error';

function indexParam(value: string, field: string): number {
  if (!/^\d{1,4}$/.test(value)) throw new HttpError(400, `${field}: must be a whole number 0 or more.`, field);
  return Number(value);
}

export const registerCourseRoutes: RouteModule = (app, deps) => {
  app.get('/api/course', async (c) => {
    const user = await deps.auth.getUser(c.req.raw.headers);
    c.header('Cache-Control', 'private, no-store');
    return c.json(publicCourse(user?.id));
  });
  app.get('/api/course/chapters/:chapter/levels/:level', async (c) => {
    const chapterIndex = indexParam(c.req.param('chapter'), 'chapter');
    const levelIndex = indexParam(c.req.param('level'), 'level');
    const user = await deps.auth.getUser(c.req.raw.headers);
    c.header('Cache-Control', 'private, no-store');
    const chapter = publicCourse(user?.id).chapters[chapterIndex];
    if (!chapter) throw new HttpError(404, 'Unknown chapter.', 'chapter');
    const level = chapter.levels[levelIndex];
    if (!level) throw new HttpError(404, 'Unknown level.', 'level');
    return c.json(level);
  });
};
