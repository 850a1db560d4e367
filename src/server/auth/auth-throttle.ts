// Throttles sign-in and password-reset requests per client address and per email, counted in the
// database (auth_throttle) so every server instance shares the counts. Fixed windows, one atomic
// upsert per check; better-auth's own limiter (rateLimit table) covers the other auth routes.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { countInWindow } from '../db/queries/throttle-counter';

export interface ThrottleRule {
  /** Which key the rule counts: the client address or the email in the body. */
  by: 'address' | 'email';
  max: number;
  windowSeconds: number;
}

/** Per route (better-auth path below /api/auth): what one address or one email may do. */
export const AUTH_THROTTLE_RULES: Record<string, ThrottleRule[]> = {
  '/sign-in/email': [
    { by: 'address', max: 30, windowSeconds: 60 },
    { by: 'email', max: 10, windowSeconds: 300 },
  ],
  '/request-password-reset': [
    { by: 'address', max: 10, windowSeconds: 300 },
    { by: 'email', max: 3, windowSeconds: 900 },
  ],
};

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts this request against every rule of the route; refused when any count is over its max. */
export async function checkAuthThrottle(
  database: Database,
  route: string,
  subject: { address: string; email: string | undefined },
): Promise<ThrottleVerdict> {
  let retryAfterSeconds = 0;
  for (const rule of AUTH_THROTTLE_RULES[route] ?? []) {
    const value = rule.by === 'address' ? subject.address : subject.email?.toLowerCase();
    if (!value) continue;
    const wait = await countInWindow(database, `${route}|${rule.by}|${value}`, rule);
    retryAfterSeconds = Math.max(retryAfterSeconds, wait);
  }
  // Now and then forget windows long past, so the table stays as small as the active clients.
  if (Math.random() < 0.01) {
    await database.db.deleteFrom('auth_throttle').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
}

export function tooManyAttemptsMessage(seconds: number): string {
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
