// The message a failed login, reset or social sign-in shows: the provider's own, else a plain fallback.
import { ApiError } from './api-client';

/** Login, reset and social sign-in show the provider's message (spec 8). */
export function providerMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
