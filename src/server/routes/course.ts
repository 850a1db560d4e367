// GET /api/course (api.md): the bundled chapters without reference solutions or right answers.
// The course is static for the life of the process, so the public view is built once.
import { publicCourse } from '../../content/index';
import type { RouteModule } from '../app-env';

export const registerCourseRoutes: RouteModule = (app) => {
  const body = publicCourse();
  app.get('/api/course', (c) => c.json(body));
};
