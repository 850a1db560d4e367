// A guest who signs up, continues with Google or signs in while still signed in as the guest keeps what
// they earned (docs/accounts.md "Guests keep what they earned"). better-auth's anonymous plugin calls
// this from onLinkAccount once the new session exists; in one transaction it merges the guest's profile
// into the account's (points recomputed from the merged progress, never added; a hint's withheld star
// stays withheld), moves the guest's published levels and class memberships (never into a class the
// account teaches), and removes the guest (its sessions and profile go with it).
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { findExercise } from '../../content/index';
import { mergeProgress, mergeSchematicCompletion, pointsForProgress } from '../attempts/progress-merge';
import type { Database } from '../db/database';
import { ensureProfile } from '../db/queries/profiles';
import type { DB } from '../db/schema';
import { publishPoints } from '../events/points-events';
import type { SessionUser } from './auth-service';

/**
 * Tables that hold rows owned by a learner, moved from the guest to the account when they exist (a
 * feature's migration may not have run yet). A row the account already has (same class) stays once;
 * a row matching `notMovedWhen` (given the account's id) is dropped instead of moved.
 */
export const GUEST_OWNED_ROWS: readonly { table: string; userColumn: string; uniqueWith?: string; notMovedWhen?: (toId: string) => RawBuilder<unknown> }[] = [
  // A teacher never becomes a learner of their own class: the guest's seat there is dropped.
  { table: 'class_members', userColumn: 'user_id', uniqueWith: 'class_id', notMovedWhen: (toId) => sql`class_id in (select id from classes where teacher_id = ${toId})` },
  { table: 'community_progress', userColumn: 'user_id', uniqueWith: 'level_id' },
  { table: 'activity_days', userColumn: 'user_id', uniqueWith: 'day' },
  { table: 'class_tries', userColumn: 'user_id' },
];

export async function mergeGuestIntoAccount(database: Database, guestId: string, account: SessionUser): Promise<void> {
  if (guestId === account.id) return;
  await ensureProfile(database, account);
  const points = await database.db.transaction().execute(async (trx) => {
    // Lock both profiles in a fixed order, so two merges (or a merge and an attempt) queue.
    const rows = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', [guestId, account.id])
      .orderBy('id')
      .forUpdate()
      .execute();
    const guest = rows.find((row) => row.id === guestId);
    const target = rows.find((row) => row.id === account.id);
    if (!target) throw new Error(`Profile ${account.id} is missing`);
    let merged = target.points;
    if (guest) {
      const progress = mergeProgress(target.progress ?? {}, guest.progress ?? {});
      merged = pointsForProgress(progress, (where) => {
        const exercise = findExercise(where);
        return exercise ? exercise.exerciseType === 'circuit' : null;
      });
      const completion = mergeSchematicCompletion(target.schematic_completion, guest.schematic_completion);
      await trx
        .updateTable('users')
        .set({
          progress: JSON.stringify(progress),
          points: merged,
          schematic_completion: completion === null ? null : JSON.stringify(completion),
        })
        .where('id', '=', account.id)
        .execute();
    }
    await trx
      .updateTable('custom_levels')
      .set({ creator_id: account.id, creator_name: account.name })
      .where('creator_id', '=', guestId)
      .execute();
    await moveOwnedRows(trx, guestId, account.id);
    // Sessions and the profile follow the user row (ON DELETE CASCADE).
    await trx.deleteFrom('user').where('id', '=', guestId).execute();
    return merged;
  });
  await publishPoints(database, account.id, points);
}

async function moveOwnedRows(trx: Transaction<DB>, fromId: string, toId: string): Promise<void> {
  for (const { table, userColumn, uniqueWith, notMovedWhen } of GUEST_OWNED_ROWS) {
    const exists = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(trx);
    if (!exists.rows[0]?.found) continue;
    const t = sql.table(table);
    const user = sql.ref(userColumn);
    const alreadyThere = uniqueWith
      ? sql`and not exists (select 1 from ${t} as mine where mine.${user} = ${toId} and mine.${sql.ref(uniqueWith)} = ${t}.${sql.ref(uniqueWith)})`
      : sql``;
    const excluded = notMovedWhen ? sql`and not (${notMovedWhen(toId)})` : sql``;
    await sql`update ${t} set ${user} = ${toId} where ${user} = ${fromId} ${alreadyThere} ${excluded}`.execute(trx);
    await sql`delete from ${t} where ${user} = ${fromId}`.execute(trx);
  }
}
