// The leaderboard at scale (docs/performance.md "The leaderboard"): how many ranked learners hold each
// score (`leaderboard_points`), kept by a trigger on `users`, so a learner's rank is 1 + the learners
// at higher scores — a sum over the distinct scores, not a count over every learner. Ranked = a
// non-empty name (btrim(name) <> ''), as the leaderboard shows. And an index in the leaderboard's own
// order, limited to ranked learners, so the top 100 are read straight from it.
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const leaderboardPoints: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('leaderboard_points')
      .addColumn('points', 'integer', (col) => col.primaryKey())
      .addColumn('learners', 'integer', (col) => col.notNull())
      .execute();
    // Few rows, each rewritten at every change of its score: room on every page lets PostgreSQL
    // update in place (HOT) and prune old versions as it goes, with no index entry per change.
    await sql`alter table leaderboard_points set (fillfactor = 50)`.execute(db);
    // One row per change: the old score loses a learner, the new one gains one. Both rows are changed
    // in one statement in ascending order of points, so two changes never wait on each other in
    // opposite orders.
    await sql`
      create function leaderboard_points_change() returns trigger language plpgsql as $$
      declare
        was_ranked boolean := tg_op <> 'INSERT' and btrim(old.name) <> '';
        is_ranked boolean := tg_op <> 'DELETE' and btrim(new.name) <> '';
      begin
        if tg_op = 'UPDATE' and was_ranked = is_ranked and old.points = new.points then
          return null;
        end if;
        insert into leaderboard_points as counted (points, learners)
        select change.points, sum(change.delta)::integer
        from (
          select old.points, -1 where was_ranked
          union all
          select new.points, 1 where is_ranked
        ) as change (points, delta)
        group by change.points
        having sum(change.delta) <> 0
        order by change.points
        on conflict (points) do update set learners = counted.learners + excluded.learners;
        return null;
      end
      $$`.execute(db);
    // The triggers first, then the backfill: creating them locks out writes to users until this
    // migration commits, so no change falls between the two.
    await sql`
      create trigger users_leaderboard_points after insert or delete on users
      for each row execute function leaderboard_points_change()`.execute(db);
    await sql`
      create trigger users_leaderboard_points_update after update of points, name on users
      for each row when (old.points is distinct from new.points or old.name is distinct from new.name)
      execute function leaderboard_points_change()`.execute(db);
    await sql`
      insert into leaderboard_points (points, learners)
      select points, count(*)::integer from users where btrim(name) <> '' group by points`.execute(db);
    await sql`
      create index users_leaderboard_idx on users (points desc, created_at, id) where btrim(name) <> ''`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop index if exists users_leaderboard_idx`.execute(db);
    await sql`drop trigger if exists users_leaderboard_points_update on users`.execute(db);
    await sql`drop trigger if exists users_leaderboard_points on users`.execute(db);
    await sql`drop function if exists leaderboard_points_change()`.execute(db);
    await db.schema.dropTable('leaderboard_points').execute();
  },
};
