// The cockpit's hook where an attempt is judged (docs/classes.md "Who needs help"): stamps the learner's
// last activity in every class they belong to and, when one of those classes has the level assigned,
// stores the try — right, wrong with the explanation kinds of the failed check, or a piece hint. One
// statement, which touches nothing for a learner in no class.
import { sql } from 'kysely';
import type { Database } from '../db/database';

export type TryPlace =
  | { chapter: number; level: number; exercise: number }
  | { project: string; level: number; exercise: number }
  | { levelId: string };

export type TryOutcome = 'right' | 'wrong' | 'hint';

/** Tries are kept this long (pruned by pruneClassTries). */
export const TRY_RETENTION_DAYS = 90;

export async function recordClassTry(database: Database, userId: string, where: TryPlace, outcome: TryOutcome, kinds: readonly string[] = []): Promise<void> {
  const chapter = 'chapter' in where ? where.chapter : null;
  const project = 'project' in where ? where.project : null;
  const level = 'level' in where ? where.level : null;
  const exercise = 'exercise' in where ? where.exercise : null;
  const levelId = 'levelId' in where ? where.levelId : null;
  const assigned =
    'levelId' in where
      ? sql`a.level_id = ${levelId}::uuid`
      : 'project' in where
        ? sql`a.project = ${project} and a.level = ${level}`
        : sql`a.chapter = ${chapter} and a.level = ${level}`;
  const unique = [...new Set(kinds)];
  await sql`
    with touched as (
      update class_members set last_active_at = now() where user_id = ${userId} and ${outcome !== 'hint'} returning class_id
    )
    insert into class_tries (user_id, chapter, project, level, exercise, level_id, outcome, kinds)
    select ${userId}, ${chapter}::integer, ${project}::text, ${level}::integer, ${exercise}::integer, ${levelId}::uuid, ${outcome}, ${JSON.stringify(unique)}::jsonb
    where exists (
      select 1 from class_assignments a
      where a.class_id in (select class_id from class_members where user_id = ${userId}) and ${assigned}
    )`.execute(database.db);
}

/** Deletes tries older than the retention; run with the other maintenance. */
export async function pruneClassTries(database: Database): Promise<void> {
  await database.db.deleteFrom('class_tries').where('at', '<', sql<Date>`now() - make_interval(days => ${TRY_RETENTION_DAYS})`).execute();
}
