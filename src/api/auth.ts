// Request bodies of better-auth's routes under /api/auth that the page calls, and the texts the page
// shows for them (spec section 8). better-auth answers errors as {code, message, error}; show `message`.
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;

export const signUpRequestSchema = z.object({
  name: z.string().trim().min(1).max(50),
  email: z.string().trim(),
  password: z.string(),
  callbackURL: z.string().optional(),
});

export const signInRequestSchema = z.object({
  email: z.string().trim(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
});

/** POST /api/auth/sign-in/social → {url, redirect: true}; the page navigates to `url`. */
export const socialSignInRequestSchema = z.object({
  provider: z.literal('google'),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
});
export const socialSignInResponseSchema = z.object({ url: z.string(), redirect: z.boolean() });

export const requestPasswordResetSchema = z.object({ email: z.string().trim(), redirectTo: z.string().optional() });
/** POST /api/auth/reset-password with the `token` from the mail link /reset-password?token=…. */
export const resetPasswordSchema = z.object({ newPassword: z.string(), token: z.string() });
export const changePasswordSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
});
export const changeEmailSchema = z.object({ newEmail: z.string().trim() });
export const updateUserSchema = z.object({ name: z.string().trim().min(1).max(50) });

/** The error body of every /api/auth route. */
export const authErrorSchema = z.object({ message: z.string(), code: z.string().optional() });

export const AUTH_MESSAGES = {
  emailInUse: 'An account with this email already exists.',
  invalidEmail: 'The email address is not valid.',
  weakPassword: 'The password is too weak. It must be at least 6 characters.',
  signUpFallback: 'An error occurred during sign up. Please try again.',
  resetSent: 'Password reset email sent! Check your inbox.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
} as const;

export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type SignInRequest = z.infer<typeof signInRequestSchema>;
