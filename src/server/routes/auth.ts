// /api/auth/*: better-auth's own routes (docs/api.md), behind our request preparation (auth/auth-request.ts).
// The client address is taken from the socket (or X-Forwarded-For when TRUST_PROXY is set) so a client
// cannot pick its own rate-limit bucket.
import type { RouteModule } from '../app-env';
import { CLIENT_ADDRESS_HEADER } from '../auth/auth-request';
import { clientAddress } from '../client-address';

export const registerAuthRoutes: RouteModule = (app, deps) => {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.trustProxy));
    const body = c.req.method === 'POST' ? await c.req.arrayBuffer() : undefined;
    return deps.auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  });
};
