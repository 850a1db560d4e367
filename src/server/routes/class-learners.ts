// The teacher's cockpit, learners' side (docs/classes.md): who needs help now, the class's common
// mistakes, one learner's work on every assigned exercise, the name a class shows for a learner, taking
// back a removed learner and merging a lost guest's row into the learner it was. Teacher only: anyone
// else gets the stranger's 404.
import { mergeStudentSchema, renameStudentSchema, type HelpResponse, type MistakesResponse } from '../../api/index';
import type { RouteModule } from '../app-env';
import { mergeGuestIntoAccount } from '../auth/guest-merge';
import { classAs, RECENT_TRY_DAYS, refuseIfArchived, studentWork } from '../classes/class-detail';
import { classTries, listAssignments, readmit, renameMember, roster } from '../classes/class-queries';
import { commonMistakes, helpEntries, tryStats } from '../classes/class-tries';
import { TRY_RETENTION_DAYS } from '../classes/record-try';
import { HttpError } from '../http-error';

const noSuchStudent = () => new HttpError(404, 'This class has no such student.');

export const registerClassLearnerRoutes: RouteModule = (app, deps) => {
  app.get('/api/classes/:id/help', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    const [assignments, members, tries] = await Promise.all([
      listAssignments(deps.database, row.id),
      roster(deps.database, row.id),
      classTries(deps.database, row.id, RECENT_TRY_DAYS),
    ]);
    const names = new Map(members.map((member) => [member.id, member.name]));
    const body: HelpResponse = { entries: helpEntries(assignments, tryStats(assignments, tries), names, new Date()) };
    return c.json(body);
  });

  app.get('/api/classes/:id/mistakes', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    const [assignments, tries] = await Promise.all([listAssignments(deps.database, row.id), classTries(deps.database, row.id, RECENT_TRY_DAYS)]);
    const members = new Set(tries.map((entry) => entry.user_id));
    const body: MistakesResponse = { entries: commonMistakes(assignments, tries, members) };
    return c.json(body);
  });

  app.get('/api/classes/:id/students/:userId', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    const work = await studentWork(deps, row, c.req.param('userId'), TRY_RETENTION_DAYS);
    if (!work) throw noSuchStudent();
    return c.json(work);
  });

  app.patch('/api/classes/:id/students/:userId', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    refuseIfArchived(row);
    const { name } = renameStudentSchema.parse(await c.req.json());
    if (!(await renameMember(deps.database, row.id, c.req.param('userId'), name))) throw noSuchStudent();
    return c.json({ id: c.req.param('userId'), name });
  });

  app.post('/api/classes/:id/students/:userId/readmit', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    if (!(await readmit(deps.database, row.id, c.req.param('userId')))) throw new HttpError(404, 'This learner was not removed from the class.');
    return c.body(null, 204);
  });

  // A lost guest (cleared cookies, another device) came back as a new guest: fold one row into the
  // other, exactly as a guest signing up is folded into the account (points recomputed, never added).
  app.post('/api/classes/:id/students/:userId/merge', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    refuseIfArchived(row);
    const { from } = mergeStudentSchema.parse(await c.req.json());
    const keepId = c.req.param('userId');
    if (from === keepId) throw new HttpError(400, 'Pick two different learners to merge.', 'from');
    const members = await deps.database.db
      .selectFrom('class_members')
      .innerJoin('users', 'users.id', 'class_members.user_id')
      .select(['users.id', 'users.name', 'users.is_guest', 'class_members.display_name'])
      .where('class_members.class_id', '=', row.id)
      .where('class_members.user_id', 'in', [from, keepId])
      .execute();
    const keep = members.find((member) => member.id === keepId);
    const gone = members.find((member) => member.id === from);
    if (!keep) throw noSuchStudent();
    if (!gone) throw new HttpError(404, 'This class has no such student.', 'from');
    // An account with an email signs in by itself; only a guest row (nobody can sign back in to it) folds away.
    if (!gone.is_guest) throw new HttpError(409, 'Only a guest can be merged into another learner.', 'from');
    if (keep.display_name === null && gone.display_name !== null) await renameMember(deps.database, row.id, keepId, gone.display_name);
    await mergeGuestIntoAccount(deps.database, from, { id: keep.id, name: keep.name, email: null, isGuest: keep.is_guest });
    return c.body(null, 204);
  });
};
