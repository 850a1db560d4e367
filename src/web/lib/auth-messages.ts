// The auth screens' texts (one copy, in src/api/auth.ts, shared with the server), chosen from better-auth's
// error code; any other provider error shows the provider's message, anything without one the fallback.
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '../../api/index';
import { ApiError } from './api-client';

export const signUpMessages = {
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  emailInUse: AUTH_MESSAGES.emailInUse,
  weakPassword: AUTH_MESSAGES.weakPassword,
  fallback: AUTH_MESSAGES.signUpFallback,
} as const;

export const minPasswordLength = MIN_PASSWORD_LENGTH;

export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return signUpMessages.fallback;
  const code = error.code ?? '';
  if (code === 'INVALID_EMAIL' || code === 'INVALID_EMAIL_FORMAT') return signUpMessages.invalidEmail;
  if (code.startsWith('USER_ALREADY_EXISTS')) return signUpMessages.emailInUse;
  if (code === 'PASSWORD_TOO_SHORT') return signUpMessages.weakPassword;
  if (error.status >= 500 || !error.message) return signUpMessages.fallback;
  return error.message;
}

/** Login, reset and social sign-in show the provider's message (docs/product.md "Rules and their texts"). */
export function providerMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
