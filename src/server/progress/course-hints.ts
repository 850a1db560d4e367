// Records that the hint ladder placed a piece for the learner on a chapter exercise, under the same row
// lock as attempts (course-results.ts), so an attempt racing the hint sees it. Projects earn no star, so
// nothing is recorded for them.
import type { SessionUser } from '../auth/auth-service';
import type { Database } from '../db/database';
import { ensureProfile } from '../db/queries/profiles';
import { markHinted } from './progress-update';

export async function recordCourseHint(database: Database, user: SessionUser, where: { chapter: number; level: number; exercise: number }): Promise<void> {
  await ensureProfile(database, user);
  await database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select(['progress']).where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    const next = markHinted(row.progress ?? {}, where, new Date().toISOString());
    if (next) await trx.updateTable('users').set({ progress: JSON.stringify(next) }).where('id', '=', user.id).execute();
  });
}
