// The classes tables (0004-classes, docs/classes.md). Every read of a class's learners is one query over
// class_members ⋈ users (the roster reads each learner's progress document once, not one query per
// learner or per assignment). Rows become the api's shapes in the routes; no query here reads an email.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '../../api/index';
import type { Database } from '../db/database';
import { isLevelId } from '../levels/level-queries';
import { courseProgressColumn } from '../progress/index';

export interface ClassRow {
  id: string;
  teacher_id: string;
  name: string;
  code: string;
  join_open: boolean;
  public_leaderboard: boolean;
  archived_at: Date | null;
}

const classColumns = ['id', 'teacher_id', 'name', 'code', 'join_open', 'public_leaderboard', 'archived_at'] as const;

export type ClassRole = 'teacher' | 'member';

/** Ids are UUIDs; anything else names no class (and must not reach a uuid column as an error). */
export const isClassId = isLevelId;

export function randomClassCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i += 1) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

/** Inserts the class with a fresh code; a clash with an existing code (rare: 31^6 codes) draws again. */
export async function insertClass(database: Database, teacherId: string, name: string): Promise<ClassRow> {
  for (let attempt = 0; ; attempt += 1) {
    const row = await database.db
      .insertInto('classes')
      .values({ teacher_id: teacherId, name, code: randomClassCode() })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning([...classColumns])
      .executeTakeFirst();
    if (row) return row;
    if (attempt >= 20) throw new Error('No free class code after 20 draws');
  }
}

/** A fresh code for the class; the old one stops working with this statement. */
export async function resetClassCode(database: Database, classId: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const code = randomClassCode();
    // A clash with another class's code (unique index) leaves the row as it is: draw again.
    const row = await database.db
      .updateTable('classes')
      .set({ code })
      .where('id', '=', classId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('classes as other').select('other.id').where('other.code', '=', code))))
      .returning('code')
      .executeTakeFirst();
    if (row) return row.code;
    if (attempt >= 20) throw new Error('No free class code after 20 draws');
  }
}

export async function countTeacherClasses(database: Database, teacherId: string): Promise<number> {
  const row = await database.db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('teacher_id', '=', teacherId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The class and the caller's role in it, or null when the caller is a stranger (or there is no class). */
export async function classForUser(database: Database, classId: string, userId: string): Promise<{ row: ClassRow; role: ClassRole } | null> {
  if (!isClassId(classId)) return null;
  const row = await database.db
    .selectFrom('classes')
    .select([...classColumns])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('class_members').select('user_id').whereRef('class_id', '=', 'classes.id').where('user_id', '=', userId))
        .as('is_member'),
    )
    .where('id', '=', classId)
    .executeTakeFirst();
  if (!row) return null;
  const { is_member: isMember, ...klass } = row;
  if (klass.teacher_id === userId) return { row: klass, role: 'teacher' };
  return isMember ? { row: klass, role: 'member' } : null;
}

export async function findClassByCode(database: Database, code: string): Promise<ClassRow | undefined> {
  return database.db.selectFrom('classes').select([...classColumns]).where('code', '=', code).executeTakeFirst();
}

/** Joins (a name given on joining becomes the class's name for the learner); false when the teacher removed them. */
export async function addMember(database: Database, classId: string, userId: string, name?: string): Promise<boolean> {
  const blocked = await database.db.selectFrom('class_removed').select('user_id').where('class_id', '=', classId).where('user_id', '=', userId).executeTakeFirst();
  if (blocked) return false;
  await database.db
    .insertInto('class_members')
    .values({ class_id: classId, user_id: userId, display_name: name ?? null })
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doUpdateSet(name === undefined ? { user_id: userId } : { display_name: name }))
    .execute();
  return true;
}

/**
 * True when a membership was removed. The learner's progress (users.progress) is not touched; a
 * learner the teacher removed (`block`) is refused until re-admitted, one who left is not.
 */
export async function removeMember(database: Database, classId: string, userId: string, block: boolean): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('class_members').where('class_id', '=', classId).where('user_id', '=', userId).executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    if (block) {
      await trx
        .insertInto('class_removed')
        .values({ class_id: classId, user_id: userId })
        .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
        .execute();
    }
    return true;
  });
}

/** The learners the teacher removed (refused until re-admitted), by name: one query. */
export async function removedLearners(database: Database, classId: string) {
  return database.db
    .selectFrom('class_removed')
    .innerJoin('users', 'users.id', 'class_removed.user_id')
    .select(['users.id', 'users.name'])
    .where('class_removed.class_id', '=', classId)
    .orderBy('class_removed.removed_at')
    .execute();
}

/** Lets a removed learner join again; false when they were not removed. */
export async function readmit(database: Database, classId: string, userId: string): Promise<boolean> {
  const result = await database.db.deleteFrom('class_removed').where('class_id', '=', classId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The name this class shows for a learner; false when they are not a member. */
export async function renameMember(database: Database, classId: string, userId: string, name: string): Promise<boolean> {
  const result = await database.db
    .updateTable('class_members')
    .set({ display_name: name })
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateClass(
  database: Database,
  classId: string,
  changes: { name?: string; joinOpen?: boolean; publicLeaderboard?: boolean; archived?: boolean },
): Promise<void> {
  const set = {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.joinOpen === undefined ? {} : { join_open: changes.joinOpen }),
    ...(changes.publicLeaderboard === undefined ? {} : { public_leaderboard: changes.publicLeaderboard }),
    ...(changes.archived === undefined ? {} : { archived_at: changes.archived ? sql<Date>`coalesce(archived_at, now())` : null }),
  };
  if (Object.keys(set).length === 0) return;
  await database.db.updateTable('classes').set(set).where('id', '=', classId).execute();
}

/** Deletes the class, its memberships and assignments (cascade); learners' progress stays. */
export async function deleteClass(database: Database, classId: string): Promise<void> {
  await database.db.deleteFrom('classes').where('id', '=', classId).execute();
}

export async function listClasses(database: Database, userId: string) {
  const teaching = await database.db
    .selectFrom('classes')
    .select(['id', 'name', 'code'])
    .select((eb) =>
      eb.selectFrom('class_members').select((inner) => inner.fn.countAll<string>().as('n')).whereRef('class_id', '=', 'classes.id').as('student_count'),
    )
    .where('teacher_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const member = await database.db
    .selectFrom('class_members')
    .innerJoin('classes', 'classes.id', 'class_members.class_id')
    .innerJoin('users as teacher', 'teacher.id', 'classes.teacher_id')
    .select(['classes.id', 'classes.name', 'classes.archived_at', 'teacher.name as teacher_name'])
    .where('class_members.user_id', '=', userId)
    .orderBy('class_members.joined_at')
    .orderBy('classes.id')
    .execute();
  return {
    teaching: teaching.map((row) => ({ id: row.id, name: row.name, code: row.code, studentCount: Number(row.student_count ?? 0) })),
    member: member.map((row) => ({ id: row.id, name: row.name, teacherName: row.teacher_name, ...(row.archived_at ? { archived: true } : {}) })),
  };
}

const assignmentColumns = ['id', 'chapter', 'project', 'level', 'level_id', 'title', sql<string | null>`due::text`.as('due')] as const;

export type AssignmentRow = {
  id: string;
  chapter: number | null;
  project: string | null;
  level: number | null;
  level_id: string | null;
  title: string;
  due: string | null;
  /** A community level its creator deleted (only listAssignments knows). */
  level_deleted?: boolean;
  /** A level kept for this class only (docs/classes.md "Class levels"). */
  class_level?: boolean;
};

/** The class's assignments in the teacher's order, each community level checked for still existing and for being class-only. */
export async function listAssignments(database: Database, classId: string): Promise<AssignmentRow[]> {
  const rows = await database.db
    .selectFrom('class_assignments')
    .select([...assignmentColumns])
    .select((eb) =>
      eb
        .and([eb('level_id', 'is not', null), eb.not(eb.exists(eb.selectFrom('custom_levels').select('custom_levels.id').whereRef('custom_levels.id', '=', 'class_assignments.level_id')))])
        .as('level_deleted'),
    )
    .select((eb) =>
      eb
        .exists(eb.selectFrom('custom_levels').select('custom_levels.id').whereRef('custom_levels.id', '=', 'class_assignments.level_id').where('custom_levels.class_id', 'is not', null))
        .as('class_level'),
    )
    .where('class_id', '=', classId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, level_deleted: Boolean(row.level_deleted), class_level: Boolean(row.class_level) }));
}

/** A new due date (or none) and/or a new place in the list; null when the class has no such assignment. */
export async function updateAssignment(
  database: Database,
  classId: string,
  assignmentId: string,
  changes: { due?: string | null; position?: number },
): Promise<AssignmentRow | null> {
  if (!isClassId(assignmentId)) return null;
  return database.db.transaction().execute(async (trx) => {
    const ids = await trx
      .selectFrom('class_assignments')
      .select('id')
      .where('class_id', '=', classId)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .forUpdate()
      .execute();
    if (!ids.some((row) => row.id === assignmentId)) return null;
    if (changes.position !== undefined) {
      const order = ids.map((row) => row.id).filter((id) => id !== assignmentId);
      order.splice(Math.min(changes.position, order.length), 0, assignmentId);
      // One statement renumbers the whole list.
      await sql`update class_assignments set position = ordered.place
        from (select * from unnest(${order}::uuid[]) with ordinality as t(id, place)) as ordered
        where class_assignments.id = ordered.id and class_assignments.class_id = ${classId}`.execute(trx);
    }
    if (changes.due !== undefined) {
      await trx.updateTable('class_assignments').set({ due: changes.due }).where('id', '=', assignmentId).execute();
    }
    return trx.selectFrom('class_assignments').select([...assignmentColumns]).where('id', '=', assignmentId).executeTakeFirstOrThrow();
  });
}

export async function countAssignments(database: Database, classId: string): Promise<number> {
  const row = await database.db
    .selectFrom('class_assignments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewAssignment {
  chapter: number | null;
  project: string | null;
  level: number | null;
  level_id: string | null;
  title: string;
  due: string | null;
}

/** Inserts the assignment; null when the class already has this level assigned. */
export async function insertAssignment(database: Database, classId: string, values: NewAssignment): Promise<AssignmentRow | null> {
  return database.db.transaction().execute(async (trx) => {
    // Serialise adds to one class so two concurrent adds of the same level cannot both pass the check.
    await trx.selectFrom('classes').select('id').where('id', '=', classId).forUpdate().executeTakeFirst();
    const same = await trx
      .selectFrom('class_assignments')
      .select('id')
      .where('class_id', '=', classId)
      .where((eb) =>
        eb.and([
          values.chapter === null ? eb('chapter', 'is', null) : eb('chapter', '=', values.chapter),
          values.project === null ? eb('project', 'is', null) : eb('project', '=', values.project),
          values.level === null ? eb('level', 'is', null) : eb('level', '=', values.level),
          values.level_id === null ? eb('level_id', 'is', null) : eb('level_id', '=', values.level_id),
        ]),
      )
      .executeTakeFirst();
    if (same) return null;
    return trx
      .insertInto('class_assignments')
      .values((eb) => ({
        class_id: classId,
        ...values,
        // At the end of the teacher's order.
        position: eb.selectFrom('class_assignments').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')).where('class_id', '=', classId),
      }))
      .returning([...assignmentColumns])
      .executeTakeFirstOrThrow();
  });
}

export async function deleteAssignment(database: Database, classId: string, assignmentId: string): Promise<boolean> {
  if (!isClassId(assignmentId)) return false;
  const result = await database.db.deleteFrom('class_assignments').where('class_id', '=', classId).where('id', '=', assignmentId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The name a class shows for a learner: the class's own (teacher's or given on joining), else theirs. */
const className = sql<string>`coalesce(class_members.display_name, users.name)`;

/** Every learner of the class with name, points, join and last-try time and progress document: one query. */
export async function roster(database: Database, classId: string, userId?: string) {
  let query = database.db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['users.id', className.as('name'), 'users.points', courseProgressColumn, 'users.is_guest', 'class_members.joined_at', 'class_members.last_active_at'])
    .where('class_members.class_id', '=', classId);
  if (userId !== undefined) query = query.where('class_members.user_id', '=', userId);
  return query.orderBy(sql`lower(${className})`).orderBy('users.id').execute();
}

/** The class's learners' tries of the last `days` days (or one learner's), oldest first: one query on class_tries_user_idx. */
export async function classTries(database: Database, classId: string, days: number, userId?: string) {
  let query = database.db
    .selectFrom('class_tries')
    .select(['user_id', 'chapter', 'project', 'level', 'exercise', 'level_id', 'outcome', 'kinds', 'at'])
    .where('at', '>', sql<Date>`now() - make_interval(days => ${days})`);
  query = userId
    ? query.where('user_id', '=', userId).where('user_id', 'in', (eb) => eb.selectFrom('class_members').select('user_id').where('class_id', '=', classId))
    : query.where('user_id', 'in', (eb) => eb.selectFrom('class_members').select('user_id').where('class_id', '=', classId));
  return query.orderBy('at').orderBy('id').execute();
}

/** The class's learners by points (equal points share a rank), the teacher not among them. */
export async function classLeaderboard(database: Database, classId: string) {
  return database.db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['users.id', className.as('name'), 'users.points', sql<string>`rank() over (order by users.points desc)`.as('rank')])
    .where('class_members.class_id', '=', classId)
    .orderBy('users.points', 'desc')
    .orderBy(sql`lower(${className})`)
    .orderBy('users.id')
    .execute();
}
