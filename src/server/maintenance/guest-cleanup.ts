// Guests who left: a guest account with no progress is removed 30 days after its last activity, one
// with progress after a year without activity (docs/deploy.md "Guest accounts"). Activity is the latest
// of the account's own update and its sessions' (better-auth refreshes a used session daily). Removing
// the auth user removes its sessions and profile with it (foreign keys on delete cascade); published
// levels stay (they carry the creator's name, not a reference).
//
// Every instance schedules the job; a transaction-scoped advisory lock lets one run at a time and the
// others skip, and the delete itself is idempotent, so two instances never do the work twice or clash.
import { sql } from 'kysely';
import { pruneClassTries } from '../classes/record-try';
import type { Database } from '../db/database';
import { earnedNothing } from '../progress/index';

export const IDLE_GUEST_DAYS = 30;
export const IDLE_GUEST_WITH_PROGRESS_DAYS = 365;
/** Rows removed per statement, so one run never holds locks on a huge set. */
const BATCH = 1000;
/** Arbitrary constant naming this job's advisory lock. */
const LOCK_KEY = 7_105_301;

export interface CleanupResult {
  /** False when another instance held the lock, so this one did nothing. */
  ran: boolean;
  removed: number;
}

export async function removeIdleGuests(database: Database, now: Date = new Date()): Promise<CleanupResult> {
  return database.db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return { ran: false, removed: 0 };
    let removed = 0;
    for (;;) {
      const result = await sql`
        delete from "user" where id in (
          select u.id from "user" u
          left join users p on p.id = u.id
          where u."isAnonymous" = true
            and greatest(u."updatedAt", (select max(s."updatedAt") from session s where s."userId" = u.id))
                < ${now}::timestamptz - make_interval(days => case
                    when ${earnedNothing('p')}
                    then ${IDLE_GUEST_DAYS}::int else ${IDLE_GUEST_WITH_PROGRESS_DAYS}::int end)
          limit ${BATCH}::int
        )`.execute(trx);
      const count = Number(result.numAffectedRows ?? 0n);
      removed += count;
      if (count < BATCH) return { ran: true, removed };
    }
  });
}

/** Runs the cleanup now and then (first a minute after start, then every `everyMs`); returns stop(). */
export function scheduleGuestCleanup(database: Database, everyMs = 60 * 60 * 1000): () => void {
  const run = () =>
    removeIdleGuests(database)
      .then(async (result) => {
        if (result.removed === 0) return;
        console.log(`ohmlet: removed ${result.removed} idle guest accounts`);
        // Each removal rewrote a leaderboard_points row in one long transaction; PGlite has no
        // autovacuum to clear the old versions (PostgreSQL's does), so clear them here.
        if (database.kind === 'pglite') await sql`vacuum leaderboard_points`.execute(database.db);
      })
      .catch((error: unknown) => console.error('Guest cleanup failed', error))
      // Tries on assigned work are kept 90 days (docs/classes.md); the same hourly job drops older ones.
      .then(() => pruneClassTries(database))
      .catch((error: unknown) => console.error('Class tries cleanup failed', error));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
