// GET /api/leaderboard: the top users by points (non-empty names only, never emails), plus the
// caller's own row when it is outside the top (docs/api.md). Learners in a class are often children:
// a member of any class that keeps its leaderboard private (the default) is left off, except in their
// own view (docs/classes.md "Privacy").
import { sql } from 'kysely';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { LEADERBOARD_SIZE, type LeaderboardResponse } from '../../api/leaderboard';

export const registerLeaderboardRoutes: RouteModule = (app, deps) => {
  app.get('/api/leaderboard', async (c) => {
    const user = await requireUser(c, deps);
    const ranked = deps.database.db
      .selectFrom('users')
      .select([
        'id',
        'name',
        'points',
        // Equal points share a rank (1, 2, 2, 4): nobody is placed above someone with the same score.
        sql<string>`rank() over (order by points desc)`.as('rank'),
        sql<number>`row_number() over (order by points desc, created_at asc, id asc)`.as('position'),
      ])
      .where(sql<boolean>`btrim(name) <> ''`)
      .where((eb) =>
        eb.or([
          eb('id', '=', user.id),
          eb.not(
            eb.exists(
              eb
                .selectFrom('class_members')
                .innerJoin('classes', 'classes.id', 'class_members.class_id')
                .select('class_members.user_id')
                .whereRef('class_members.user_id', '=', 'users.id')
                .where('classes.public_leaderboard', '=', false),
            ),
          ),
        ]),
      );
    const rows = await deps.database.db
      .selectFrom(ranked.as('ranked'))
      .selectAll()
      .where((eb) => eb.or([eb('position', '<=', LEADERBOARD_SIZE), eb('id', '=', user.id)]))
      .orderBy('position')
      .execute();
    const body: LeaderboardResponse = {
      entries: rows.map((row) => ({ rank: Number(row.rank), name: row.name, points: row.points, you: row.id === user.id })),
    };
    return c.json(body);
  });
};
