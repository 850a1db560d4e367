// The days a learner completed at least one exercise (or a practice level), as their own local
// calendar dates, for the daily streak (docs/journey.md "Coming back").
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const activityDayTables: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('activity_days')
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .addColumn('day', 'date', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('activity_days_pkey', ['user_id', 'day'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('activity_days').execute();
  },
};
