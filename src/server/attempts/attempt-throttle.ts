// Rate limit of POST /api/attempts (api.md "Rate limits": at least 60 a minute per user before a
// 429). Counted in the shared auth_throttle table with one atomic upsert, so every server instance
// sees the same count; the key is prefixed so it never collides with the sign-in throttle's keys.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';

/** Generous above the required 60: a learner double-clicking through a quiz never meets it. */
export const ATTEMPTS_PER_MINUTE = 120;
const WINDOW_SECONDS = 60;

/** Counts one attempt for the user; throws a 429 with Retry-After when the minute's budget is spent. */
export async function countAttempt(database: Database, userId: string): Promise<void> {
  const key = `attempts|user|${userId}`;
  const expired = sql<boolean>`auth_throttle.window_start < now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const row = await database.db
    .insertInto('auth_throttle')
    .values({ key, window_start: sql`now()`, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else auth_throttle.count + 1 end`,
        window_start: sql`case when ${expired} then now() else auth_throttle.window_start end`,
      }),
    )
    .returning([
      'count',
      sql<number>`ceil(extract(epoch from (window_start + make_interval(secs => ${WINDOW_SECONDS}) - now())))`.as('wait'),
    ])
    .executeTakeFirstOrThrow();
  if (row.count <= ATTEMPTS_PER_MINUTE) return;
  const wait = Math.max(1, Number(row.wait));
  throw new HttpError(429, `Too many answers in a minute. Please wait ${wait} seconds and try again.`, undefined, {
    'Retry-After': String(wait),
  });
}
