// A guest who signs up, continues with Google or signs in while still signed in as the guest keeps what
// they earned (docs/accounts.md "Guests keep what they earned"). better-auth's anonymous plugin calls
// this from onLinkAccount once the new session exists; in one transaction it merges the guest's
// progress into the account's (progress/guest-progress.ts), moves the guest's published levels and
// class memberships (never into a class the account teaches), and removes the guest (its sessions and
// profile go with it).
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { moveOwnedRows, type OwnedRows } from '../db/queries/owned-rows';
import { ensureProfile } from '../db/queries/profiles';
import { publishPoints } from '../events/points-events';
import { mergeGuestProgress } from '../progress/index';
import type { SessionUser } from './auth-service';

/** The guest's rows moved to the account beside its progress (which progress/guest-progress.ts moves). */
export const GUEST_OWNED_ROWS: readonly OwnedRows[] = [
  // A teacher never becomes a learner of their own class: the guest's seat there is dropped.
  { table: 'class_members', userColumn: 'user_id', uniqueWith: 'class_id', notMovedWhen: (toId) => sql`class_id in (select id from classes where teacher_id = ${toId})` },
  { table: 'class_tries', userColumn: 'user_id' },
];

export async function mergeGuestIntoAccount(database: Database, guestId: string, account: SessionUser): Promise<void> {
  if (guestId === account.id) return;
  await ensureProfile(database, account);
  const points = await database.db.transaction().execute(async (trx) => {
    const merged = await mergeGuestProgress(trx, guestId, account.id);
    await trx
      .updateTable('custom_levels')
      .set({ creator_id: account.id, creator_name: account.name })
      .where('creator_id', '=', guestId)
      .execute();
    await moveOwnedRows(trx, GUEST_OWNED_ROWS, guestId, account.id);
    // Sessions and the profile follow the user row (ON DELETE CASCADE).
    await trx.deleteFrom('user').where('id', '=', guestId).execute();
    return merged;
  });
  await publishPoints(database, account.id, points);
}
