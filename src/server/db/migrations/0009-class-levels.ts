// Class-only levels (docs/classes.md "Class levels"): a teacher's generated or own level stored for one
// class without publishing it. `class_id` null is an ordinary community level on Explore; set, the level
// is left off every list and only that class's teacher and members may read or play it. Deleting the
// class deletes its class-only levels.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const classLevels: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('custom_levels')
      .addColumn('class_id', 'uuid', (col) => col.references('classes.id').onDelete('cascade'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('custom_levels').dropColumn('class_id').execute();
  },
};
