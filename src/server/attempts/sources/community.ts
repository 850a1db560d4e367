// The community source: `{levelId}`, a published level judged exactly as the page plays it (the shared
// restoreLevel puzzle: board and tray). Policy: completion and star in community_progress, so a class
// assignment of a community level shows trustworthy progress (docs/classes.md), and the classes' tries;
// community levels earn no points (docs/product.md).
import { sql } from 'kysely';
import type { CommunityWhere } from '../../../api/attempts';
import { restoreLevel } from '../../../content/restore-level';
import { recordClassTry } from '../../classes/record-try';
import { ensureProfile } from '../../db/queries/profiles';
import { HttpError } from '../../http-error';
import { findLevel } from '../../levels/level-queries';
import { replyOf, type PuzzleSource } from './source';

export const communitySource: PuzzleSource<CommunityWhere> = {
  resolve: async ({ levelId }, { database, user }) => {
    const level = await findLevel(database, levelId, { userId: user.id });
    const exercise = level ? restoreLevel(level) : null;
    if (!exercise) throw new HttpError(404, 'There is no such exercise.');
    return { kind: 'circuit', puzzle: async () => exercise };
  },

  record: async ({ levelId }, verdict, { database, user }) => {
    await ensureProfile(database, user);
    if (verdict.correct) {
      await database.db
        .insertInto('community_progress')
        .values({ user_id: user.id, level_id: levelId, star_achieved: verdict.starAchieved })
        .onConflict((oc) =>
          // A star once collected stays; completion never goes back.
          oc.columns(['user_id', 'level_id']).doUpdateSet({ star_achieved: sql<boolean>`community_progress.star_achieved or excluded.star_achieved` }),
        )
        .execute();
    }
    await recordClassTry(database, user.id, { levelId }, verdict.correct ? 'right' : 'wrong', verdict.mistakes);
    const row = await database.db
      .selectFrom('users')
      .select(['points', 'points_version'])
      .select((eb) =>
        eb.exists(eb.selectFrom('community_progress').select('level_id').where('user_id', '=', user.id).where('level_id', '=', levelId)).as('completed'),
      )
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return replyOf(verdict, {
      completed: Boolean(row.completed),
      starAchieved: verdict.starAchieved,
      pointsAwarded: 0,
      points: row.points,
      pointsVersion: row.points_version,
    });
  },
};
