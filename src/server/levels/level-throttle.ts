// Per-user publish limit (POST /api/levels): generous for a creator fixing and re-publishing, tight
// enough that a script cannot flood Explore. Counted in the shared auth_throttle table
// (throttle-counter.ts) so every server instance sees the same count.
import type { Database } from '../db/database';
import { countInWindow } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';

export const PUBLISHES_PER_MINUTE = 10;

/** Counts one publish for the user; throws a 429 with Retry-After when the minute's budget is spent. */
export async function countPublish(database: Database, userId: string): Promise<void> {
  const wait = await countInWindow(database, `levels|user|${userId}`, { max: PUBLISHES_PER_MINUTE, windowSeconds: 60 });
  if (wait === 0) return;
  throw new HttpError(429, `You have published a lot of levels in the last minute. Please wait ${wait} seconds and try again.`, undefined, {
    'Retry-After': String(wait),
  });
}
