// Joining is limited per address as well as per user, since guest accounts are free (docs/classes.md
// "Codes"): at most 10 wrong codes a minute from one address, whatever the accounts. Right codes are
// never counted (a whole school often shares one address), but while an address is over the limit
// every join from it waits, right or wrong — otherwise a 429 would tell a wrong guess from a right one.
import { sql } from 'kysely';
import type { Context } from 'hono';
import { JOINS_PER_MINUTE } from '../../api/index';
import type { AppDeps } from '../app-env';
import { clientAddress } from '../client-address';
import { countInWindow } from '../db/queries/throttle-counter';
import { HttpError } from '../http-error';

const WINDOW_SECONDS = 60;
const keyOf = (c: Context, deps: AppDeps) => `class-join|address|${clientAddress(c, deps.config.trustProxy)}`;

const tooMany = (wait: number) =>
  new HttpError(429, `Too many wrong class codes from this network. Please wait ${wait} seconds and try again.`, undefined, { 'Retry-After': String(wait) });

/** Refuses a join while this address has had 10 wrong codes in the current minute (counts nothing). */
export async function checkJoinAddress(c: Context, deps: AppDeps): Promise<void> {
  const row = await deps.database.db
    .selectFrom('auth_throttle')
    .select(['count', sql<number>`ceil(extract(epoch from (window_start + make_interval(secs => ${WINDOW_SECONDS}) - now())))`.as('wait')])
    .where('key', '=', keyOf(c, deps))
    .where('window_start', '>=', sql<Date>`now() - make_interval(secs => ${WINDOW_SECONDS})`)
    .executeTakeFirst();
  if (row && row.count >= JOINS_PER_MINUTE) throw tooMany(Math.max(1, Number(row.wait)));
}

/** Counts a wrong code against the address. */
export async function countWrongJoinCode(c: Context, deps: AppDeps): Promise<void> {
  await countInWindow(deps.database, keyOf(c, deps), { max: JOINS_PER_MINUTE, windowSeconds: WINDOW_SECONDS });
}
