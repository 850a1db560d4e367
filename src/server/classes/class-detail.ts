// Reading a class for its teacher (docs/classes.md): who may (classAs: the caller's role, else the
// stranger's 404), the teacher's table (GET /api/classes/{id}) and a learner's work on every assigned
// exercise. Each is a fixed number of statements whatever the class size: the access check, the
// assignments, the roster (progress documents included), the community completions and the tries.
import type { Context } from 'hono';
import type { ClassDetail, ClassStudent, StudentWork } from '../../api/index';
import type { AppDeps } from '../app-env';
import { findExercise } from '../../content/index';
import { measuresFaults } from '../attempts/kinds/index';
import { faultResults } from '../faults/fault-measurements';
import { placeOf } from '../faults/fault-plans';
import type { SessionUser } from '../auth/auth-service';
import { requireUser } from '../auth/require-user';
import { exerciseEntry, projectLevelEntry } from '../../learning/index';
import { HttpError } from '../http-error';
import { assignmentDoneAt, assignmentProgress, lastActive } from './assignment-progress';
import { toAssignment } from './assignment-target';
import { communitySolved } from '../progress/index';
import { classForUser, classTries, listAssignments, removedLearners, roster, type ClassRole, type ClassRow } from './class-queries';
import { exerciseKey, exercisesOf, isStuck, tryStats, type ExerciseStats } from './class-tries';

/** Tries the teacher's table and the help panel look at; the learner's own page reads all that is kept. */
export const RECENT_TRY_DAYS = 7;

export const noSuchClass = () => new HttpError(404, 'No such class.');

/** The class of the path when the caller has one of `roles` in it; otherwise the stranger's 404. */
export async function classAs(c: Context, deps: AppDeps, ...roles: ClassRole[]): Promise<{ row: ClassRow; role: ClassRole; user: SessionUser }> {
  const user = await requireUser(c, deps);
  const found = await classForUser(deps.database, c.req.param('id') ?? '', user.id);
  if (!found || !roles.includes(found.role)) throw noSuchClass();
  return { ...found, user };
}

/** An archived class is read-only: every change is refused until the teacher brings it back. */
export function refuseIfArchived(row: ClassRow): void {
  if (row.archived_at) throw new HttpError(409, 'This class is archived. Bring it back to change it.');
}

/** GET /api/classes/{id}: five statements after the access check, for any class size. */
export async function classDetail(deps: AppDeps, row: ClassRow, now = new Date()): Promise<ClassDetail> {
  const [assignmentRows, members, community, tries, removed] = await Promise.all([
    listAssignments(deps.database, row.id),
    roster(deps.database, row.id),
    communitySolved(deps.database, row.id),
    classTries(deps.database, row.id, RECENT_TRY_DAYS),
    removedLearners(deps.database, row.id),
  ]);
  const stats = tryStats(assignmentRows, tries);
  const refs = new Map(assignmentRows.flatMap(exercisesOf).map((ref) => [exerciseKey(ref), ref]));
  const students: ClassStudent[] = members.map((member) => {
    const solved = community.get(member.id);
    const mine = stats.byUser.get(member.id);
    const currentKey = stats.current.get(member.id);
    const lastTry = member.last_active_at ? new Date(member.last_active_at).toISOString() : null;
    return {
      id: member.id,
      name: member.name,
      points: member.points,
      joinedAt: new Date(member.joined_at).toISOString(),
      // The last attempt of any kind; before tries were stamped, the last success is all there is.
      lastActiveAt: lastActive(member.progress, [...(solved?.times ?? []), ...(lastTry ? [lastTry] : [])]),
      isGuest: member.is_guest,
      assignments: assignmentRows.map((assignment) => ({
        assignmentId: assignment.id,
        ...assignmentProgress(member.progress, assignment, solved?.solved),
        doneAt: assignmentDoneAt(member.progress, assignment, solved?.at),
        lastTryAt: lastTryOn(mine, assignment.id),
      })),
      current: (currentKey && refs.get(currentKey)) || null,
      failedTries: [...(mine?.values() ?? [])].reduce((sum, entry) => sum + entry.failedTries, 0),
      stuck: [...(mine?.values() ?? [])].some((entry) => isStuck(entry, now)),
    };
  });
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    joinOpen: row.join_open,
    publicLeaderboard: row.public_leaderboard,
    archived: row.archived_at !== null,
    assignments: assignmentRows.map(toAssignment),
    students,
    removed,
  };
}

/** The newest check on any exercise of the assignment. */
function lastTryOn(mine: ReadonlyMap<string, ExerciseStats> | undefined, assignmentId: string): string | null {
  let newest: string | null = null;
  for (const [key, stats] of mine ?? []) {
    if (key.startsWith(`${assignmentId}|`) && stats.lastTryAt && (newest === null || stats.lastTryAt > newest)) newest = stats.lastTryAt;
  }
  return newest;
}

/** GET /api/classes/{id}/students/{userId}; null when the learner is not in the class. */
export async function studentWork(deps: AppDeps, row: ClassRow, userId: string, keptDays: number): Promise<StudentWork | null> {
  const [assignmentRows, members, community, tries, faults] = await Promise.all([
    listAssignments(deps.database, row.id),
    roster(deps.database, row.id, userId),
    communitySolved(deps.database, row.id, userId),
    classTries(deps.database, row.id, keptDays, userId),
    faultResults(deps.database, userId),
  ]);
  const member = members[0];
  if (!member) return null;
  const mine = tryStats(assignmentRows, tries).byUser.get(member.id);
  const solved = community.get(member.id)?.solved;
  const exercises = assignmentRows.flatMap((assignment) =>
    exercisesOf(assignment).map((ref) => {
      const stats = mine?.get(exerciseKey(ref));
      const done =
        assignment.level_id !== null
          ? solved?.has(assignment.level_id) === true
          : assignment.project !== null && assignment.level !== null
            ? projectLevelEntry(member.progress, assignment.project, assignment.level)?.completed === true
            : assignment.chapter !== null && assignment.level !== null && ref.exercise !== undefined
              ? exerciseEntry(member.progress, { chapter: assignment.chapter, level: assignment.level, exercise: ref.exercise })?.completed === true
              : false;
      return {
        ...ref,
        done,
        tries: stats?.tries ?? 0,
        failedTries: stats?.failedTries ?? 0,
        hints: stats?.hints ?? 0,
        lastTryAt: stats?.lastTryAt ?? null,
        lastMistakes: stats?.lastMistakes ?? [],
        ...faultWork(assignment, ref.exercise, faults),
      };
    }),
  );
  return { id: member.id, name: member.name, exercises };
}

/** A fault exercise's measurements used and fewest (docs/faults.md); nothing for other exercises. */
function faultWork(
  assignment: { chapter: number | null; project: string | null; level: number | null },
  exercise: number | undefined,
  results: Map<string, { used: number; fewest: number }>,
): { measurementsUsed?: number | null; fewestMeasurements?: number } {
  if (assignment.level === null || exercise === undefined) return {};
  const location =
    assignment.project !== null
      ? { project: assignment.project, level: assignment.level, exercise }
      : assignment.chapter !== null
        ? { chapter: assignment.chapter, level: assignment.level, exercise }
        : null;
  if (!location || !measuresFaults(findExercise(location))) return {};
  const result = results.get(placeOf(location));
  return result ? { measurementsUsed: result.used, fewestMeasurements: result.fewest } : { measurementsUsed: null };
}
