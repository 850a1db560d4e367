// A session cookie whose session is gone (signed out elsewhere, a password reset, a guest merged into an
// account, expired) must never spoil the next sign-in. better-auth's anonymous plugin looks up the
// request's session after every sign-in, sign-up and OAuth callback; finding none, it appends a
// "delete the session cookie" after the new session's cookie, so the browser ends up signed out while
// the answer says 200. On those routes we therefore drop a stale session cookie from the request before
// better-auth sees it, and clear it in the answer when no new session was set (docs/accounts.md).
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { readSignedCookie } from './signed-cookie';

export interface SessionCookieNames {
  /** The signed session token cookie (better-auth.session_token, __Secure- on https). */
  token: string;
  /** Cookies that only make sense beside a live session token (cookie cache, "don't remember me"). */
  companions: string[];
  /** Attributes for the clearing Set-Cookie, matching the ones the cookie was set with. */
  secure: boolean;
}

/** The routes after which better-auth's anonymous plugin looks at the caller's previous session. */
export function startsSession(route: string): boolean {
  return /^\/(sign-in|sign-up|callback|oauth2\/callback)(\/|$)/.test(route);
}

export interface StaleCookieCheck {
  request: Request;
  /** Adds the clearing Set-Cookie when the request carried a stale cookie and no new session was set. */
  finish(response: Response): Response;
}

export async function dropStaleSessionCookie(
  request: Request,
  deps: { database: Database; names: SessionCookieNames; secret: string },
): Promise<StaleCookieCheck> {
  const unchanged: StaleCookieCheck = { request, finish: (response) => response };
  const header = request.headers.get('cookie');
  const { names } = deps;
  if (!header || !cookieNames(header).includes(names.token)) return unchanged;
  const token = readSignedCookie(header, names.token, deps.secret);
  if (token && (await sessionIsLive(deps.database, token))) return unchanged;

  const dropped = new Set([names.token, ...names.companions]);
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !dropped.has(part.slice(0, Math.max(0, part.indexOf('='))).trim()));
  const headers = new Headers(request.headers);
  if (kept.length > 0) headers.set('cookie', kept.join('; '));
  else headers.delete('cookie');
  const method = request.method;
  const body = method === 'GET' || method === 'HEAD' ? undefined : await request.text();
  return {
    request: new Request(request.url, { method, headers, body, redirect: 'manual' }),
    finish: (response) => {
      if (response.headers.getSetCookie().some((line) => line.startsWith(`${names.token}=`))) return response;
      const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
      copy.headers.append('set-cookie', `${names.token}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${names.secure ? '; Secure' : ''}`);
      return copy;
    },
  };
}

async function sessionIsLive(database: Database, token: string): Promise<boolean> {
  const { rows } = await sql<{ live: number }>`select 1 as live from session where token = ${token} and "expiresAt" > now()`.execute(database.db);
  return rows.length > 0;
}

function cookieNames(header: string): string[] {
  return header.split(';').map((part) => part.slice(0, Math.max(0, part.indexOf('='))).trim());
}
