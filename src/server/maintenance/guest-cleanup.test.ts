// Idle guests are removed (30 days without progress, a year with progress), signed-up learners and
// active guests stay, and two instances running the job at once neither fail nor double the work.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';
import { openDatabase } from '../db/database';
import { removeIdleGuests } from './guest-cleanup';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)('guest cleanup on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** Moves the account's last activity (its own update and its sessions') `days` into the past. */
  const idleFor = async (id: string, days: number) => {
    const then = new Date(Date.now() - days * DAY);
    await sql`update "user" set "updatedAt" = ${then} where id = ${id}`.execute(server.database.db);
    await sql`update session set "updatedAt" = ${then} where "userId" = ${id}`.execute(server.database.db);
  };
  const exists = async (id: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from "user" where id = ${id}`.execute(server.database.db)).rows[0]?.n === 1;
  const earn = (id: string, points: number) =>
    server.database.db.updateTable('users').set({ points, progress: JSON.stringify({ 0: { 0: { 0: { completed: true } } } }) }).where('id', '=', id).execute();

  it('removes guests idle 30 days without progress and a year with progress, nobody else', async () => {
    const idleEmpty = await server.guest();
    const recentEmpty = await server.guest();
    const idleMonthWithProgress = await server.guest();
    const idleYearWithProgress = await server.guest();
    const learner = await server.signUp();
    for (const user of [idleEmpty, recentEmpty, idleMonthWithProgress, idleYearWithProgress, learner]) await user.request('/api/me');
    await earn(idleMonthWithProgress.id, 10);
    await earn(idleYearWithProgress.id, 25);
    await idleFor(idleEmpty.id, 31);
    await idleFor(recentEmpty.id, 5);
    await idleFor(idleMonthWithProgress.id, 40);
    await idleFor(idleYearWithProgress.id, 370);
    await idleFor(learner.id, 800);

    const result = await removeIdleGuests(server.database);
    expect(result).toEqual({ ran: true, removed: 2 });
    expect(await exists(idleEmpty.id)).toBe(false);
    expect(await exists(idleYearWithProgress.id)).toBe(false);
    expect(await exists(recentEmpty.id)).toBe(true);
    expect(await exists(idleMonthWithProgress.id)).toBe(true);
    expect(await exists(learner.id)).toBe(true);
    // The session went with the account.
    expect((await idleEmpty.request('/api/me')).status).toBe(401);
    const profile = await server.database.db.selectFrom('users').select('id').where('id', '=', idleEmpty.id).executeTakeFirst();
    expect(profile).toBeUndefined();
  });

  it('two instances running it at once: no error, each guest removed once', async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, () => server.guest()));
    for (const guest of guests) await idleFor(guest.id, 60);
    // On PostgreSQL the second instance is a second connection pool to the same database.
    const second = server.config.databaseUrl ? await openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: '' }) : undefined;
    try {
      const runs = await Promise.all([removeIdleGuests(server.database), removeIdleGuests(second ?? server.database)]);
      expect(runs.reduce((sum, run) => sum + run.removed, 0)).toBe(6);
      for (const guest of guests) expect(await exists(guest.id)).toBe(false);
    } finally {
      await second?.close();
    }
  });
});
