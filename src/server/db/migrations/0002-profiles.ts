// Our own tables beside better-auth's: the learner profile (`users`, docs/product.md "What is stored", User profile),
// the mail outbox used when no SMTP server is configured, and the per-email/per-address throttle of
// sign-in and password reset (stored here so every server instance sees the same counts).
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const profileTables: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('email', 'text')
      .addColumn('is_guest', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('progress', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{"useSchematicStyle": false}'::jsonb`))
      .addColumn('schematic_completion', 'jsonb')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('users_points_idx').on('users').columns(['points desc', 'id']).execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('auth_throttle')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('window_start', 'timestamptz', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['auth_throttle', 'outbox', 'users']) await db.schema.dropTable(table).execute();
  },
};
