// Calls to better-auth's own routes under /api/auth (docs/api.md), as plain fetches: every screen that
// signs in, out or changes credentials goes through here. Errors arrive as ApiError with the
// provider's message and code; the session cache is refreshed by the caller (session.tsx).
import { apiFetch, jsonBody } from './api-client';

export interface AuthUser {
  id: string;
  name: string;
  email: string | null;
  isAnonymous?: boolean | null;
}

export interface SessionPayload {
  user: AuthUser;
  session: { id: string; expiresAt: string };
}

export function getSession(): Promise<SessionPayload | null> {
  return apiFetch<SessionPayload | null>('/api/auth/get-session');
}

export function signInWithEmail(email: string, password: string): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', jsonBody('POST', { email, password }));
}

export function signUpWithEmail(name: string, email: string, password: string): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', jsonBody('POST', { name, email, password }));
}

export function signInAsGuest(): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/anonymous', jsonBody('POST', {}));
}

/** Starts Google sign-in: the server answers the provider's URL and the page goes there. */
export async function signInWithGoogle(callbackPath = '/learn'): Promise<void> {
  const callbackURL = new URL(callbackPath, window.location.origin).toString();
  const errorCallbackURL = new URL('/login', window.location.origin).toString();
  const result = await apiFetch<{ url?: string }>(
    '/api/auth/sign-in/social',
    jsonBody('POST', { provider: 'google', callbackURL, errorCallbackURL }),
  );
  if (result?.url) window.location.assign(result.url);
}

export function signOut(): Promise<unknown> {
  return apiFetch('/api/auth/sign-out', jsonBody('POST', {}));
}

export function requestPasswordReset(email: string): Promise<unknown> {
  const redirectTo = new URL('/reset-password', window.location.origin).toString();
  return apiFetch('/api/auth/request-password-reset', jsonBody('POST', { email, redirectTo }));
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', jsonBody('POST', { token, newPassword }));
}

/** Asks for the change: the server mails a link to `newEmail`, and the email changes when it is opened. */
export function changeEmail(newEmail: string, password: string): Promise<unknown> {
  return apiFetch('/api/auth/change-email', jsonBody('POST', { newEmail, password }));
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return apiFetch(
    '/api/auth/change-password',
    jsonBody('POST', { currentPassword, newPassword, revokeOtherSessions: true }),
  );
}
