// A cap on new guest accounts per client address (config.guestSignInsPerHour, default 60 an hour):
// a guest costs nothing to make, so without it one client could make a fresh account whenever a
// per-account limit ran out (heavy-limit.ts). A classroom of 30 behind one address still fits twice.
// Counted in the shared auth_throttle table, so every instance sees the same count. A Hono middleware
// on better-auth's guest sign-in route, so the auth configuration itself is untouched.
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from './app-env';
import { clientAddress } from './client-address';
import { countInWindow } from './db/queries/throttle-counter';

export const GUEST_SIGN_IN_PATH = '/api/auth/sign-in/anonymous';

export function guestCap(deps: Pick<AppDeps, 'config' | 'database'>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const key = `guests|address|${clientAddress(c, deps.config.trustProxy)}`;
    const wait = await countInWindow(deps.database, key, { max: deps.config.guestSignInsPerHour, windowSeconds: 3600 });
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      const minutes = Math.ceil(wait / 60);
      const message = `Too many guest accounts from this network. Please wait ${minutes} minutes, or sign in with an account.`;
      return c.json({ code: 'TOO_MANY_GUESTS', message, error: message }, 429);
    }
    return next();
  };
}
