// Fault finding (docs/faults.md): each meter reading a learner takes on a fault exercise, counted until
// their next attempt on it (then cleared), and each learner's result on it for the teacher's view:
// the measurements the diagnosis used and the fewest possible.
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const faultMeasurements: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('fault_measurements')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      // where the exercise is: "chapter/level/exercise" or "project:code/level/exercise"
      .addColumn('place', 'text', (col) => col.notNull())
      .addColumn('row', 'integer', (col) => col.notNull())
      .addColumn('col', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('fault_measurements_user_place').on('fault_measurements').columns(['user_id', 'place']).execute();
    await db.schema
      .createTable('fault_results')
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .addColumn('place', 'text', (col) => col.notNull())
      .addColumn('measurements_used', 'integer', (col) => col.notNull())
      .addColumn('fewest', 'integer', (col) => col.notNull())
      .addColumn('correct', 'boolean', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('fault_results_pkey', ['user_id', 'place'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('fault_results').execute();
    await db.schema.dropTable('fault_measurements').execute();
  },
};
