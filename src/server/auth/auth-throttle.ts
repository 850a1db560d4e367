// Throttles sign-in, password checks, password-reset and change-email requests per client address, per
// email from one address and per session, counted in the database (auth_throttle) so every server instance shares the counts. Fixed
// windows, one atomic upsert per check; better-auth's own limiter (rateLimit table) covers the rest.
// Wrong passwords and reset requests count per email *and* address: a stranger asking from elsewhere
// uses up only their own allowance and never locks the learner out.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { countInWindow } from '../db/queries/throttle-counter';

export interface ThrottleRule {
  /**
   * Which key the rule counts: the client address, the email in the body, that email from this
   * address, or the caller's session (the session cookie).
   */
  by: 'address' | 'email' | 'email-and-address' | 'session';
  max: number;
  windowSeconds: number;
  /** Rules with the same bucket count together across routes (default: the route's own count). */
  bucket?: string;
}

/**
 * Every way of checking the password of a signed-in account shares one count per session, so holding a
 * session never buys more guesses than signing in does.
 */
const PASSWORD_CHECK: ThrottleRule = { by: 'session', max: 10, windowSeconds: 300, bucket: 'password-check' };

/**
 * Per route (better-auth path below /api/auth): what one address, email or session may do. Strict
 * limits count an email *from one address* (a stranger elsewhere never locks the owner out); the
 * per-address limits are generous, since a whole classroom often shares one address.
 */
export const AUTH_THROTTLE_RULES: Record<string, ThrottleRule[]> = {
  '/sign-in/email': [
    { by: 'address', max: 150, windowSeconds: 60 },
    { by: 'email-and-address', max: 10, windowSeconds: 300 },
  ],
  '/verify-password': [{ by: 'address', max: 150, windowSeconds: 60 }, PASSWORD_CHECK],
  '/change-password': [{ by: 'address', max: 150, windowSeconds: 60 }, PASSWORD_CHECK],
  // Answers the same whether an address is taken or not; limited all the same.
  '/change-email': [
    { by: 'address', max: 10, windowSeconds: 300 },
    { by: 'session', max: 10, windowSeconds: 300 },
    PASSWORD_CHECK,
  ],
  '/request-password-reset': [
    { by: 'address', max: 10, windowSeconds: 300 },
    { by: 'email-and-address', max: 3, windowSeconds: 900 },
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
  subject: { address: string; email: string | undefined; session: string | undefined },
): Promise<ThrottleVerdict> {
  let retryAfterSeconds = 0;
  for (const rule of AUTH_THROTTLE_RULES[route] ?? []) {
    const value = subjectKey(rule.by, subject);
    if (!value) continue;
    const wait = await countInWindow(database, `${rule.bucket ?? route}|${rule.by}|${value}`, rule);
    retryAfterSeconds = Math.max(retryAfterSeconds, wait);
  }
  // Now and then forget windows long past, so the table stays as small as the active clients.
  if (Math.random() < 0.01) {
    await database.db.deleteFrom('auth_throttle').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
}

function subjectKey(by: ThrottleRule['by'], subject: { address: string; email: string | undefined; session: string | undefined }): string | undefined {
  const email = subject.email?.toLowerCase();
  switch (by) {
    case 'address':
      return subject.address;
    case 'email':
      return email;
    case 'email-and-address':
      return email && `${email}|${subject.address}`;
    case 'session':
      return subject.session;
  }
}

export function tooManyAttemptsMessage(seconds: number): string {
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
