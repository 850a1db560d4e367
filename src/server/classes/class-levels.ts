// Class-only levels (docs/classes.md "Class levels"): a teacher's level stored with the class's id, so
// it stays off Explore and GET /api/levels and only the class plays it, and assigned to the class at the
// end of its list — both rows in one transaction, so a failure leaves neither behind.
import { sql } from 'kysely';
import type { LevelInput } from '../../api/index';
import type { Database } from '../db/database';
import { levelRowValues, type Creator } from '../levels/level-queries';
import type { AssignmentRow } from './class-queries';

export async function insertClassLevel(
  database: Database,
  classId: string,
  creator: Creator,
  level: LevelInput,
  tags: string[],
  due: string | null,
): Promise<AssignmentRow> {
  return database.db.transaction().execute(async (trx) => {
    // Serialise with other adds to this class, as insertAssignment does, so positions stay distinct.
    await trx.selectFrom('classes').select('id').where('id', '=', classId).forUpdate().executeTakeFirst();
    const stored = await trx
      .insertInto('custom_levels')
      .values({ ...levelRowValues(creator, level, tags), class_id: classId })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('class_assignments')
      .values((eb) => ({
        class_id: classId,
        chapter: null,
        project: null,
        level: null,
        level_id: stored.id,
        title: stored.name,
        due,
        position: eb.selectFrom('class_assignments').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')).where('class_id', '=', classId),
      }))
      .returning(['id', 'chapter', 'project', 'level', 'level_id', 'title', sql<string | null>`due::text`.as('due')])
      .executeTakeFirstOrThrow();
  });
}
