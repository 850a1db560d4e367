// Prepares a request for better-auth's handler: trims emails (docs/product.md "Rules and their texts"), checks the sign-up
// and update-user names (src/api/display-name.ts), answers Google sign-in when it is not configured, applies the sign-in, reset,
// password-check and change-email throttle (change-email answers alike whether the address is taken or
// not), makes a password change end the other sessions and takes change-email's password aside for
// create-auth.ts; `finish` rewrites better-auth's error bodies to our texts (auth-messages.ts).
import { displayNameProblem } from '../../api/index';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { AUTH_THROTTLE_RULES, checkAuthThrottle, tooManyAttemptsMessage } from './auth-throttle';
import { GOOGLE_NOT_CONFIGURED, SIGN_UP_MESSAGES, authErrorResponse, rewriteAuthError } from './auth-messages';

/** Header the /api/auth mount sets from the socket (incoming copies are dropped); better-auth reads it. */
export const CLIENT_ADDRESS_HEADER = 'x-ohmlet-client-address';
export const MAX_NAME_LENGTH = 50;

export interface PreparedAuthRequest {
  request: Request;
  /** The JSON body as better-auth gets it (POST only), minus what only we read (change-email's password). */
  body?: Body;
  /** change-email's password, taken out of the body (create-auth.ts checks it). */
  password?: unknown;
  finish(response: Response): Promise<Response>;
}

type Body = Record<string, unknown>;

export async function prepareAuthRequest(
  request: Request,
  deps: { config: ServerConfig; database: Database },
): Promise<PreparedAuthRequest | Response> {
  const route = new URL(request.url).pathname.replace(/^\/api\/auth/, '').replace(/\/$/, '');
  const finish = (response: Response) => rewriteAuthError(route, response);
  if (request.method !== 'POST') return { request, finish };

  const text = await request.text();
  let body: Body | undefined;
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
  } catch {
    body = undefined;
  }
  if (!body) return authErrorResponse(400, 'INVALID_BODY', 'Request body must be a JSON object.');

  for (const key of ['email', 'newEmail'] as const) {
    if (typeof body[key] === 'string') body[key] = (body[key] as string).trim();
  }
  // Our reset mail links to BASE_URL/reset-password whatever the page asks, so its redirectTo is moot.
  if (route === '/request-password-reset') delete body.redirectTo;
  // A new password ends every other session (someone else may have been signed in).
  if (route === '/change-password') body.revokeOtherSessions = true;
  const password = route === '/change-email' ? body.password : undefined;
  if (route === '/change-email') {
    delete body.password;
    // The link mailed to the new address comes back to the account page.
    body.callbackURL = '/account';
  }
  const refusal = checkFields(route, body, deps.config);
  if (refusal) return refusal;

  if (AUTH_THROTTLE_RULES[route]) {
    const verdict = await checkAuthThrottle(deps.database, route, {
      address: request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown',
      email: typeof body.email === 'string' ? body.email : undefined,
      session: sessionToken(request.headers),
    });
    if (!verdict.allowed) {
      return authErrorResponse(429, 'TOO_MANY_REQUESTS', tooManyAttemptsMessage(verdict.retryAfterSeconds), {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
  }

  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return {
    request: new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) }),
    body,
    password,
    finish,
  };
}

/** Checks better-auth leaves to us; answers with docs/product.md's text, or undefined to go on. */
function checkFields(route: string, body: Body, config: ServerConfig): Response | undefined {
  if (route === '/sign-up/email') {
    const nameRefusal = checkName(body, true);
    if (nameRefusal) return nameRefusal;
    if (typeof body.email !== 'string' || !body.email) {
      return authErrorResponse(400, 'INVALID_EMAIL', SIGN_UP_MESSAGES.invalidEmail);
    }
    if (typeof body.password !== 'string') {
      return authErrorResponse(400, 'PASSWORD_TOO_SHORT', SIGN_UP_MESSAGES.weakPassword);
    }
  }
  if (route === '/update-user') return checkName(body, false);
  // Nothing here mails a sign-up verification; the endpoint would only let anyone send mails.
  if (route === '/send-verification-email') return authErrorResponse(404, 'NOT_FOUND', 'Not found.');
  if (route === '/sign-in/social' && body.provider === 'google' && !(config.googleClientId && config.googleClientSecret)) {
    return authErrorResponse(400, 'GOOGLE_NOT_CONFIGURED', GOOGLE_NOT_CONFIGURED);
  }
  return undefined;
}

/** The session cookie's value (change-email is counted per session), or undefined when signed out. */
function sessionToken(headers: Headers): string | undefined {
  const cookie = headers.get('cookie') ?? '';
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];
}

function checkName(body: Body, required: boolean): Response | undefined {
  if (body.name === undefined && !required) return undefined;
  if (typeof body.name !== 'string' || !body.name.trim()) {
    return authErrorResponse(400, 'NAME_REQUIRED', SIGN_UP_MESSAGES.nameRequired);
  }
  body.name = body.name.trim();
  if ((body.name as string).length > MAX_NAME_LENGTH) {
    return authErrorResponse(400, 'NAME_TOO_LONG', SIGN_UP_MESSAGES.nameTooLong);
  }
  const problem = displayNameProblem(body.name as string);
  return problem ? authErrorResponse(400, 'INVALID_NAME', problem, {}, 'name') : undefined;
}
