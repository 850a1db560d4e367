// Who may ask to change the email (change-email.ts): the password for an account that has one, a fresh
// sign-in for one that has none (Google), never a guest. The database flow is in create-auth.test.ts.
import { describe, expect, it } from 'vitest';
import { CHANGE_EMAIL_MESSAGES, confirmIdentity, FRESH_SIGN_IN_SECONDS } from './change-email';

const now = Date.parse('2026-11-26T06:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
const never = async () => false;

describe('confirmIdentity', () => {
  it('an account without a password may go on only within minutes of signing in', async () => {
    const google = { isGuest: false, passwordHash: null };
    expect(await confirmIdentity({ ...google, sessionCreatedAt: minutesAgo(2) }, undefined, never, now)).toBeUndefined();
    const stale = await confirmIdentity({ ...google, sessionCreatedAt: minutesAgo(FRESH_SIGN_IN_SECONDS / 60 + 1) }, undefined, never, now);
    expect(stale?.status).toBe(403);
    expect(await stale?.json()).toMatchObject({ message: CHANGE_EMAIL_MESSAGES.signInAgain });
  });

  it('a guest is refused, and a password account needs its password however fresh the session', async () => {
    const guest = await confirmIdentity({ isGuest: true, passwordHash: null, sessionCreatedAt: minutesAgo(0) }, 'x', never, now);
    expect(guest?.status).toBe(403);
    const account = { isGuest: false, passwordHash: 'hash', sessionCreatedAt: minutesAgo(0) };
    expect((await confirmIdentity(account, undefined, never, now))?.status).toBe(400);
    expect(await (await confirmIdentity(account, 'wrong', never, now))?.json()).toMatchObject({ field: 'password', message: CHANGE_EMAIL_MESSAGES.wrongPassword });
    expect(await confirmIdentity(account, 'right', async (hash, password) => hash === 'hash' && password === 'right', now)).toBeUndefined();
  });
});
