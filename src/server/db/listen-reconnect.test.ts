// Live events survive a dropped LISTEN connection (database restart, network blip): the database
// module opens it again, so a NOTIFY sent afterwards still arrives; a dropped pool connection neither
// crashes the process nor fails later queries. Needs TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from './database';
import { createFreshPostgresDatabase } from '../../../test/support/server/test-server';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('LISTEN on PostgreSQL', { timeout: 60_000 }, () => {
  let fresh: { url: string; drop(): Promise<void> } | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    if (!hasPostgres) return;
    fresh = await createFreshPostgresDatabase();
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it.skipIf(!hasPostgres)('keeps delivering after the listening connection is killed (skipped without TEST_DATABASE_URL)', async () => {
    const db = database!;
    const received: string[] = [];
    const unlisten = await db.listen('reconnect_test', (payload) => received.push(payload));
    await db.notify('reconnect_test', 'before');
    await expect.poll(() => received, { timeout: 5000 }).toContain('before');

    const killed = await sql<{ killed: boolean }>`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
      where query ilike 'LISTEN%' and datname = current_database()`.execute(db.db);
    expect(killed.rows.length).toBeGreaterThan(0);

    await expect
      .poll(async () => {
        await db.notify('reconnect_test', 'after');
        return received;
      }, { timeout: 15_000, interval: 500 })
      .toContain('after');
    await unlisten();
  });

  it.skipIf(!hasPostgres)('survives idle pool connections being killed and answers the next query (skipped without TEST_DATABASE_URL)', async () => {
    const db = database!;
    // Two queries at once so the pool holds at least two connections, then kill every one but ours.
    await Promise.all([sql`select pg_sleep(0.05)`.execute(db.db), sql`select pg_sleep(0.05)`.execute(db.db)]);
    const killed = await sql<{ killed: boolean }>`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query not ilike 'LISTEN%'`.execute(db.db);
    expect(killed.rows.length).toBeGreaterThan(0);
    // Without a pool 'error' handler the killed idle connection would crash the process here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all([1, 2, 3].map(async () => (await sql<{ one: number }>`select 1 as one`.execute(db.db)).rows[0]?.one));
    expect(answers).toEqual([1, 1, 1]);
  });
});
