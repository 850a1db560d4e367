// Rate limit of POST /api/attempts (docs/api.md "Rate limits": at least 60 a minute per user before a
// 429). Counted in the shared auth_throttle table (throttle-counter.ts), so every server instance sees
// the same count; the key is prefixed so it never collides with the sign-in throttle's keys. The same
// statement reads the learner's progress and points, which the attempt then updates optimistically
// (record-attempt.ts): the hot path stays at one or two statements (docs/performance.md).
import type { Database } from '../db/database';
import { countQuery, waitFor } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';
import type { Progress } from '../../learning/index';

/** Generous above the required 60: a learner double-clicking through a quiz never meets it. */
export const ATTEMPTS_PER_MINUTE = 120;
export const ATTEMPT_LIMIT = { max: ATTEMPTS_PER_MINUTE, windowSeconds: 60 };
/** The user's counter key in auth_throttle. */
export const ATTEMPT_KEY_PREFIX = 'attempts|user|';

/** The learner's stored progress and points as read with the count; null when there is no profile row yet. */
export type ProfileSnapshot = { progress: Progress; points: number; pointsVersion: number } | null;

/**
 * Counts one attempt for the user and reads their profile in the same statement; throws a 429 with
 * Retry-After when the minute's budget is spent.
 */
export async function countAttempt(database: Database, userId: string): Promise<ProfileSnapshot> {
  const row = await database.db
    .with('counted', (db) => countQuery(db, `${ATTEMPT_KEY_PREFIX}${userId}`, ATTEMPT_LIMIT))
    .selectFrom('counted')
    .leftJoin('users', (join) => join.on('users.id', '=', userId))
    .select(['counted.count', 'counted.wait', 'users.progress', 'users.points', 'users.points_version'])
    .executeTakeFirstOrThrow();
  refuseOverLimit(row);
  return snapshotOf(row);
}

/** The snapshot from a row read beside the count (`users` left-joined: null columns when there is no profile yet). */
export function snapshotOf(row: { progress: Progress | null; points: number | null; points_version: number | null }): ProfileSnapshot {
  return row.points === null ? null : { progress: row.progress ?? {}, points: row.points, pointsVersion: row.points_version ?? 0 };
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
