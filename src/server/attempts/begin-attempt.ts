// The first statement of POST /api/attempts: who is answering, their attempt counted, their progress
// and points, and whether today already counts for their streak — read in ONE statement when the
// session cookie is well signed and its session row stands as it is (docs/performance.md). Anything
// else — no or a badly signed cookie, no such session, an expired one, one due for its rolling refresh
// — is left to better-auth (requireUser), which answers 401, deletes or refreshes exactly as on every
// other route; the count and read then take their own statement (attempt-throttle.ts).
import type { Context } from 'hono';
import { sql } from 'kysely';
import { localDay, TIME_ZONE_HEADER, validTimeZone } from '../../learning/index';
import type { AppDeps } from '../app-env';
import { toSessionUser, type SessionUser } from '../auth/auth-service';
import { requireUser } from '../auth/require-user';
import { reusableQuery } from '../db/queries/reusable-query';
import { countQueryFrom } from '../db/queries/throttle-counter';
import { activeOnDay, snapshotColumns, snapshotOf, type ProfileSnapshot } from '../progress/index';
import { ATTEMPT_KEY_PREFIX, ATTEMPT_LIMIT, countAttempt, refuseOverLimit } from './attempt-throttle';

export interface AttemptStart {
  user: SessionUser;
  snapshot: ProfileSnapshot;
  /** `today` is already one of the learner's active days (nothing to record for the streak). */
  activeToday: boolean;
}

/** One statement: the session row and its user, the attempt counted, the profile, today's streak day. */
const startStatement = reusableQuery((db, values: { token: string; validBeyond: Date; today: string }) =>
  db
    .with('s', (db) =>
      db
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .select(['session.userId', 'user.name', 'user.email', 'user.isAnonymous'])
        .where('session.token', '=', values.token)
        .where('session.expiresAt', '>', values.validBeyond),
    )
    .with('counted', (db) => countQueryFrom(db, 's', sql<string>`${ATTEMPT_KEY_PREFIX} || "userId"`, ATTEMPT_LIMIT))
    .selectFrom('s')
    .innerJoin('counted', (join) => join.onTrue())
    .leftJoin('users', 'users.id', 's.userId')
    .select([
      's.userId',
      's.name',
      's.email',
      's.isAnonymous',
      'counted.count',
      'counted.wait',
      ...snapshotColumns,
      activeOnDay(sql.ref('s.userId'), values.today).as('activeToday'),
    ]),
);

/** Authenticates, counts (429 over the limit) and reads the learner; `today` is their local date. */
export async function beginAttempt(c: Context, deps: Pick<AppDeps, 'auth' | 'database'>, today: string): Promise<AttemptStart> {
  const cookie = await deps.auth.sessionCookie(c.req.raw.headers);
  if (cookie) {
    const [row] = await startStatement(deps.database.db, { token: cookie.token, validBeyond: cookie.validBeyond, today });
    if (row) {
      refuseOverLimit(row);
      return {
        user: toSessionUser({ id: row.userId, name: row.name, email: row.email, isAnonymous: row.isAnonymous }),
        snapshot: snapshotOf(row),
        activeToday: row.activeToday,
      };
    }
  }
  const user = await requireUser(c, deps);
  return { user, snapshot: await countAttempt(deps.database, user.id), activeToday: false };
}

/**
 * The start of every attempt route (POST /api/attempts and its old aliases): the learner's local date
 * (the time-zone header, TIME_ZONE_HEADER), who they are with the attempt counted, then the body — authentication
 * and the rate limit come before any parsing.
 */
export async function startAttempt(c: Context, deps: Pick<AppDeps, 'auth' | 'database'>): Promise<{ start: AttemptStart; today: string; body: unknown }> {
  const today = localDay(new Date(), validTimeZone(c.req.header(TIME_ZONE_HEADER)));
  const start = await beginAttempt(c, deps, today);
  const body: unknown = await c.req.json();
  return { start, today, body };
}
