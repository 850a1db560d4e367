// Maps better-auth's error codes to the texts of docs/product.md "Rules and their texts" (and clear texts where docs/product.md has
// none), per auth route, so the page can show a response's `message` as it is. Every auth error
// body also gets `error` (= message), matching docs/api.md's error shape.
import { AUTH_MESSAGES } from '../../api/index';

export const SIGN_UP_MESSAGES = {
  emailInUse: AUTH_MESSAGES.emailInUse,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  weakPassword: AUTH_MESSAGES.weakPassword,
  nameRequired: 'Please enter your name.',
  nameTooLong: 'The name can be at most 50 characters.',
  generic: AUTH_MESSAGES.signUpFallback,
} as const;

export const GOOGLE_NOT_CONFIGURED = AUTH_MESSAGES.googleNotConfigured;

const byCode: Record<string, Record<string, string>> = {
  '/sign-up/email': {
    USER_ALREADY_EXISTS: SIGN_UP_MESSAGES.emailInUse,
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: SIGN_UP_MESSAGES.emailInUse,
    INVALID_EMAIL: SIGN_UP_MESSAGES.invalidEmail,
    PASSWORD_TOO_SHORT: SIGN_UP_MESSAGES.weakPassword,
    INVALID_PASSWORD: SIGN_UP_MESSAGES.weakPassword,
    FAILED_TO_CREATE_USER: SIGN_UP_MESSAGES.generic,
  },
  '/sign-in/email': {
    INVALID_EMAIL: SIGN_UP_MESSAGES.invalidEmail,
  },
  '/change-email': {
    USER_ALREADY_EXISTS: SIGN_UP_MESSAGES.emailInUse,
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: SIGN_UP_MESSAGES.emailInUse,
    INVALID_EMAIL: SIGN_UP_MESSAGES.invalidEmail,
  },
  '/change-password': {
    INVALID_PASSWORD: 'The current password is not correct.',
    PASSWORD_TOO_SHORT: SIGN_UP_MESSAGES.weakPassword,
    CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account has no password to change (it signs in with Google or as a guest).',
  },
  '/reset-password': {
    INVALID_TOKEN: 'This reset link is invalid or has expired. Please ask for a new one.',
    PASSWORD_TOO_SHORT: SIGN_UP_MESSAGES.weakPassword,
  },
  '/request-password-reset': {
    INVALID_EMAIL: SIGN_UP_MESSAGES.invalidEmail,
  },
};

export function messageFor(route: string, code: string | undefined, fallback: string): string {
  // better-auth's body validation says e.g. "[body.email] Invalid email address".
  if (code === 'VALIDATION_ERROR' && /^\[body\.(email|newEmail)\]/.test(fallback)) return SIGN_UP_MESSAGES.invalidEmail;
  return (code && byCode[route]?.[code]) || fallback;
}

/** Rewrites a better-auth error response: mapped `message`, `error` beside it, Retry-After on 429. */
export async function rewriteAuthError(route: string, response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || typeof body !== 'object') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let message = messageFor(route, body.code, body.message ?? 'Something went wrong. Please try again.');
  if (response.status === 429) {
    const seconds = Number(response.headers.get('x-retry-after') ?? 60) || 60;
    headers.set('Retry-After', String(seconds));
    message = `Too many attempts. Please wait ${seconds} seconds and try again.`;
  }
  return new Response(JSON.stringify({ ...body, message, error: message }), { status: response.status, headers });
}

export function authErrorResponse(status: number, code: string, message: string, headers?: Record<string, string>, field?: string) {
  return new Response(JSON.stringify({ code, message, error: message, ...(field ? { field } : {}) }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
