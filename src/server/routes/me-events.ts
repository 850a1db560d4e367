// GET /api/me/events: Server-Sent Events `event: points` with {"points": n, "version": v}, once on
// connect and at every change of the caller's points from any tab or instance (events/points-events.ts).
// An event older than one already sent (lower version) is dropped. A comment line every 25 s keeps
// proxies from closing an idle stream.
import { streamSSE } from 'hono/streaming';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { getOrCreateProfile } from '../db/queries/profiles';
import { currentPoints, pointsHubFor } from '../events/points-events';
import { isNewerPointsEvent, type PointsEvent } from '../../api/me';

export const HEARTBEAT_MS = 25_000;

export const registerMeEventsRoutes: RouteModule = (app, deps) => {
  app.get('/api/me/events', async (c) => {
    const user = await requireUser(c, deps);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      let wake: () => void = () => undefined;
      let sent: PointsEvent | undefined;
      const send = async (event: PointsEvent) => {
        if (!isNewerPointsEvent(sent, event)) return;
        sent = event;
        await stream.writeSSE({ event: 'points', data: JSON.stringify(event) }).catch(() => undefined);
      };
      // Subscribe before reading the current total so no change between the two is lost.
      const unsubscribe = await pointsHubFor(deps.database).subscribe(user.id, (event) => void send(event));
      stream.onAbort(() => {
        closed = true;
        wake();
      });
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
      }
    });
  });
};
