// Completions of community levels, table community_progress: written only by a correct attempt
// (attempts/sources/community.ts), so a class assignment of a community level shows trustworthy
// progress (docs/classes.md). A star once collected stays; completion never goes back.
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Marks the level complete for the learner (their profile row must exist), keeping a star once won. */
export async function recordCommunityCompletion(database: Database, userId: string, levelId: string, starAchieved: boolean): Promise<void> {
  await database.db
    .insertInto('community_progress')
    .values({ user_id: userId, level_id: levelId, star_achieved: starAchieved })
    .onConflict((oc) =>
      oc.columns(['user_id', 'level_id']).doUpdateSet({ star_achieved: sql<boolean>`community_progress.star_achieved or excluded.star_achieved` }),
    )
    .execute();
}

/** Whether the learner has completed the level, with their points and points version: one query. */
export async function readCommunityStanding(
  database: Database,
  userId: string,
  levelId: string,
): Promise<{ completed: boolean; points: number; pointsVersion: number }> {
  const row = await database.db
    .selectFrom('users')
    .select(['points', 'points_version'])
    .select((eb) =>
      eb.exists(eb.selectFrom('community_progress').select('level_id').where('user_id', '=', userId).where('level_id', '=', levelId)).as('completed'),
    )
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { completed: Boolean(row.completed), points: row.points, pointsVersion: row.points_version };
}

/**
 * Server-checked community completions of the class's learners (or one learner) on the class's
 * community assignments: one query, served by the community_progress primary key.
 */
export async function communitySolved(database: Database, classId: string, userId?: string) {
  let query = database.db
    .selectFrom('community_progress')
    .select(['user_id', 'level_id', 'star_achieved', 'completed_at'])
    .where('level_id', 'in', (eb) =>
      eb.selectFrom('class_assignments').select('level_id').where('class_id', '=', classId).where('level_id', 'is not', null).$narrowType<{ level_id: string }>(),
    );
  query = userId
    ? query.where('user_id', '=', userId)
    : query.where('user_id', 'in', (eb) => eb.selectFrom('class_members').select('user_id').where('class_id', '=', classId));
  const rows = await query.execute();
  const byUser = new Map<string, { solved: Map<string, boolean>; times: string[]; at: Map<string, string> }>();
  for (const row of rows) {
    const entry = byUser.get(row.user_id) ?? { solved: new Map<string, boolean>(), times: [], at: new Map<string, string>() };
    const at = new Date(row.completed_at).toISOString();
    entry.solved.set(row.level_id, row.star_achieved);
    entry.times.push(at);
    entry.at.set(row.level_id, at);
    byUser.set(row.user_id, entry);
  }
  return byUser;
}
