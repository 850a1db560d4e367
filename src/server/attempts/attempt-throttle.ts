// Rate limit of POST /api/attempts (docs/api.md "Rate limits": at least 60 a minute per user before a
// 429). Counted in the shared auth_throttle table (throttle-counter.ts), so every server instance sees
// the same count; the key is prefixed so it never collides with the sign-in throttle's keys.
import type { Database } from '../db/database';
import { countInWindow } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';

/** Generous above the required 60: a learner double-clicking through a quiz never meets it. */
export const ATTEMPTS_PER_MINUTE = 120;

/** Counts one attempt for the user; throws a 429 with Retry-After when the minute's budget is spent. */
export async function countAttempt(database: Database, userId: string): Promise<void> {
  const wait = await countInWindow(database, `attempts|user|${userId}`, { max: ATTEMPTS_PER_MINUTE, windowSeconds: 60 });
  if (wait === 0) return;
  throw new HttpError(429, `Too many answers in a minute. Please wait ${wait} seconds and try again.`, undefined, {
    'Retry-After': String(wait),
  });
}
