// GET /api/me/events: Server-Sent Events `event: points` with {"points": n}, once on connect and at
// every change of the caller's points from any tab or instance (events/points-events.ts). A comment
// line every 25 s keeps proxies from closing an idle stream.
import { streamSSE } from 'hono/streaming';
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { getOrCreateProfile } from '../db/queries/profiles';
import { pointsHubFor } from '../events/points-events';

export const HEARTBEAT_MS = 25_000;

export const registerMeEventsRoutes: RouteModule = (app, deps) => {
  app.get('/api/me/events', async (c) => {
    const user = await requireUser(c, deps);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      let wake: () => void = () => undefined;
      const send = (points: number) =>
        stream.writeSSE({ event: 'points', data: JSON.stringify({ points }) }).catch(() => undefined);
      // Subscribe before reading the current total so no change between the two is lost.
      const unsubscribe = await pointsHubFor(deps.database).subscribe(user.id, (points) => void send(points));
      stream.onAbort(() => {
        closed = true;
        wake();
      });
      try {
        const profile = await getOrCreateProfile(deps.database, user);
        await send(profile.points);
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
