// One fixed-window counter in the auth_throttle table, shared by every rate limit of the server
// (sign-in, reset, attempts). One atomic upsert per count, so all server instances share it.
import { sql } from 'kysely';
import type { Database } from '../database';

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** Counts one request under `key`; returns 0 when allowed, else the seconds until the window ends. */
export async function countInWindow(database: Database, key: string, limit: WindowLimit): Promise<number> {
  const expired = sql<boolean>`auth_throttle.window_start < now() - make_interval(secs => ${limit.windowSeconds})`;
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
      sql<number>`ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))`.as('wait'),
    ])
    .executeTakeFirstOrThrow();
  return row.count > limit.max ? Math.max(1, Number(row.wait)) : 0;
}
