// Stores a judged attempt on a course or project exercise in users.progress (with the points it earns).
// The hot path is one conditional UPDATE on the progress read together with the session and the
// rate-limit count (snapshot.ts, read by attempts/begin-attempt.ts), carrying the streak's day and the
// live-points NOTIFY in the same statement. It only applies when the stored progress is still the one
// judged against, so of two concurrent attempts (double clicks, two tabs, two server instances on one
// PostgreSQL) only the first awards points. When that check fails, or there is no profile row yet, the
// attempt takes the locked path: one transaction that locks the row (SELECT … FOR UPDATE) and applies
// progress-update.ts (the rule) to what is stored then.
import { sql, type QueryCreator } from 'kysely';
import type { SessionUser } from '../auth/auth-service';
import type { Database } from '../db/database';
import { ensureProfile } from '../db/queries/profiles';
import type { DB } from '../db/schema';
import { notifyPointsSql, publishPoints } from '../events/points-events';
import { recordActiveDay } from './active-days';
import { applyAttempt, type AttemptLocation, type JudgedAttempt } from './progress-update';
import type { ProfileSnapshot } from './snapshot';

export interface RecordedAttempt {
  completed: boolean;
  pointsAwarded: number;
  /** The learner's points after the attempt, and their version (users.points_version). */
  points: number;
  pointsVersion: number;
  /** A piece hint was used on this exercise: its star is not awarded. */
  hinted: boolean;
}

/**
 * Records a judged attempt, tells the learner's open tabs their new total when points were awarded,
 * and marks `activeDay` (the learner's local date, or null when there is nothing to mark: a wrong
 * answer, or today already counts) as a day of their streak.
 */
export async function recordCourseResult(
  database: Database,
  user: SessionUser,
  where: AttemptLocation,
  attempt: JudgedAttempt,
  snapshot: ProfileSnapshot,
  activeDay: string | null,
): Promise<RecordedAttempt> {
  if (snapshot) {
    const change = applyAttempt(snapshot.progress, where, attempt, new Date().toISOString());
    if (!change.changed) {
      if (activeDay) await recordActiveDay(database, user.id, activeDay);
      return { completed: change.completed, pointsAwarded: 0, points: snapshot.points, pointsVersion: snapshot.pointsVersion, hinted: change.hinted };
    }
    // The write, the streak's day and the NOTIFY of the new total: one statement (docs/performance.md).
    const day = activeDay;
    const withDay = day
      ? database.db.with('day', (db) =>
          db.insertInto('activity_days').values({ user_id: user.id, day }).onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()),
        )
      : database.db;
    const updated = await (withDay as QueryCreator<DB>)
      .with('updated', (db) =>
        db
          .updateTable('users')
          .set((eb) => ({ progress: JSON.stringify(change.progress), points: eb('points', '+', change.pointsAwarded) }))
          .where('id', '=', user.id)
          .where(sql<boolean>`progress = ${JSON.stringify(snapshot.progress)}::jsonb`)
          .returning(['points', 'points_version']),
      )
      .selectFrom('updated')
      .select(['points', 'points_version', notifyPointsSql(user.id, sql.ref('points'), sql.ref('points_version')).as('notified')])
      .executeTakeFirst();
    if (updated) {
      return { completed: change.completed, pointsAwarded: change.pointsAwarded, points: updated.points, pointsVersion: updated.points_version, hinted: change.hinted };
    }
    activeDay = null; // marked by the statement above, which only lost the race for the progress
  }
  const recorded = await recordLocked(database, user, where, attempt);
  if (recorded.pointsAwarded > 0) await publishPoints(database, user.id);
  if (activeDay) await recordActiveDay(database, user.id, activeDay);
  return recorded;
}

async function recordLocked(database: Database, user: SessionUser, where: AttemptLocation, attempt: JudgedAttempt): Promise<RecordedAttempt> {
  await ensureProfile(database, user);
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['progress', 'points', 'points_version'])
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const change = applyAttempt(row.progress ?? {}, where, attempt, new Date().toISOString());
    if (!change.changed) return { completed: change.completed, pointsAwarded: 0, points: row.points, pointsVersion: row.points_version, hinted: change.hinted };

    const updated = await trx
      .updateTable('users')
      .set((eb) => ({
        progress: JSON.stringify(change.progress),
        points: eb('points', '+', change.pointsAwarded),
      }))
      .where('id', '=', user.id)
      .returning(['points', 'points_version'])
      .executeTakeFirstOrThrow();
    return { completed: change.completed, pointsAwarded: change.pointsAwarded, points: updated.points, pointsVersion: updated.points_version, hinted: change.hinted };
  });
}
