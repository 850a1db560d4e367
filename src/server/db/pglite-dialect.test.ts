// The preparing PGlite dialect against a real PGlite: values go in and come back as query() gave them,
// a failed statement leaves the connection usable, a table changed under a prepared statement is
// re-prepared, and more distinct statements than it keeps still run.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../../test/support/server/pglite-template';
import { PreparingPGliteDialect } from './pglite-dialect';

interface Scratch {
  things: { id: number; name: string; seen: Date | null; doc: unknown; ok: Generated<boolean> };
}

describe('PreparingPGliteDialect', () => {
  let client: PGlite;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    db = new Kysely<Scratch>({ dialect: new PreparingPGliteDialect(client) });
    await sql`create table things (id integer primary key, name text not null, seen timestamptz, doc jsonb, ok boolean not null default true)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('sends and reads back text, numbers, dates, JSON, booleans and nulls', async () => {
    const seen = new Date('2026-11-24T01:02:03.456Z');
    const inserted = await db.insertInto('things').values({ id: 1, name: 'lamp', seen, doc: JSON.stringify({ a: [1, 2] }), ok: false }).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    await db.insertInto('things').values({ id: 2, name: 'bell', seen: null, doc: null, ok: true }).execute();
    const rows = await db.selectFrom('things').selectAll().where('id', 'in', [1, 2]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, name: 'lamp', seen, doc: { a: [1, 2] }, ok: false },
      { id: 2, name: 'bell', seen: null, doc: null, ok: true },
    ]);
    const updated = await db.updateTable('things').set({ name: 'lamp 2' }).where('id', '=', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it('a failing statement throws PostgreSQL’s error and the next one runs', async () => {
    await db.insertInto('things').values({ id: 10, name: 'once' }).execute();
    await expect(db.insertInto('things').values({ id: 10, name: 'twice' }).execute()).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('things').select('name').where('id', '=', 10).executeTakeFirst()).toEqual({ name: 'once' });
    // Inside a transaction that is rolled back, too.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('things').values({ id: 11, name: 'rolled back' }).execute();
        await trx.insertInto('things').values({ id: 10, name: 'clash' }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('things').select('id').where('id', '=', 11).executeTakeFirst()).toBeUndefined();
  });

  it('runs one transaction at a time on the one connection, however requests arrive', async () => {
    await db.insertInto('things').values({ id: 20, name: '0' }).execute();
    const increment = async (delay: number) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await db.transaction().execute(async (trx) => {
        const { name } = await trx.selectFrom('things').select('name').where('id', '=', 20).executeTakeFirstOrThrow();
        await new Promise((resolve) => setImmediate(resolve));
        await trx.updateTable('things').set({ name: String(Number(name) + 1) }).where('id', '=', 20).execute();
      });
    };
    const reads = Array.from({ length: 30 }, (_, k) => db.selectFrom('things').select('id').where('id', '=', 20).execute().then(() => increment(k % 5)));
    await Promise.all([...reads, ...Array.from({ length: 10 }, (_, k) => increment(k % 3))]);
    expect(await db.selectFrom('things').select('name').where('id', '=', 20).executeTakeFirst()).toEqual({ name: '40' });
  });

  it('re-prepares a statement whose table changed, and runs more statements than it keeps', async () => {
    const all = () => db.selectFrom('things').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Object.keys(await all())).not.toContain('extra');
    await sql`alter table things add column extra integer`.execute(db);
    expect(await all()).toMatchObject({ id: 1, extra: null });
    for (let k = 0; k < 250; k++) {
      const row = await db.selectFrom('things').select(sql<number>`${k}::int + ${sql.lit(k)}`.as('twice')).where('id', '=', 1).executeTakeFirstOrThrow();
      expect(row.twice).toBe(2 * k);
    }
    expect(await all()).toMatchObject({ id: 1 });
  });
});
