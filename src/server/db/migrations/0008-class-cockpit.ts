// The teacher's cockpit (docs/classes.md): what a teacher controls about a class (joining open or
// closed, the global-leaderboard choice, archive), the name a class shows for a learner, when each
// learner last tried anything, learners the teacher removed (refused until re-admitted), the order
// of assignments, and every try on assigned work with the explanation kinds of a failed check
// (class_tries, kept 90 days). A try is stored once per learner, not per class: every class that
// assigns the level reads it. Indexes: a class's learners' tries by (user_id, at).
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const classCockpit: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('classes')
      .addColumn('join_open', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('public_leaderboard', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('archived_at', 'timestamptz')
      .execute();
    await db.schema
      .alterTable('class_members')
      .addColumn('display_name', 'text')
      .addColumn('last_active_at', 'timestamptz')
      .execute();
    await db.schema.alterTable('class_assignments').addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema
      .createTable('class_removed')
      .addColumn('class_id', 'uuid', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('removed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('class_removed_pk', ['class_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('class_tries')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      // Where: a chapter exercise (chapter, level, exercise), a project exercise (project, level,
      // exercise) or a community level (level_id).
      .addColumn('chapter', 'integer')
      .addColumn('project', 'text')
      .addColumn('level', 'integer')
      .addColumn('exercise', 'integer')
      .addColumn('level_id', 'uuid')
      .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('right', 'wrong', 'hint')`))
      .addColumn('kinds', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('class_tries_user_idx').on('class_tries').columns(['user_id', 'at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('class_tries').execute();
    await db.schema.dropTable('class_removed').execute();
    await db.schema.alterTable('class_assignments').dropColumn('position').execute();
    await db.schema.alterTable('class_members').dropColumn('display_name').dropColumn('last_active_at').execute();
    await db.schema.alterTable('classes').dropColumn('join_open').dropColumn('public_leaderboard').dropColumn('archived_at').execute();
  },
};
