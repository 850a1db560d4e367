// Migrations are linear: a database of every earlier shape (stopped after migration N, with a learner
// in it) upgrades to the latest at start and keeps its rows; one that ran a later migration without an
// earlier one is refused. On PGlite (a data folder, as `npm start` uses) and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, startTestServer, testDatabaseKinds } from '../../../test/support/server/test-server';
import type { DatabaseKind } from './database';
import { migrateToLatest, migrateUpTo } from './migrate';
import { migrations } from './migrations/index';
import { PreparingPGliteDialect } from './pglite-dialect';

const names = Object.keys(migrations);
const earlierShapes = names.slice(0, -1);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an old database has an older schema
type AnyDb = Kysely<any>;

interface OldDatabase {
  db: AnyDb;
  /** What startTestServer needs to open the same database. */
  open: { dataDir?: string; databaseUrl?: string };
  close(): Promise<void>;
  drop(): Promise<void>;
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

async function emptyDatabase(kind: DatabaseKind): Promise<OldDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-migrate-'));
    folders.push(dataDir);
    const client = await PGlite.create(dataDir);
    const db: AnyDb = new Kysely({ dialect: new PreparingPGliteDialect(client) });
    return { db, open: { dataDir }, close: () => db.destroy(), drop: async () => {} };
  }
  const fresh = await createFreshPostgresDatabase();
  const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: fresh.url, max: 2 }) }) });
  return { db, open: { databaseUrl: fresh.url }, close: () => db.destroy(), drop: fresh.drop };
}

/** A learner written the way that shape of the database stored one. */
async function addOldLearner(db: AnyDb, shape: string): Promise<void> {
  await db
    .insertInto('user')
    .values({ id: 'old-learner', name: 'Old Learner', email: 'old@example.com', emailVerified: false })
    .execute();
  if (names.indexOf(shape) >= names.indexOf('0002-profiles')) {
    await db.insertInto('users').values({ id: 'old-learner', name: 'Old Learner', email: 'old@example.com', points: 25 }).execute();
  }
}

describe.each(testDatabaseKinds)('migrations on %s', { timeout: 180_000 }, (kind) => {
  it.each(earlierShapes)('a database stopped after %s upgrades at start and keeps its learner', async (shape) => {
    const old = await emptyDatabase(kind);
    try {
      await migrateUpTo(old.db, shape);
      await addOldLearner(old.db, shape);
      await old.close();

      const server = await startTestServer(kind, old.open);
      try {
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(server.database.db);
        expect(applied.rows.map((row) => row.name)).toEqual(names);
        const kept = await server.database.db.selectFrom('user').select('name').where('id', '=', 'old-learner').executeTakeFirst();
        expect(kept?.name).toBe('Old Learner');

        const newcomer = await server.signUp();
        expect((await newcomer.request('/api/me')).status).toBe(200);
        if (names.indexOf(shape) >= names.indexOf('0002-profiles')) {
          const board = (await (await newcomer.request('/api/leaderboard')).json()) as { entries: { name: string; points: number }[] };
          expect(board.entries).toContainEqual(expect.objectContaining({ name: 'Old Learner', points: 25 }));
        }
      } finally {
        await server.close();
      }
    } finally {
      await old.drop();
    }
  });

  it('refuses a database that ran a later migration without an earlier one', async () => {
    const old = await emptyDatabase(kind);
    try {
      await migrateUpTo(old.db, names[0]!);
      await sql`insert into kysely_migration (name, timestamp) values (${names[2]!}, ${new Date().toISOString()})`.execute(old.db);
      await expect(migrateToLatest(old.db)).rejects.toThrow(/expected previously executed migration/);
      await old.close();
    } finally {
      await old.drop();
    }
  });
});
