// The classes tables (0004-classes, docs/classes.md). Every read of a class's learners is one query over
// class_members ⋈ users (the roster reads each learner's progress document once, not one query per
// learner or per assignment). Rows become the api's shapes in the routes; no query here reads an email.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '../../api/classes';
import type { Database } from '../db/database';
import { isLevelId } from '../levels/level-queries';

export interface ClassRow {
  id: string;
  teacher_id: string;
  name: string;
  code: string;
}

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
      .returning(['id', 'teacher_id', 'name', 'code'])
      .executeTakeFirst();
    if (row) return row;
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
    .select(['id', 'teacher_id', 'name', 'code'])
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
  return database.db.selectFrom('classes').select(['id', 'teacher_id', 'name', 'code']).where('code', '=', code).executeTakeFirst();
}

export async function addMember(database: Database, classId: string, userId: string): Promise<void> {
  await database.db
    .insertInto('class_members')
    .values({ class_id: classId, user_id: userId })
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
    .execute();
}

/** True when a membership was removed. The learner's progress (users.progress) is not touched. */
export async function removeMember(database: Database, classId: string, userId: string): Promise<boolean> {
  const result = await database.db.deleteFrom('class_members').where('class_id', '=', classId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
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
    .select(['classes.id', 'classes.name', 'teacher.name as teacher_name'])
    .where('class_members.user_id', '=', userId)
    .orderBy('class_members.joined_at')
    .orderBy('classes.id')
    .execute();
  return {
    teaching: teaching.map((row) => ({ id: row.id, name: row.name, code: row.code, studentCount: Number(row.student_count ?? 0) })),
    member: member.map((row) => ({ id: row.id, name: row.name, teacherName: row.teacher_name })),
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
};

export async function listAssignments(database: Database, classId: string): Promise<AssignmentRow[]> {
  return database.db
    .selectFrom('class_assignments')
    .select([...assignmentColumns])
    .where('class_id', '=', classId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
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
      .values({ class_id: classId, ...values })
      .returning([...assignmentColumns])
      .executeTakeFirstOrThrow();
  });
}

export async function deleteAssignment(database: Database, classId: string, assignmentId: string): Promise<boolean> {
  if (!isClassId(assignmentId)) return false;
  const result = await database.db.deleteFrom('class_assignments').where('class_id', '=', classId).where('id', '=', assignmentId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every learner of the class with name, points, join time and progress document: one query. */
export async function roster(database: Database, classId: string) {
  return database.db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['users.id', 'users.name', 'users.points', 'users.progress', 'class_members.joined_at'])
    .where('class_members.class_id', '=', classId)
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .execute();
}

/**
 * Server-checked community completions of the class's learners (or one learner) on the class's
 * community assignments: one query, served by the community_progress primary key.
 */
export async function communitySolved(database: Database, classId: string, userId?: string) {
  let query = database.db
    .selectFrom('community_progress')
    .select(['user_id', 'level_id', 'star_achieved', 'completed_at'])
    .where('level_id', 'in', (eb) =>
      eb.selectFrom('class_assignments').select('level_id').where('class_id', '=', classId).where('level_id', 'is not', null).$narrowType<{ level_id: string }>(),
    );
  query = userId
    ? query.where('user_id', '=', userId)
    : query.where('user_id', 'in', (eb) => eb.selectFrom('class_members').select('user_id').where('class_id', '=', classId));
  const rows = await query.execute();
  const byUser = new Map<string, { solved: Map<string, boolean>; times: string[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.user_id) ?? { solved: new Map<string, boolean>(), times: [] };
    entry.solved.set(row.level_id, row.star_achieved);
    entry.times.push(new Date(row.completed_at).toISOString());
    byUser.set(row.user_id, entry);
  }
  return byUser;
}

/** The class's learners by points (equal points share a rank), the teacher not among them. */
export async function classLeaderboard(database: Database, classId: string) {
  return database.db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['users.id', 'users.name', 'users.points', sql<string>`rank() over (order by users.points desc)`.as('rank')])
    .where('class_members.class_id', '=', classId)
    .orderBy('users.points', 'desc')
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .execute();
}
