// The auth service the routes see: better-auth's request handler and "who is calling?".
// Implemented in ./create-auth.ts (better-auth); routes use requireUser() from ./require-user.ts.

export interface SessionUser {
  id: string;
  name: string;
  email: string | null;
  isGuest: boolean;
}

export interface AuthService {
  /** better-auth's own handler for /api/auth/*. */
  handler(request: Request): Promise<Response>;
  /** The signed-in user of a request, or null. */
  getUser(headers: Headers): Promise<SessionUser | null>;
}
