// GET /api/leaderboard: the top users by points (non-empty names only, never emails), plus the
// caller's own row when it is outside the top (docs/api.md). Index reads whatever the number of
// learners (docs/performance.md "The leaderboard"): the top 100 in the leaderboard's order from
// users_leaderboard_idx, and ranks from leaderboard_points (0007-leaderboard-points).
// Learners in a class are often children: a member of any class that keeps its leaderboard private
// (the default) is left off, except in their own view (docs/classes.md "Privacy"). Ranks stay ranks
// among every learner, so a hidden learner leaves a gap in the numbers, never a name.
import { sql, type ExpressionBuilder } from 'kysely';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import type { DB } from '../db/schema';
import { LEADERBOARD_SIZE, type LeaderboardEntry, type LeaderboardResponse } from '../../api/index';

/** The leaderboard's filter, word for word as users_leaderboard_idx's predicate, so that index serves it. */
const RANKED = sql<boolean>`btrim(name) <> ''`;

/** Shown to others: not a member of any class whose leaderboard is private. */
function shownToOthers(eb: ExpressionBuilder<DB, 'users'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('class_members')
        .innerJoin('classes', 'classes.id', 'class_members.class_id')
        .select('class_members.user_id')
        .whereRef('class_members.user_id', '=', 'users.id')
        .where('classes.public_leaderboard', '=', false),
    ),
  );
}

export const registerLeaderboardRoutes: RouteModule = (app, deps) => {
  app.get('/api/leaderboard', async (c) => {
    const user = await requireUser(c, deps);
    const { db } = deps.database;
    const top = await db
      .selectFrom('users')
      .select(['id', 'name', 'points'])
      .where(RANKED)
      .where((eb) => eb.or([eb('id', '=', user.id), shownToOthers(eb)]))
      .orderBy('points', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .limit(LEADERBOARD_SIZE)
      .execute();
    // A score's rank is 1 + the ranked learners with more points (equal points share a rank), from the
    // per-score counts the users trigger keeps: a few hundred rows, whatever the number of learners.
    const scores = await db.selectFrom('leaderboard_points').select(['points', 'learners']).orderBy('points', 'desc').execute();
    const rankOf = rankByScore(scores);
    const entries: LeaderboardEntry[] = top.map((row) => ({ rank: rankOf(row.points), name: row.name, points: row.points, you: row.id === user.id }));
    if (!top.some((row) => row.id === user.id)) {
      const own = await db.selectFrom('users').select(['name', 'points']).where('id', '=', user.id).where(RANKED).executeTakeFirst();
      if (own) entries.push({ rank: rankOf(own.points), name: own.name, points: own.points, you: true });
    }
    const body: LeaderboardResponse = { entries };
    return c.json(body);
  });
};

/** Rank of a score given how many learners hold each score (any order). */
function rankByScore(scores: readonly { points: number; learners: number | string }[]): (points: number) => number {
  return (points) => 1 + scores.reduce((above, row) => (row.points > points ? above + Number(row.learners) : above), 0);
}
