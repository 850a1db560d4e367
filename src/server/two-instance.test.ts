// Two server instances on one PostgreSQL (issue 4): a session made on A works on B, and a points change
// published through A reaches an events stream opened on B (LISTEN/NOTIFY). Needs TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPoints } from './events/points-events';
import { readSse } from './test-support/sse';
import { createFreshPostgresDatabase, startTestServer, type TestServer } from './test-support/test-server';

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
    expect(await stream.next('points')).toEqual({ points: 0 });
    await a.database.db.updateTable('users').set({ points: 10 }).where('id', '=', user.id).execute();
    await publishPoints(a.database, user.id, 10);
    expect(await stream.next('points')).toEqual({ points: 10 });
    await stream.close();
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
