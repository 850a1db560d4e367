// Classes (docs/classes.md): any signed-in non-guest user may teach; anyone signed in (guests too)
// joins by code. The teacher sees names, points and progress, never an email. A stranger gets the same
// 404 as for a class that does not exist, so a class id reveals nothing.
import type { Context } from 'hono';
import {
  assignmentInputSchemaFor,
  createClassSchema,
  joinClassSchema,
  normalizeClassCode,
  JOINS_PER_MINUTE,
  type ClassDetail,
  type ClassList,
  type ClassStudent,
  type MyAssignments,
} from '../../api/classes';
import type { LeaderboardResponse } from '../../api/leaderboard';
import type { AppDeps, RouteModule } from '../app-env';
import type { SessionUser } from '../auth/auth-service';
import { requireUser } from '../auth/require-user';
import { assignmentProgress, lastActive } from '../classes/assignment-progress';
import { resolveAssignment, toAssignment } from '../classes/assignment-target';
import {
  addMember,
  classForUser,
  classLeaderboard,
  communitySolved,
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
  roster,
  type ClassRole,
  type ClassRow,
} from '../classes/class-queries';
import { progressCsv, csvFileName } from '../classes/progress-csv';
import { ensureProfile } from '../db/queries/profiles';
import { countInWindow } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';

export const MAX_CLASSES_PER_TEACHER = 50;
export const MAX_ASSIGNMENTS_PER_CLASS = 100;

const noSuchClass = () => new HttpError(404, 'No such class.');

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
    // Every try counts, right or wrong, so codes cannot be guessed quickly.
    const wait = await countInWindow(deps.database, `class-join|user|${user.id}`, { max: JOINS_PER_MINUTE, windowSeconds: 60 });
    if (wait > 0) {
      throw new HttpError(429, `Too many tries. Please wait ${wait} seconds and try again.`, undefined, { 'Retry-After': String(wait) });
    }
    const { code } = joinClassSchema.parse(await c.req.json());
    const found = await findClassByCode(deps.database, normalizeClassCode(code));
    if (!found) throw new HttpError(404, 'No class has this code.');
    if (found.teacher_id === user.id) throw new HttpError(409, 'You teach this class, so you cannot join it as a learner.', 'code');
    await ensureProfile(deps.database, user);
    await addMember(deps.database, found.id, user.id);
    return c.json({ id: found.id, name: found.name });
  });

  app.get('/api/classes/:id', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    return c.json(await classDetail(deps, row));
  });

  app.post('/api/classes/:id/assignments', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    const body: unknown = await c.req.json();
    const input = assignmentInputSchemaFor(body).parse(body);
    const target = await resolveAssignment(deps.database, input);
    if ((await countAssignments(deps.database, row.id)) >= MAX_ASSIGNMENTS_PER_CLASS) {
      throw new HttpError(409, `A class can have at most ${MAX_ASSIGNMENTS_PER_CLASS} assignments.`);
    }
    const inserted = await insertAssignment(deps.database, row.id, target);
    if (!inserted) throw new HttpError(409, 'This level is already assigned to the class.');
    return c.json(toAssignment(inserted), 201);
  });

  app.delete('/api/classes/:id/assignments/:assignmentId', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    if (!(await deleteAssignment(deps.database, row.id, c.req.param('assignmentId')))) {
      throw new HttpError(404, 'This class has no such assignment.');
    }
    return c.body(null, 204);
  });

  app.get('/api/classes/:id/assignments', async (c) => {
    const { row, user } = await classAs(c, deps, 'teacher', 'member');
    const [assignments, profile, community] = await Promise.all([
      listAssignments(deps.database, row.id),
      deps.database.db.selectFrom('users').select('progress').where('id', '=', user.id).executeTakeFirst(),
      communitySolved(deps.database, row.id, user.id),
    ]);
    const solved = community.get(user.id)?.solved;
    const body: MyAssignments = {
      name: row.name,
      assignments: assignments.map((assignment) => ({ ...toAssignment(assignment), ...assignmentProgress(profile?.progress, assignment, solved) })),
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
    return c.body(progressCsv(detail.assignments, detail.students));
  });

  app.delete('/api/classes/:id/students/:userId', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    if (!(await removeMember(deps.database, row.id, c.req.param('userId')))) {
      throw new HttpError(404, 'This class has no such student.');
    }
    return c.body(null, 204);
  });

  app.post('/api/classes/:id/leave', async (c) => {
    const { row, role, user } = await classAs(c, deps, 'teacher', 'member');
    if (role === 'teacher') throw new HttpError(409, 'A teacher cannot leave their own class; delete it instead.');
    await removeMember(deps.database, row.id, user.id);
    return c.body(null, 204);
  });

  app.delete('/api/classes/:id', async (c) => {
    const { row } = await classAs(c, deps, 'teacher');
    await deleteClass(deps.database, row.id);
    return c.body(null, 204);
  });
};

/** The class of the path when the caller has one of `roles` in it; otherwise the stranger's 404. */
async function classAs(
  c: Context,
  deps: AppDeps,
  ...roles: ClassRole[]
): Promise<{ row: ClassRow; role: ClassRole; user: SessionUser }> {
  const user = await requireUser(c, deps);
  const found = await classForUser(deps.database, c.req.param('id') ?? '', user.id);
  if (!found || !roles.includes(found.role)) throw noSuchClass();
  return { ...found, user };
}

/** GET /api/classes/{id}: assignments, the roster and community completions (three queries for any class size). */
async function classDetail(deps: AppDeps, row: ClassRow): Promise<ClassDetail> {
  const [assignmentRows, members, community] = await Promise.all([
    listAssignments(deps.database, row.id),
    roster(deps.database, row.id),
    communitySolved(deps.database, row.id),
  ]);
  const students: ClassStudent[] = members.map((member) => {
    const solved = community.get(member.id);
    return {
      id: member.id,
      name: member.name,
      points: member.points,
      joinedAt: new Date(member.joined_at).toISOString(),
      lastActiveAt: lastActive(member.progress, solved?.times),
      assignments: assignmentRows.map((assignment) => ({
        assignmentId: assignment.id,
        ...assignmentProgress(member.progress, assignment, solved?.solved),
      })),
    };
  });
  return { id: row.id, name: row.name, code: row.code, assignments: assignmentRows.map(toAssignment), students };
}
