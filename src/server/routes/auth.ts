// /api/auth/*: better-auth's own routes (api.md), behind our request preparation (auth/auth-request.ts).
// The client address is taken from the socket (or X-Forwarded-For when TRUST_PROXY is set) so a client
// cannot pick its own rate-limit bucket.
import type { Context } from 'hono';
import type { RouteModule } from '../app-env';
import { CLIENT_ADDRESS_HEADER } from '../auth/auth-request';

export const registerAuthRoutes: RouteModule = (app, deps) => {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.trustProxy));
    const body = c.req.method === 'POST' ? await c.req.raw.arrayBuffer() : undefined;
    return deps.auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  });
};

function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // @hono/node-server puts the Node request in c.env.incoming; in-process requests (tests) have none.
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
