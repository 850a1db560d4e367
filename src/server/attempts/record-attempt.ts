// Stores a judged attempt: one transaction that locks the learner's profile row (SELECT … FOR UPDATE),
// applies progress-update.ts and adds the points. Concurrent attempts (double clicks, two tabs, two
// server instances on one PostgreSQL) queue on the lock, so the second one sees the first one's
// completion and awards nothing.
import type { SessionUser } from '../auth/auth-service';
import type { Database } from '../db/database';
import { ensureProfile } from '../db/queries/profiles';
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
): Promise<RecordedAttempt> {
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
