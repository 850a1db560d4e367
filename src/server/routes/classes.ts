// Classes (docs/classes.md): any signed-in non-guest user may teach; anyone signed in (guests too)
// joins by code. The teacher sees names, points and progress, never an email. A stranger gets the same
// 404 as for a class that does not exist, so a class id reveals nothing. The learners' side of the
// teacher's cockpit (help, mistakes, names, merges) is in class-learners.ts.
import { assignmentInputSchemaFor, createClassSchema, joinClassSchema, normalizeClassCode, updateAssignmentSchema, updateClassSchema, JOINS_PER_MINUTE, type ClassList, type MyAssignments, type LeaderboardResponse } from '../../api/index';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { assignmentProgress } from '../classes/assignment-progress';
import { resolveAssignment, toAssignment } from '../classes/assignment-target';
import { classAs, classDetail, refuseIfArchived } from '../classes/class-detail';
import {
  addMember,
  classLeaderboard,
  countAssignments,
  countTeacherClasses,
  deleteAssignment,
  deleteClass,
  findClassByCode,
  insertAssignment,
  insertClass,
  listAssignments,
  listClasses,
  removeMember,
  resetClassCode,
  updateAssignment,
  updateClass,
} from '../classes/class-queries';
import { checkJoinAddress, countWrongJoinCode } from '../classes/join-limit';
import { progressCsv, csvFileName, csvTimeZone } from '../classes/progress-csv';
import { ensureProfile } from '../db/queries/profiles';
import { countInWindow } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';
import { communitySolved, readCourseProgress } from '../progress/index';

export const MAX_CLASSES_PER_TEACHER = 50;
export const MAX_ASSIGNMENTS_PER_CLASS = 100;

export const registerClassRoutes: RouteModule = (app, deps) => {
  app.post('/api/classes', async (c) => {
    const user = await requireUser(c, deps);
    if (user.isGuest) throw new HttpError(403, 'Guests cannot teach a class. Sign up to create one.');
    const { name } = createClassSchema.parse(await c.req.json());
    await ensureProfile(deps.database, user);
    if ((await countTeacherClasses(deps.database, user.id)) >= MAX_CLASSES_PER_TEACHER) {
      throw new HttpError(409, `You can teach at most ${MAX_CLASSES_PER_TEACHER} classes. Delete one you no longer need.`);
    }
    const row = await insertClass(deps.database, user.id, name);
    return c.json({ id: row.id, name: row.name, code: row.code }, 201);
  });

  app.get('/api/classes', async (c) => {
    const user = await requireUser(c, deps);
    const body: ClassList = await listClasses(deps.database, user.id);
    return c.json(body);
  });

  app.post('/api/classes/join', async (c) => {
    const user = await requireUser(c, deps);
    // Every try of a user counts, right or wrong; an address is held back after too many wrong codes
    // from any of its accounts (guest accounts are free), see join-limit.ts.
    await checkJoinAddress(c, deps);
    const wait = await countInWindow(deps.database, `class-join|user|${user.id}`, { max: JOINS_PER_MINUTE, windowSeconds: 60 });
    if (wait > 0) {
      throw new HttpError(429, `Too many tries. Please wait ${wait} seconds and try again.`, undefined, { 'Retry-After': String(wait) });
    }
    const { code, name } = joinClassSchema.parse(await c.req.json());
    const found = await findClassByCode(deps.database, normalizeClassCode(code));
    if (!found) {
      await countWrongJoinCode(c, deps);
      throw new HttpError(404, 'No class has this code.');
    }
    if (found.teacher_id === user.id) throw new HttpError(409, 'You teach this class, so you cannot join it as a learner.', 'code');
    if (found.archived_at) throw new HttpError(403, 'This class is archived and not taking new members.');
    if (!found.join_open) throw new HttpError(403, 'This class is not taking new members.');
    await ensureProfile(deps.database, user);
    if (!(await addMember(deps.database, found.id, user.id, name))) throw new HttpError(403, 'Your teacher removed you from this class.');
    return c.json({ id: found.id, name: found.name });
  });

  app.get('/api/classes/:id', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    return c.json(await classDetail(deps, row));
  });

  app.patch('/api/classes/:id', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    const changes = updateClassSchema.parse(await c.req.json());
    // Only bringing an archived class back (or keeping it archived) is allowed while it is archived.
    if (row.archived_at && changes.archived !== false && Object.keys(changes).some((key) => key !== 'archived')) refuseIfArchived(row);
    await updateClass(deps.database, row.id, changes);
    const { row: updated } = await classAs(c, deps, 'teacher');
    return c.json(await classDetail(deps, updated));
  });

  app.post('/api/classes/:id/code', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    refuseIfArchived(row);
    return c.json({ code: await resetClassCode(deps.database, row.id) });
  });

  app.post('/api/classes/:id/assignments', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    refuseIfArchived(row);
    const body: unknown = await c.req.json();
    const input = assignmentInputSchemaFor(body).parse(body);
    const target = await resolveAssignment(deps.database, row.id, input);
    if ((await countAssignments(deps.database, row.id)) >= MAX_ASSIGNMENTS_PER_CLASS) {
      throw new HttpError(409, `A class can have at most ${MAX_ASSIGNMENTS_PER_CLASS} assignments.`);
    }
    const inserted = await insertAssignment(deps.database, row.id, target);
    if (!inserted) throw new HttpError(409, 'This level is already assigned to the class.');
    return c.json(toAssignment(inserted), 201);
  });

  app.patch('/api/classes/:id/assignments/:assignmentId', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    refuseIfArchived(row);
    const changes = updateAssignmentSchema.parse(await c.req.json());
    const updated = await updateAssignment(deps.database, row.id, c.req.param('assignmentId'), changes);
    if (!updated) throw new HttpError(404, 'This class has no such assignment.');
    return c.json(toAssignment(updated));
  });

  app.delete('/api/classes/:id/assignments/:assignmentId', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    refuseIfArchived(row);
    if (!(await deleteAssignment(deps.database, row.id, c.req.param('assignmentId')))) {
      throw new HttpError(404, 'This class has no such assignment.');
    }
    return c.body(null, 204);
  });

  app.get('/api/classes/:id/assignments', async (c) => {
    const { row, user } = await classAs(c, deps, 'teacher', 'member');
    const [assignments, progress, community] = await Promise.all([
      listAssignments(deps.database, row.id),
      readCourseProgress(deps.database, user.id),
      communitySolved(deps.database, row.id, user.id),
    ]);
    const solved = community.get(user.id)?.solved;
    const body: MyAssignments = {
      name: row.name,
      ...(row.archived_at ? { archived: true } : {}),
      assignments: assignments.map((assignment) => ({ ...toAssignment(assignment), ...assignmentProgress(progress, assignment, solved) })),
    };
    return c.json(body);
  });

  app.get('/api/classes/:id/leaderboard', async (c) => {
    const { row, user } = await classAs(c, deps, 'teacher', 'member');
    const rows = await classLeaderboard(deps.database, row.id);
    const body: LeaderboardResponse = {
      entries: rows.map((entry) => ({ rank: Number(entry.rank), name: entry.name, points: entry.points, you: entry.id === user.id })),
    };
    return c.json(body);
  });

  app.get('/api/classes/:id/progress.csv', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    const detail = await classDetail(deps, row);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${csvFileName(row.name)}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(progressCsv(detail.assignments, detail.students, csvTimeZone(c.req.query('tz')), new Date()));
  });

  app.delete('/api/classes/:id/students/:userId', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    if (!(await removeMember(deps.database, row.id, c.req.param('userId'), true))) {
      throw new HttpError(404, 'This class has no such student.');
    }
    return c.body(null, 204);
  });

  app.post('/api/classes/:id/leave', async (c) => {
    const { row, role, user } = await classAs(c, deps, 'teacher', 'member');
    if (role === 'teacher') throw new HttpError(409, 'A teacher cannot leave their own class; delete it instead.');
    await removeMember(deps.database, row.id, user.id, false);
    return c.body(null, 204);
  });

  app.delete('/api/classes/:id', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    await deleteClass(deps.database, row.id);
    return c.body(null, 204);
  });
};
