// Two server instances on one PostgreSQL (issue 4): a session made on A works on B, and a points change
// published through A reaches an events stream opened on B (LISTEN/NOTIFY). Needs TEST_DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPoints } from './events/points-events';
import { readSse } from '../../test/support/server/sse';
import { createFreshPostgresDatabase, startTestServer, type TestServer } from '../../test/support/server/test-server';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('two instances on one PostgreSQL', { timeout: 120_000 }, () => {
  let shared: { url: string; drop(): Promise<void> } | undefined;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!hasPostgres) return;
    shared = await createFreshPostgresDatabase();
    a = await startTestServer('postgres', { databaseUrl: shared.url });
    b = await startTestServer('postgres', { databaseUrl: shared.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  it.skipIf(!hasPostgres)('a session made on A works on B (reason when skipped: TEST_DATABASE_URL is not set)', async () => {
    const onA = await a.signUp({ name: 'Shared Sam' });
    const onB = await b.request('/api/me', { headers: { cookie: onA.cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ id: onA.id, name: 'Shared Sam' });
    const renamed = await b.request('/api/me', { method: 'PATCH', json: { name: 'Renamed on B' }, headers: { cookie: onA.cookie } });
    expect(renamed.status).toBe(200);
    expect(await (await onA.request('/api/me')).json()).toMatchObject({ name: 'Renamed on B' });
  });

  it.skipIf(!hasPostgres)('a points change made through A reaches a stream opened on B', async () => {
    const user = await a.signUp({ name: 'Live Lia' });
    const stream = readSse(await b.request('/api/me/events', { headers: { cookie: user.cookie } }));
    expect(await stream.next('points')).toEqual({ points: 0, version: 0 });
    await a.database.db.updateTable('users').set({ points: 10 }).where('id', '=', user.id).execute();
    await publishPoints(a.database, user.id);
    expect(await stream.next('points')).toEqual({ points: 10, version: 1 });
    await stream.close();
  });

  it.skipIf(!hasPostgres)('with changes racing on both instances, the last points event every stream shows is the true total', async () => {
    const user = await a.signUp({ name: 'Racing Rae' });
    const streams = await Promise.all(
      [a, b, a, b].map(async (instance) => readSse(await instance.request('/api/me/events', { headers: { cookie: user.cookie } }))),
    );
    for (const stream of streams) await stream.next('points');
    // 40 changes, half through each instance, each published after its commit as attempts do.
    await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const instance = n % 2 === 0 ? a : b;
        await sql`update users set points = points + 1 where id = ${user.id}`.execute(instance.database.db);
        await publishPoints(instance.database, user.id);
      }),
    );
    const truth = await a.database.db.selectFrom('users').select('points').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(truth.points).toBe(40);
    for (const stream of streams) {
      let last: { points: number; version: number } | undefined;
      for (;;) {
        const event = (await stream.next('points', 1500).catch(() => undefined)) as typeof last;
        if (!event) break;
        // A stream never goes back to an older total.
        if (last) expect(event.version).toBeGreaterThan(last.version);
        last = event;
      }
      expect(last).toEqual({ points: 40, version: 40 });
      await stream.close();
    }
  });

  it.skipIf(!hasPostgres)('rate limits are shared: sign-ins counted on A are refused on B', async () => {
    await a.signUp({ email: 'shared-limit@example.com', password: 'right-password' });
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      last = (await instance.request('/api/auth/sign-in/email', { json: { email: 'shared-limit@example.com', password: i } })).status;
    }
    expect(last).toBe(429);
  });
});
