// GET /api/leaderboard: points descending, names only (never emails), only non-empty names, the
// caller's row marked, top 100 plus the caller.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardResponseSchema } from '../../api/leaderboard';
import { startTestServer, testDatabaseKinds, type TestServer } from '../test-support/test-server';

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
});
