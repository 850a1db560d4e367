// One fixed-window counter in the auth_throttle table, shared by every rate limit of the server
// (sign-in, reset, attempts). One atomic upsert per count, so all server instances share it.
import { sql, type InsertQueryBuilder, type InsertResult, type QueryCreator, type RawBuilder } from 'kysely';
import type { Database } from '../database';
import type { DB } from '../schema';

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** Counts one request under `key`; returns 0 when allowed, else the seconds until the window ends. */
export async function countInWindow(database: Database, key: string, limit: WindowLimit): Promise<number> {
  const row = await countQuery(database.db, key, limit).executeTakeFirstOrThrow();
  return waitFor(row, limit);
}

/** 0 when a counted row is within the limit, else the seconds until its window ends. */
export function waitFor(row: { count: number; wait: number | string }, limit: WindowLimit): number {
  return row.count > limit.max ? Math.max(1, Number(row.wait)) : 0;
}

/**
 * The counting upsert, returning `count` and `wait`: also usable as a CTE, so a route can count and
 * read its own rows in one statement (attempts/attempt-throttle.ts).
 */
export function countQuery(db: QueryCreator<DB>, key: string, limit: WindowLimit) {
  return counting(db.insertInto('auth_throttle').values({ key, window_start: sql`now()`, count: 1 }), limit);
}

/**
 * The same upsert with the key computed in SQL (`key`: an expression over `from`'s rows), counting
 * nothing when `from` has no row; the attempts hot path counts under the user its session row names.
 */
export function countQueryFrom<T extends keyof DB | string>(db: QueryCreator<DB>, from: T, key: RawBuilder<string>, limit: WindowLimit) {
  const source = sql`select ${key}, now(), 1 from ${sql.table(from)}`;
  return counting(db.insertInto('auth_throttle').columns(['key', 'window_start', 'count']).expression(source), limit);
}

/** `insert` made a fixed-window count: restart an expired window, else add one. */
function counting(insert: InsertQueryBuilder<DB, 'auth_throttle', InsertResult>, limit: WindowLimit) {
  const expired = sql<boolean>`auth_throttle.window_start < now() - make_interval(secs => ${limit.windowSeconds})`;
  return insert
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else auth_throttle.count + 1 end`,
        window_start: sql`case when ${expired} then now() else auth_throttle.window_start end`,
      }),
    )
    .returning([
      'count',
      sql<number>`ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))`.as('wait'),
    ]);
}
