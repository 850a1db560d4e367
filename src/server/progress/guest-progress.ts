// A guest's progress folded into the account it becomes (docs/accounts.md "Guests keep what they
// earned"), inside auth/guest-merge.ts's transaction: course progress merged by the rule in
// progress-merge.ts (points recomputed from the merged progress, never added; a hint's withheld
// star stays withheld), schematic completion merged, community completions and active days moved.
import type { Transaction } from 'kysely';
import { findExercise } from '../../content/index';
import { STAR_EARNS_POINTS } from '../../learning/index';
import { moveOwnedRows, type OwnedRows } from '../db/queries/owned-rows';
import type { DB } from '../db/schema';
import { mergeProgress, mergeSchematicCompletion, pointsForProgress } from './progress-merge';

const PROGRESS_ROWS: readonly OwnedRows[] = [
  { table: 'community_progress', userColumn: 'user_id', uniqueWith: 'level_id' },
  { table: 'activity_days', userColumn: 'user_id', uniqueWith: 'day' },
];

/**
 * Locks both profiles in a fixed order (so two merges, or a merge and an attempt, queue), merges the
 * guest's progress into the account's and returns the account's points after. The account's profile
 * row must exist; the guest's may not (then nothing but its rows moves).
 */
export async function mergeGuestProgress(trx: Transaction<DB>, guestId: string, accountId: string): Promise<number> {
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'points', 'progress', 'schematic_completion'])
    .where('id', 'in', [guestId, accountId])
    .orderBy('id')
    .forUpdate()
    .execute();
  const guest = rows.find((row) => row.id === guestId);
  const target = rows.find((row) => row.id === accountId);
  if (!target) throw new Error(`Profile ${accountId} is missing`);
  let merged = target.points;
  if (guest) {
    const progress = mergeProgress(target.progress ?? {}, guest.progress ?? {});
    merged = pointsForProgress(progress, (where) => {
      const exercise = findExercise(where);
      return exercise ? STAR_EARNS_POINTS[exercise.exerciseType] : null;
    });
    const completion = mergeSchematicCompletion(target.schematic_completion, guest.schematic_completion);
    await trx
      .updateTable('users')
      .set({
        progress: JSON.stringify(progress),
        points: merged,
        schematic_completion: completion === null ? null : JSON.stringify(completion),
      })
      .where('id', '=', accountId)
      .execute();
  }
  await moveOwnedRows(trx, PROGRESS_ROWS, guestId, accountId);
  return merged;
}
