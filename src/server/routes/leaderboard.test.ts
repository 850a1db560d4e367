// GET /api/leaderboard: points descending, names only (never emails), only non-empty names, the
// caller's row marked, top 100 plus the caller.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardResponseSchema } from '../../api/leaderboard';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('leaderboard on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const setPoints = (id: string, points: number) =>
    server.database.db.updateTable('users').set({ points }).where('id', '=', id).execute();

  it('needs a session', async () => {
    const response = await server.request('/api/leaderboard');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in required.' });
  });

  it('ranks by points descending, shows names and points only, marks the caller, skips empty names', async () => {
    const low = await server.signUp({ name: 'Low', email: 'low@example.com' });
    const high = await server.signUp({ name: 'High', email: 'high@example.com' });
    const mid = await server.signUp({ name: '<b>Mid</b>', email: 'mid@example.com' });
    const nameless = await server.signUp({ name: 'Nameless', email: 'nameless@example.com' });
    await setPoints(low.id, 5);
    await setPoints(high.id, 40);
    await setPoints(mid.id, 15);
    await setPoints(nameless.id, 99);
    await server.database.db.updateTable('users').set({ name: '  ' }).where('id', '=', nameless.id).execute();

    const response = await mid.request('/api/leaderboard');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('@example.com');
    const { entries } = leaderboardResponseSchema.parse(JSON.parse(text));
    expect(entries.map((entry) => [entry.rank, entry.name, entry.points, entry.you])).toEqual([
      [1, 'High', 40, false],
      [2, '<b>Mid</b>', 15, true],
      [3, 'Low', 5, false],
    ]);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(['name', 'points', 'rank', 'you']);
  });

  it('shows the top 100 and the caller below them', async () => {
    await sql`
      insert into "user" (id, name, email, "updatedAt")
      select 'bulk-' || n, 'Bulk ' || n, 'bulk-' || n || '@example.com', now() from generate_series(1, 105) as n`.execute(server.database.db);
    await sql`
      insert into users (id, name, points) select 'bulk-' || n, 'Bulk ' || n, 1000 + n from generate_series(1, 105) as n`.execute(server.database.db);
    const me = await server.signUp({ name: 'Newcomer' });
    const { entries } = leaderboardResponseSchema.parse(await (await me.request('/api/leaderboard')).json());
    expect(entries).toHaveLength(101);
    expect(entries[0]).toMatchObject({ rank: 1, name: 'Bulk 105', points: 1105 });
    expect(entries.at(-1)).toMatchObject({ name: 'Newcomer', points: 0, you: true });
    expect(entries.at(-1)!.rank).toBeGreaterThan(105);
  });

  // The rule the read must keep, over every learner: rank() by points among non-empty names.
  const expectedRanks = async () => {
    const { rows } = await sql<{ id: string; rank: string }>`
      select id, rank() over (order by points desc) as rank from users where btrim(name) <> ''`.execute(server.database.db);
    return new Map(rows.map((row) => [row.id, Number(row.rank)]));
  };
  const leaderboardOf = async (user: { request: (path: string) => Promise<Response> }) =>
    leaderboardResponseSchema.parse(await (await user.request('/api/leaderboard')).json()).entries;

  it('keeps ranks right among thousands of tied learners, for callers below the top, through changes of points and names', async () => {
    // 2,000 learners on 40 scores (about 50 share each), every 7th name blank or spaces only.
    await sql`
      insert into "user" (id, name, email, "updatedAt")
      select 'tie-' || n, 'Tie ' || n, 'tie-' || n || '@example.com', now() from generate_series(1, 2000) as n`.execute(server.database.db);
    await sql`
      insert into users (id, name, points, created_at)
      select 'tie-' || n, case when n % 7 = 0 then (case when n % 2 = 0 then '' else '   ' end) else 'Tie ' || n end,
             5000 + (n % 40) * 10, now() - n * interval '1 second'
      from generate_series(1, 2000) as n`.execute(server.database.db);
    const top = await server.signUp({ name: 'Topper' });
    const tied = await server.signUp({ name: 'Tied' });
    const low = await server.signUp({ name: 'Lowly' });
    const blank = await server.signUp({ name: 'Soon Blank' });
    await setPoints(top.id, 99_999);
    await setPoints(tied.id, 5_200);
    await setPoints(blank.id, 6_000);

    const verify = async () => {
      const expected = await expectedRanks();
      const { rows } = await sql<{ points: number }>`select points from users where btrim(name) <> ''`.execute(server.database.db);
      const rankOfPoints = (points: number) => rows.filter((row) => row.points > points).length + 1;
      const { rows: topRows } = await sql<{ name: string }>`
        select name from users where btrim(name) <> '' order by points desc, created_at, id limit 100`.execute(server.database.db);
      const topNames = topRows.map((row) => row.name);
      for (const caller of [top, tied, low]) {
        const entries = await leaderboardOf(caller);
        // The top 100 in order (points, then who came first), each ranked 1 + those with more points.
        expect(entries.slice(0, 100).map((entry) => entry.name)).toEqual(topNames);
        for (const entry of entries) expect(entry.rank).toBe(rankOfPoints(entry.points));
        const own = entries.filter((entry) => entry.you);
        expect(own).toHaveLength(1);
        expect(own[0]!.rank).toBe(expected.get(caller.id));
        expect(own[0]!.rank).toBe(rankOfPoints(own[0]!.points));
      }
      return expected;
    };

    let expected = await verify();
    expect(expected.get(top.id)).toBe(1);
    expect((await leaderboardOf(blank))[1]).toMatchObject({ rank: 2, name: 'Soon Blank', you: true });
    // 5,200 is shared by ~40 ranked learners: the caller shares their rank, below the top 100.
    const tiedRank = expected.get(tied.id)!;
    expect(tiedRank).toBeGreaterThan(100);
    const tiedRow = (await leaderboardOf(tied)).at(-1)!;
    expect(tiedRow).toMatchObject({ name: 'Tied', points: 5_200, you: true, rank: tiedRank });

    // Changes after the fact: scores up and down, a name blanked and one given back, learners deleted.
    await sql`update users set points = points + 10 where id like 'tie-%' and (substr(id, 5)::int) % 3 = 0`.execute(server.database.db);
    await sql`update users set name = 'Back ' || id where id like 'tie-%' and (substr(id, 5)::int) % 14 = 0`.execute(server.database.db);
    await server.database.db.updateTable('users').set({ name: '' }).where('id', '=', blank.id).execute();
    await sql`delete from "user" where id like 'tie-%' and (substr(id, 5)::int) % 11 = 0`.execute(server.database.db);
    await setPoints(low.id, 5_200);
    expected = await verify();
    expect((await leaderboardOf(blank)).some((entry) => entry.you)).toBe(false);
    expect(expected.get(low.id)).toBe(expected.get(tied.id));
    const { rows } = await sql<{ total: string }>`select coalesce(sum(learners), 0) as total from leaderboard_points`.execute(server.database.db);
    expect(Number(rows[0]!.total)).toBe(expected.size);
  });
});
