// The HTTP app: one Hono app serving /api/* (routes listed in routes/index.ts) and the built page,
// with client-side routes falling back to index.html. Errors become docs/api.md's {error, field} bodies.
import { Hono } from 'hono';
import { ZodError } from 'zod';
import type { App, AppDeps, AppEnv } from './app-env';
import { guestCap, GUEST_SIGN_IN_PATH } from './guest-cap';
import { gzipJson } from './gzip-json';
import { HttpError } from './http-error';
import { requestGuard } from './request-guard';
import { securityHeaders } from './security-headers';
import { routeModules } from './routes/index';
import { serveWebApp } from './web-app';

export { MAX_BODY_BYTES } from './request-guard';

export function createApp(deps: AppDeps): App {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders({ https: deps.config.baseUrl.startsWith('https:') }));
  app.use('/api/*', requestGuard());
  // API answers are per user (the profile, the leaderboard with the caller's row) or change by the
  // minute: no browser or proxy keeps them, unless a route says otherwise.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // Large JSON answers (the course) go gzipped; small ones and the live-points stream as they are.
  app.use('/api/*', gzipJson());
  app.use('/api/*', async (c, next) => {
    // Writes from a foreign Origin are refused (docs/api.md "Conventions").
    const origin = c.req.header('origin');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && origin && !isSameOrigin(origin, c.req.url, deps)) {
      return c.json({ error: 'Cross-origin request refused.' }, 403);
    }
    await next();
  });

  // New guests per address (guest-cap.ts), before better-auth makes one.
  app.use(GUEST_SIGN_IN_PATH, guestCap(deps));

  for (const register of routeModules) register(app, deps);

  app.all('/api/*', (c) => c.json({ error: `No API route ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404));
  serveWebApp(app, deps.config.webDir);

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ error: error.message, ...(error.field ? { field: error.field } : {}) }, error.status);
    }
    if (error instanceof ZodError) return c.json(zodErrorBody(error), 400);
    if (error instanceof SyntaxError) return c.json({ error: 'Request body is not valid JSON.' }, 400);
    console.error('Unexpected error', c.req.method, c.req.path, error);
    return c.json({ error: 'Something went wrong on the server. Please try again.' }, 500);
  });
  return app;
}

/** A zod failure as docs/api.md's body: the first issue's message, naming the field. */
export function zodErrorBody(error: ZodError): { error: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { error: 'Invalid request.' };
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const field = [...issue.path, ...keys.slice(0, 1)].map(String).join('.');
  const message = issue.code === 'unrecognized_keys' ? `Unknown field ${field}.` : `${field || 'body'}: ${issue.message}`;
  return field ? { error: message, field } : { error: message };
}

function isSameOrigin(origin: string, requestUrl: string, deps: AppDeps): boolean {
  const allowed = new Set([new URL(requestUrl).origin, new URL(deps.config.baseUrl).origin]);
  return allowed.has(origin);
}
