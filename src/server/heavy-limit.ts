// Fair shares of the worker threads: every route that puts work on them (simulate, practice levels,
// the generator, hints, and any new one such as faults) counts each request twice in the shared
// rate-limit table (auth_throttle, so every instance sees the same counts): once per account and once
// per client address. The account limit is what one learner needs; the address limit is sized for a
// classroom of 30 learners behind one school address, and still stops one client with no account (or
// with fresh guests) from taking every thread. The caller's kind also sets its place in the pool's
// queue (work/work-pool.ts: accounts first). docs/deploy.md "Fair shares" lists the figures.
import type { Context } from 'hono';
import type { AppDeps } from './app-env';
import type { SessionUser } from './auth/auth-service';
import { clientAddress } from './client-address';
import { countInWindow } from './db/queries/throttle-counter';
import { HttpError } from './http-error';
import { priorityOf, type WorkPriority } from './work/work-pool';

export interface HeavyLimit {
  /** Counter name (the key prefix in auth_throttle). */
  name: string;
  /** Requests per window for one account (guests included). */
  perAccount: number;
  /** Requests per window from one client address, signed in or not. */
  perAddress: number;
  windowSeconds: number;
  /** What is limited, for the 429 message: 'simulations', 'practice levels'… */
  what: string;
}

/** docs/api.md: at least 120 simulations a minute per user or address. */
export const SIMULATE_LIMIT: HeavyLimit = { name: 'simulate', perAccount: 120, perAddress: 900, windowSeconds: 60, what: 'simulations' };
/** The fault-finding meter (docs/faults.md): counted like simulations, in its own bucket. */
export const MEASURE_LIMIT: HeavyLimit = { ...SIMULATE_LIMIT, name: 'measure', what: 'measurements' };
/** A practice level is generated (or read from the cache) per request; a learner asks for a few a minute. */
export const PRACTICE_LIMIT: HeavyLimit = { name: 'practice', perAccount: 20, perAddress: 150, windowSeconds: 60, what: 'practice levels' };
/** The lesson generator: a creator tries a handful of goals a minute. */
export const GENERATOR_LIMIT: HeavyLimit = { name: 'generate', perAccount: 10, perAddress: 90, windowSeconds: 60, what: 'generated levels' };
/** Piece hints (each one a solver search); they share the attempts' per-user count as well. */
export const HINT_LIMIT: HeavyLimit = { name: 'hints', perAccount: 30, perAddress: 300, windowSeconds: 60, what: 'hints' };

export interface HeavyCaller {
  user: SessionUser | null;
  priority: WorkPriority;
}

/**
 * Counts one request of `limit` for the caller's account (when signed in) and address; throws a 429
 * with Retry-After when either is over. Returns who is calling and their queue priority.
 */
export async function countHeavy(c: Context, deps: Pick<AppDeps, 'auth' | 'config' | 'database'>, limit: HeavyLimit): Promise<HeavyCaller> {
  const user = c.req.header('cookie') ? await deps.auth.getUser(c.req.raw.headers) : null;
  const window = { windowSeconds: limit.windowSeconds };
  const address = clientAddress(c, deps.config.trustProxy);
  const [byAddress, byAccount] = await Promise.all([
    countInWindow(deps.database, `heavy|${limit.name}|address|${address}`, { ...window, max: limit.perAddress }),
    user ? countInWindow(deps.database, `heavy|${limit.name}|user|${user.id}`, { ...window, max: limit.perAccount }) : 0,
  ]);
  const wait = Math.max(byAddress, byAccount);
  if (wait > 0) {
    throw new HttpError(429, `Too many ${limit.what} in a minute. Please wait ${wait} seconds and try again.`, undefined, {
      'Retry-After': String(wait),
    });
  }
  return { user, priority: priorityOf(user) };
}
