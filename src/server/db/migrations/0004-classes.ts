// Classes (docs/classes.md): a teacher's class with a join code, its members and its assignments.
// A class only points at learners; their progress stays in `users.progress`, so removing a member or
// deleting a class (cascading to members and assignments) never touches what a learner earned.
// Indexes: the code is looked up on every join, a learner's classes by user, a class's roster and
// assignments by class (the primary key of class_members leads with class_id).
// community_progress: a community level solved, checked by the server (POST /api/attempts with
// levelId), so a community assignment's progress is as trustworthy as a course level's; no points.
import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against a schema in flux
type AnyDb = Kysely<any>;

export const classTables: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('classes')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('teacher_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('classes_teacher_idx').on('classes').columns(['teacher_id', 'created_at']).execute();

    await db.schema
      .createTable('class_members')
      .addColumn('class_id', 'uuid', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('joined_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id'])
      .execute();
    await db.schema.createIndex('class_members_user_idx').on('class_members').column('user_id').execute();

    await db.schema
      .createTable('class_assignments')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('class_id', 'uuid', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      // Exactly one kind of target: a course level (chapter, level), a project level (project, level)
      // or a community level (level_id, no foreign key: a deleted level leaves its title behind).
      .addColumn('chapter', 'integer')
      .addColumn('project', 'text')
      .addColumn('level', 'integer')
      .addColumn('level_id', 'uuid')
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('due', 'date')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'class_assignments_one_target',
        sql`(chapter is not null and level is not null and project is null and level_id is null)
          or (project is not null and level is not null and chapter is null and level_id is null)
          or (level_id is not null and chapter is null and project is null and level is null)`,
      )
      .execute();
    await db.schema
      .createTable('community_progress')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('level_id', 'uuid', (col) => col.notNull())
      .addColumn('star_achieved', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('completed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('community_progress_pk', ['user_id', 'level_id'])
      .execute();
    await db.schema.createIndex('class_assignments_class_idx').on('class_assignments').columns(['class_id', 'created_at']).execute();
  },
  async down(db: AnyDb) {
    for (const table of ['community_progress', 'class_assignments', 'class_members', 'classes']) await db.schema.dropTable(table).execute();
  },
};
