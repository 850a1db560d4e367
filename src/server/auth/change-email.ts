// Changing the email takes an account's way back in (a reset mail goes to the new address), so an open
// session alone may not do it (docs/accounts.md "Changing the email"): the request carries the account's
// password (an account without one — Google — needs a sign-in from the last 10 minutes), the old address
// is told, and the new one gets a link; better-auth changes the email only when that link is opened.
import type { Mail } from '../mail/mailer';
import { authErrorResponse } from './auth-messages';

/** How recent a sign-in must be to change the email of an account that has no password. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

export const CHANGE_EMAIL_MESSAGES = {
  passwordRequired: 'Please enter your password to change your email.',
  wrongPassword: 'The password is not correct.',
  signInAgain: 'Please sign in again to change your email.',
  guest: 'A guest account has no email. Save your progress to add one.',
} as const;

/** What confirmIdentity needs to know about the caller (read through better-auth). */
export interface ChangeEmailCaller {
  isGuest: boolean;
  sessionCreatedAt: Date;
  /** The stored password hash, or null when the account signs in with Google only. */
  passwordHash: string | null;
}

/** undefined when the caller may go on; otherwise the refusal (400 naming `password`, or 403). */
export async function confirmIdentity(
  caller: ChangeEmailCaller,
  password: unknown,
  verify: (hash: string, password: string) => Promise<boolean>,
  now = Date.now(),
): Promise<Response | undefined> {
  if (caller.isGuest) return authErrorResponse(403, 'GUEST_HAS_NO_EMAIL', CHANGE_EMAIL_MESSAGES.guest);
  if (caller.passwordHash === null) {
    const fresh = now - caller.sessionCreatedAt.getTime() <= FRESH_SIGN_IN_SECONDS * 1000;
    return fresh ? undefined : authErrorResponse(403, 'SESSION_NOT_FRESH', CHANGE_EMAIL_MESSAGES.signInAgain);
  }
  if (typeof password !== 'string' || password === '') {
    return authErrorResponse(400, 'PASSWORD_REQUIRED', CHANGE_EMAIL_MESSAGES.passwordRequired, {}, 'password');
  }
  // Longer than any password we accept; refused without hashing it.
  const right = password.length <= 256 && (await verify(caller.passwordHash, password).catch(() => false));
  return right ? undefined : authErrorResponse(400, 'INVALID_PASSWORD', CHANGE_EMAIL_MESSAGES.wrongPassword, {}, 'password');
}

/** The mail to the address the account is moving to: the link that makes the change. */
export function confirmNewAddressMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your new ohmlet email address',
    text:
      `Hello ${name},\n\nSomeone asked to use this address for their ohmlet account. ` +
      `Open this link to confirm it (it works for one hour); the account keeps its old address until then:\n\n${link}\n\n` +
      `If that was not you, you can ignore this mail.\n`,
  };
}

/** The mail to the address the account is leaving: nothing changes unless the new one confirms. */
export function oldAddressNoticeMail(to: string, name: string, newEmail: string): Mail {
  return {
    to,
    subject: 'Your ohmlet email is about to change',
    text:
      `Hello ${name},\n\nSomeone signed in to your ohmlet account asked to change its email to ${newEmail}. ` +
      `It changes only when a link sent to that address is opened.\n\n` +
      `If that was not you, sign in and change your password now: that ends every other session.\n`,
  };
}
