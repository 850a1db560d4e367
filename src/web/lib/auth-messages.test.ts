// The sign-up error texts a learner reads (docs/product.md "Rules and their texts"), picked from better-auth's codes.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { signUpErrorMessage, signUpMessages } from './auth-messages';

describe('sign-up error messages', () => {
  it('names an invalid email in the spec words', () => {
    expect(signUpErrorMessage(new ApiError(400, 'Invalid email', undefined, 'INVALID_EMAIL'))).toBe(signUpMessages.invalidEmail);
  });
  it('says an account exists when the email is taken', () => {
    const error = new ApiError(422, 'User already exists. Use another email.', undefined, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect(signUpErrorMessage(error)).toBe('An account with this email already exists.');
  });
  it('explains a too-short password', () => {
    expect(signUpErrorMessage(new ApiError(400, 'Password too short', undefined, 'PASSWORD_TOO_SHORT'))).toBe(signUpMessages.weakPassword);
  });
  it("shows any other provider's message as it is", () => {
    expect(signUpErrorMessage(new ApiError(429, 'Too many requests. Try again in 60 seconds.'))).toBe('Too many requests. Try again in 60 seconds.');
  });
  it('falls back to the generic text for network failures and server faults', () => {
    expect(signUpErrorMessage(new TypeError('Failed to fetch'))).toBe(signUpMessages.fallback);
    expect(signUpErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe(signUpMessages.fallback);
  });
});
