// The auth service the routes see: better-auth's request handler and "who is calling?".
// Implemented in ./create-auth.ts (better-auth); routes use requireUser() from ./require-user.ts.

export interface SessionUser {
  id: string;
  name: string;
  email: string | null;
  isGuest: boolean;
}

/**
 * A session cookie whose signature is right, read without the database: its token, and the expiry a
 * session row must be beyond to be taken as it is (not expired, not yet due for better-auth's rolling
 * refresh). A route on the hot path reads that row in its own statement and asks getUser() otherwise.
 */
export interface SessionCookie {
  token: string;
  validBeyond: Date;
}

export interface AuthService {
  /** better-auth's own handler for /api/auth/*. */
  handler(request: Request): Promise<Response>;
  /** The signed-in user of a request, or null. */
  getUser(headers: Headers): Promise<SessionUser | null>;
  /** The request's signed session cookie, or null (then getUser() decides). */
  sessionCookie(headers: Headers): Promise<SessionCookie | null>;
}

/** The SessionUser of better-auth's user row (guests carry no email). */
export function toSessionUser(user: { id: string; name: string; email: string; isAnonymous?: boolean | null }): SessionUser {
  const isGuest = Boolean(user.isAnonymous);
  return { id: user.id, name: user.name, email: isGuest ? null : user.email, isGuest };
}
