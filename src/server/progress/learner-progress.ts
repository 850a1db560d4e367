// Reads of a learner's course progress (users.progress) and schematic completion outside the attempt
// path: the profile (GET /api/me), a learner's own class assignments, a class's roster, and the guest
// cleanup's "has this guest earned anything" test. The column names stay in this module.
import { sql, type RawBuilder } from 'kysely';
import type { Profile } from '../../api/index';
import type { Progress } from '../../learning/index';
import type { Database } from '../db/database';
import type { ProfileRow } from '../db/queries/profiles';
import { completionWithDefaults } from './schematic-completion';

/** The progress parts of docs/api.md's Profile, from a profile row. */
export function learnerProgressOf(row: Pick<ProfileRow, 'progress' | 'schematic_completion'>): Pick<Profile, 'progress' | 'schematicCompletion'> {
  return { progress: row.progress ?? {}, schematicCompletion: completionWithDefaults(row.schematic_completion) };
}

/** The learner's course progress; undefined when they have no profile row yet. */
export async function readCourseProgress(database: Database, userId: string): Promise<Progress | undefined> {
  const row = await database.db.selectFrom('users').select('progress').where('id', '=', userId).executeTakeFirst();
  return row?.progress;
}

/** What a query joining `users` selects for each learner's course progress (the class roster: one query). */
export const courseProgressColumn = 'users.progress' as const;

/**
 * True when the profile `alias` (left-joined, so possibly all null) has earned nothing: no points, an
 * empty progress document, no schematic completion.
 */
export function earnedNothing(alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`coalesce(${column('points')}, 0) = 0 and coalesce(${column('progress')}, '{}'::jsonb) = '{}'::jsonb and ${column('schematic_completion')} is null`;
}
