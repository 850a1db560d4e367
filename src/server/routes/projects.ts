// GET /api/projects/{code} (docs/api.md): a bundled project's public levels, without reference solutions
// or right answers, quiz options in the learner's order (learning/option-order.ts). The code is matched
// like the unlock box's (normalizeProjectCode, docs/product.md "Rules and their texts").
import { publicProject } from '../course/public-course';
import { normalizeProjectCode } from '../../learning/index';
import type { RouteModule } from '../app-env';
import { HttpError } from '../http-error';

export const registerProjectRoutes: RouteModule = (app, deps) => {
  app.get('/api/projects/:code', async (c) => {
    const user = await deps.auth.getUser(c.req.raw.headers);
    const project = publicProject(normalizeProjectCode(c.req.param('code')), user?.id);
    if (!project) throw new HttpError(404, 'Invalid project code');
    return c.json(project);
  });
};
