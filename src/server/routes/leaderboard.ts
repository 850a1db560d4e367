// GET /api/leaderboard: the top users by points (non-empty names only, never emails), plus the
// caller's own row when it is outside the top (docs/api.md). Two index reads whatever the number of
// learners (docs/performance.md "The leaderboard"): the top 100 in the leaderboard's order from
// users_leaderboard_idx, and the caller's rank from leaderboard_points (0007-leaderboard-points).
import { sql } from 'kysely';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { LEADERBOARD_SIZE, type LeaderboardEntry, type LeaderboardResponse } from '../../api/leaderboard';

/** The leaderboard's filter, word for word as users_leaderboard_idx's predicate, so that index serves it. */
const RANKED = sql<boolean>`btrim(name) <> ''`;

export const registerLeaderboardRoutes: RouteModule = (app, deps) => {
  app.get('/api/leaderboard', async (c) => {
    const user = await requireUser(c, deps);
    const { db } = deps.database;
    const top = await db
      .selectFrom('users')
      .select(['id', 'name', 'points'])
      .where(RANKED)
      .orderBy('points', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .limit(LEADERBOARD_SIZE)
      .execute();
    // Equal points share a rank (1, 2, 2, 4): everyone with more points is above in this list, so a
    // row's rank is 1 + the number of rows before the first one with its points.
    const entries: LeaderboardEntry[] = [];
    top.forEach((row, index) => {
      const previous = entries.at(-1);
      const rank = previous && previous.points === row.points ? previous.rank : index + 1;
      entries.push({ rank, name: row.name, points: row.points, you: row.id === user.id });
    });
    if (!top.some((row) => row.id === user.id)) {
      const own = await db
        .selectFrom('users')
        .select([
          'name',
          'points',
          (eb) =>
            eb
              .selectFrom('leaderboard_points')
              .select(sql<string>`coalesce(sum(learners), 0)`.as('above'))
              .whereRef('leaderboard_points.points', '>', 'users.points')
              .as('above'),
        ])
        .where('id', '=', user.id)
        .where(RANKED)
        .executeTakeFirst();
      if (own) entries.push({ rank: Number(own.above ?? 0) + 1, name: own.name, points: own.points, you: true });
    }
    const body: LeaderboardResponse = { entries };
    return c.json(body);
  });
};
