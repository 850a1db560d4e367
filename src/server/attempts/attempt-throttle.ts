// Rate limit of POST /api/attempts (docs/api.md "Rate limits": at least 60 a minute per user before a
// 429). Counted in the shared auth_throttle table (throttle-counter.ts), so every server instance sees
// the same count; the key is prefixed so it never collides with the sign-in throttle's keys. The same
// statement reads the learner's progress and points (progress/snapshot.ts), which the attempt then
// updates optimistically (progress/course-results.ts): the hot path stays at one or two statements
// (docs/performance.md).
import type { Database } from '../db/database';
import { countQuery, waitFor } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';
import { snapshotColumns, snapshotOf, type ProfileSnapshot } from '../progress/index';

/** Generous above the required 60: a learner double-clicking through a quiz never meets it. */
export const ATTEMPTS_PER_MINUTE = 120;
export const ATTEMPT_LIMIT = { max: ATTEMPTS_PER_MINUTE, windowSeconds: 60 };
/** The user's counter key in auth_throttle. */
export const ATTEMPT_KEY_PREFIX = 'attempts|user|';

/**
 * Counts one attempt for the user and reads their profile in the same statement; throws a 429 with
 * Retry-After when the minute's budget is spent.
 */
export async function countAttempt(database: Database, userId: string): Promise<ProfileSnapshot> {
  const row = await database.db
    .with('counted', (db) => countQuery(db, `${ATTEMPT_KEY_PREFIX}${userId}`, ATTEMPT_LIMIT))
    .selectFrom('counted')
    .leftJoin('users', (join) => join.on('users.id', '=', userId))
    .select(['counted.count', 'counted.wait', ...snapshotColumns])
    .executeTakeFirstOrThrow();
  refuseOverLimit(row);
  return snapshotOf(row);
}

/** Throws a 429 with Retry-After when a counted row is over the minute's budget. */
export function refuseOverLimit(row: { count: number; wait: number | string }): void {
  const wait = waitFor(row, ATTEMPT_LIMIT);
  if (wait > 0) {
    throw new HttpError(429, `Too many answers in a minute. Please wait ${wait} seconds and try again.`, undefined, {
      'Retry-After': String(wait),
    });
  }
}
