// GET /api/me/events: Server-Sent Events `event: points` with {"points": n, "version": v}, once on
// connect and at every change of the caller's points from any tab or instance (events/points-events.ts).
// An event older than one already sent (lower version) is dropped. A comment line every 25 s keeps
// proxies from closing an idle stream.
// At most MAX_STREAMS_PER_USER open streams per user on one server: a new one closes that user's oldest
// (`event: superseded`, see supersede below), so the tab the learner just opened always gets live points.
import { streamSSE } from 'hono/streaming';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import type { Database } from '../db/database';
import { getOrCreateProfile } from '../db/queries/profiles';
import { currentPoints, pointsHubFor } from '../events/points-events';
import { isNewerPointsEvent, type PointsEvent } from '../../api/index';

export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_USER = 5;
/**
 * The reconnection delay sent to a superseded stream: one day. A closed EventSource reconnects by
 * itself after `retry` ms (3 s by default); reconnecting at once would push the next oldest tab out,
 * and six tabs would take turns for ever. Reloading the tab opens a stream at once.
 */
export const SUPERSEDED_RETRY_MS = 86_400_000;

/** Each server's (database's) open streams by user, oldest first; each entry ends its stream. */
const openStreams = new WeakMap<Database, Map<string, Array<() => void>>>();

/** Registers a stream; closes the user's oldest beyond the cap. Returns the function that forgets it. */
function admitStream(database: Database, userId: string, supersede: () => void): () => void {
  let byUser = openStreams.get(database);
  if (!byUser) openStreams.set(database, (byUser = new Map()));
  const streams = byUser.get(userId) ?? [];
  byUser.set(userId, streams);
  while (streams.length >= MAX_STREAMS_PER_USER) streams.shift()?.();
  streams.push(supersede);
  return () => {
    const at = streams.indexOf(supersede);
    if (at >= 0) streams.splice(at, 1);
    if (streams.length === 0 && byUser.get(userId) === streams) byUser.delete(userId);
  };
}

export const registerMeEventsRoutes: RouteModule = (app, deps) => {
  app.get('/api/me/events', async (c) => {
    const user = await requireUser(c, deps);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      let wake: () => void = () => undefined;
      const end = () => {
        closed = true;
        wake();
      };
      let sent: PointsEvent | undefined;
      const send = async (event: PointsEvent) => {
        if (!isNewerPointsEvent(sent, event)) return;
        sent = event;
        await stream.writeSSE({ event: 'points', data: JSON.stringify(event) }).catch(() => undefined);
      };
      // Subscribe before reading the current total so no change between the two is lost.
      const unsubscribe = await pointsHubFor(deps.database).subscribe(user.id, (event) => void send(event));
      const forget = admitStream(deps.database, user.id, () => {
        const message = { event: 'superseded', data: JSON.stringify({ reason: 'too many open streams' }), retry: SUPERSEDED_RETRY_MS };
        void stream.writeSSE(message).catch(() => undefined).finally(end);
      });
      stream.onAbort(end);
      try {
        const profile = await getOrCreateProfile(deps.database, user);
        await send((await currentPoints(deps.database, user.id)) ?? { points: profile.points, version: 0 });
        while (!closed) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (!closed) await stream.write(': heartbeat\n\n');
        }
      } finally {
        unsubscribe();
        forget();
      }
    });
  });
};
