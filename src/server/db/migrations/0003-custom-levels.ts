// Community levels (docs/product.md "What is stored", Custom level, docs/api.md "Levels"). The level's own fields live in one
// JSON document (`level`), so the creator can grow without migrations; what the server filters, sorts
// or counts on has its own column. `creator_id` has no foreign key on purpose: better-auth deletes a
// guest's user row when the guest links an account, and that must not take their published levels along.
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const customLevelTables: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('custom_levels')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('creator_id', 'text', (col) => col.notNull())
      .addColumn('creator_name', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('level', 'jsonb', (col) => col.notNull())
      .addColumn('tags', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('play_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // Explore lists newest first (docs/api.md).
    await db.schema.createIndex('custom_levels_newest_idx').on('custom_levels').columns(['created_at desc', 'id desc']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('custom_levels').execute();
  },
};
