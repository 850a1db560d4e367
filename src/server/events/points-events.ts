// Live points (GET /api/me/events): a change is published with NOTIFY on the `points` channel as
// {userId, points, version}; each process keeps ONE LISTEN per database and fans messages out in memory
// to the open streams of that user. So a change made on one instance reaches streams on every instance.
// NOTIFYs from different instances can arrive in any order: `version` (users.points_version, raised by
// the database on every change) lets streams and pages keep the newest total.
import { sql, type RawBuilder } from 'kysely';
import type { PointsEvent } from '../../api/index';
import type { Database } from '../db/database';

export const POINTS_CHANNEL = 'points';

type PointsListener = (event: PointsEvent) => void;

/** The learner's committed points and their version, or undefined when there is no profile. */
export async function currentPoints(database: Database, userId: string): Promise<PointsEvent | undefined> {
  const row = await database.db.selectFrom('users').select(['points', 'points_version']).where('id', '=', userId).executeTakeFirst();
  return row ? { points: row.points, version: row.points_version } : undefined;
}

/**
 * Tells every instance's open streams of `userId` the committed total. Call after the change committed;
 * the total is read back with its version (`_points` is what the caller saw, kept for its callers).
 */
export async function publishPoints(database: Database, userId: string, _points?: number): Promise<void> {
  const current = await currentPoints(database, userId);
  if (current) await database.notify(POINTS_CHANNEL, JSON.stringify({ userId, ...current }));
}

/**
 * The NOTIFY of a points event as an SQL expression, for a statement that changes points and announces
 * them at once (progress/course-results.ts): PostgreSQL delivers it at commit, so no stream hears an
 * uncommitted total. `points` and `version` are the new row's values.
 */
export function notifyPointsSql(userId: string, points: RawBuilder<number>, version: RawBuilder<number>): RawBuilder<string> {
  return sql<string>`pg_notify(${POINTS_CHANNEL}, json_build_object('userId', ${userId}::text, 'points', ${points}, 'version', ${version})::text)`;
}

export interface PointsHub {
  /** Resolves once the LISTEN is in place; returns the unsubscribe function. */
  subscribe(userId: string, listener: PointsListener): Promise<() => void>;
}

const hubs = new WeakMap<Database, PointsHub>();

export function pointsHubFor(database: Database): PointsHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = createPointsHub(database);
    hubs.set(database, hub);
  }
  return hub;
}

function createPointsHub(database: Database): PointsHub {
  const listeners = new Map<string, Set<PointsListener>>();
  let listening: Promise<unknown> | undefined;

  const deliver = (payload: string) => {
    let message: { userId?: unknown; points?: unknown; version?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    const { userId, points, version } = message;
    if (typeof userId !== 'string' || typeof points !== 'number' || typeof version !== 'number') return;
    for (const listener of listeners.get(userId) ?? []) listener({ points, version });
  };

  return {
    async subscribe(userId, listener) {
      listening ??= database.listen(POINTS_CHANNEL, deliver).catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}
