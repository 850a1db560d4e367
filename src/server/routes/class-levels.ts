// POST /api/classes/{id}/levels (docs/classes.md "Class levels"): the teacher assigns a generated or own
// level to this class without publishing it to everyone. The same checks as publishing apply — the
// level's fields, the per-user publish limit and the solver's proof that it can be solved — and the
// answer is the new Assignment.
import { classLevelInputSchema, publishedTags } from '../../api/index';
import type { RouteModule } from '../app-env';
import { toAssignment } from '../classes/assignment-target';
import { classAs, refuseIfArchived } from '../classes/class-detail';
import { insertClassLevel } from '../classes/class-levels';
import { countAssignments } from '../classes/class-queries';
import { HttpError } from '../http-error';
import { countPublish } from '../levels/level-throttle';
import { checkLevelIsPlayable } from '../levels/publish-check';
import { priorityOf } from '../work/work-pool';
import { MAX_ASSIGNMENTS_PER_CLASS } from './classes';
import { parseLevel } from './levels';

export const registerClassLevelRoutes: RouteModule = (app, deps) => {
  app.post('/api/classes/:id/levels', async (c) => {
    const { row, user } = await classAs(c, deps, 'teacher');
    refuseIfArchived(row);
    const input = classLevelInputSchema.parse(await c.req.json());
    const level = parseLevel(input.level);
    if ((await countAssignments(deps.database, row.id)) >= MAX_ASSIGNMENTS_PER_CLASS) {
      throw new HttpError(409, `A class can have at most ${MAX_ASSIGNMENTS_PER_CLASS} assignments.`);
    }
    await countPublish(deps.database, user.id);
    await checkLevelIsPlayable(level, priorityOf(user));
    const creator = { id: user.id, name: user.name.trim() || 'Teacher' };
    const assignment = await insertClassLevel(deps.database, row.id, creator, level, publishedTags(level), input.due ?? null);
    return c.json(toAssignment({ ...assignment, class_level: true }), 201);
  });
};
