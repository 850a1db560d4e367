// The password rule and the texts the page shows for better-auth's routes under /api/auth (docs/api.md).
// The server sets better-auth's minimum from MIN_PASSWORD_LENGTH and rewrites its errors into these texts
// (src/server/auth/auth-messages.ts); better-auth answers errors as {code, message, error}.

export const MIN_PASSWORD_LENGTH = 6;

export const AUTH_MESSAGES = {
  emailInUse: 'An account with this email already exists.',
  invalidEmail: 'The email address is not valid.',
  weakPassword: `The password is too weak. It must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  signUpFallback: 'An error occurred during sign up. Please try again.',
  resetSent: 'Password reset email sent! Check your inbox.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
} as const;
