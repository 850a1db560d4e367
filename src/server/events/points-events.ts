// Live points (GET /api/me/events): a change is published with NOTIFY on the `points` channel as
// {userId, points}; each process keeps ONE LISTEN per database and fans messages out in memory to the
// open streams of that user. So a change made on one instance reaches streams on every instance.
import type { Database } from '../db/database';

export const POINTS_CHANNEL = 'points';

type PointsListener = (points: number) => void;

/** Tells every instance's open streams of `userId` the new total. Call after the change committed. */
export async function publishPoints(database: Database, userId: string, points: number): Promise<void> {
  await database.notify(POINTS_CHANNEL, JSON.stringify({ userId, points }));
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
    let message: { userId?: unknown; points?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (typeof message.userId !== 'string' || typeof message.points !== 'number') return;
    for (const listener of listeners.get(message.userId) ?? []) listener(message.points);
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
