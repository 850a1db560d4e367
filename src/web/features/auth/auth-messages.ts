// Spec section 8's sign-up texts, chosen from better-auth's error code; any other provider error
// shows the provider's message, and anything without one the generic fallback.
import { ApiError } from '../../lib/api-client';

export const signUpMessages = {
  invalidEmail: 'The email address is not valid.',
  emailInUse: 'An account with this email already exists.',
  weakPassword: 'The password is too weak. It must be at least 6 characters.',
  fallback: 'An error occurred during sign up. Please try again.',
} as const;

export const minPasswordLength = 6;

export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return signUpMessages.fallback;
  const code = error.code ?? '';
  if (code === 'INVALID_EMAIL' || code === 'INVALID_EMAIL_FORMAT') return signUpMessages.invalidEmail;
  if (code.startsWith('USER_ALREADY_EXISTS')) return signUpMessages.emailInUse;
  if (code === 'PASSWORD_TOO_SHORT') return signUpMessages.weakPassword;
  if (error.status >= 500 || !error.message) return signUpMessages.fallback;
  return error.message;
}

/** Login, reset and social sign-in show the provider's message (spec 8). */
export function providerMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
