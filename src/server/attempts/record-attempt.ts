// Stores a judged attempt. The hot path is one conditional UPDATE on the progress read together with
// the rate-limit count (attempt-throttle.ts): it only applies when the stored progress is still the one
// judged against, so of two concurrent attempts (double clicks, two tabs, two server instances on one
// PostgreSQL) only the first awards points. When that check fails, or there is no profile row yet, the
// attempt takes the locked path: one transaction that locks the row (SELECT … FOR UPDATE) and applies
// progress-update.ts to what is stored then.
import { sql } from 'kysely';
import type { SessionUser } from '../auth/auth-service';
import type { Database } from '../db/database';
import { ensureProfile } from '../db/queries/profiles';
import type { ProfileSnapshot } from './attempt-throttle';
import { applyAttempt, type AttemptLocation, type JudgedAttempt } from './progress-update';

export interface RecordedAttempt {
  completed: boolean;
  pointsAwarded: number;
  /** The learner's points after the attempt. */
  points: number;
  /** A piece hint was used on this exercise: its star is not awarded. */
  hinted: boolean;
}

export async function recordAttempt(
  database: Database,
  user: SessionUser,
  where: AttemptLocation,
  attempt: JudgedAttempt,
  snapshot: ProfileSnapshot = null,
): Promise<RecordedAttempt> {
  if (snapshot) {
    const change = applyAttempt(snapshot.progress, where, attempt, new Date().toISOString());
    if (!change.changed) return { completed: change.completed, pointsAwarded: 0, points: snapshot.points, hinted: change.hinted };
    const updated = await database.db
      .updateTable('users')
      .set((eb) => ({ progress: JSON.stringify(change.progress), points: eb('points', '+', change.pointsAwarded) }))
      .where('id', '=', user.id)
      .where(sql<boolean>`progress = ${JSON.stringify(snapshot.progress)}::jsonb`)
      .returning('points')
      .executeTakeFirst();
    if (updated) return { completed: change.completed, pointsAwarded: change.pointsAwarded, points: updated.points, hinted: change.hinted };
  }
  return recordLocked(database, user, where, attempt);
}

async function recordLocked(database: Database, user: SessionUser, where: AttemptLocation, attempt: JudgedAttempt): Promise<RecordedAttempt> {
  await ensureProfile(database, user);
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['progress', 'points'])
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const change = applyAttempt(row.progress ?? {}, where, attempt, new Date().toISOString());
    if (!change.changed) return { completed: change.completed, pointsAwarded: 0, points: row.points, hinted: change.hinted };

    const updated = await trx
      .updateTable('users')
      .set((eb) => ({
        progress: JSON.stringify(change.progress),
        points: eb('points', '+', change.pointsAwarded),
      }))
      .where('id', '=', user.id)
      .returning('points')
      .executeTakeFirstOrThrow();
    return { completed: change.completed, pointsAwarded: change.pointsAwarded, points: updated.points, hinted: change.hinted };
  });
}
