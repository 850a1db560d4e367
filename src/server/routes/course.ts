// GET /api/course (docs/api.md): the bundled chapters without reference solutions or right answers;
// GET /api/course/chapters/{chapter}/levels/{level}: one level of it, so the player fetches only the
// exercises it shows (docs/performance.md); GET /api/course/map: what the learning map shows of it.
// Quiz options come in the signed-in learner's own order (learning/option-order.ts); visitors share one.
import { courseMap } from '../course/course-map';
import { publicCourse } from '../course/public-course';
import type { RouteModule } from '../app-env';
import { matchesEtag } from '../etag';
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
  // The same for everyone and every session (no answers, no option order): revalidated by its ETag.
  app.get('/api/course/map', (c) => {
    const { json, etag } = courseMap();
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
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
