// Accounts through better-auth's routes (docs/api.md): sign-up texts of docs/product.md "Rules and their texts", email trimming,
// sign-in, guest, sign-out, cookies, change of name/email (password and the new address's link)/password
// (the other sessions end), Google not configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMail } from '../mail/mailer';
import { cookieFrom, startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';
import { GUEST_ADJECTIVES, GUEST_COMPONENT_WORDS } from './guest-names';

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe.each(testDatabaseKinds)('accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const signUp = (body: unknown) => server.request('/api/auth/sign-up/email', { json: body });

  it('sign-up trims the email, creates the profile and sets an httpOnly SameSite=Lax session cookie', async () => {
    const response = await signUp({ name: 'Grace', email: '  grace@example.com  ', password: 'abcdef' });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const user = await server.signIn('grace@example.com', 'abcdef');
    expect(await json(await user.request('/api/me'))).toMatchObject({ name: 'Grace', email: 'grace@example.com' });
  });

  it.each([
    [{ name: 'A', email: 'dup@example.com', password: 'abcdef' }, 'An account with this email already exists.'],
    [{ name: 'A', email: 'not-an-email', password: 'abcdef' }, 'The email address is not valid.'],
    [{ name: 'A', password: 'abcdef' }, 'The email address is not valid.'],
    [{ name: 'A', email: 'short@example.com', password: '12345' }, 'The password is too weak. It must be at least 6 characters.'],
    [{ name: 'A', email: 'nopass@example.com' }, 'The password is too weak. It must be at least 6 characters.'],
    [{ name: '   ', email: 'noname@example.com', password: 'abcdef' }, 'Please enter your name.'],
  ])('sign-up %j answers %s', async (body, message) => {
    if ('email' in body && body.email === 'dup@example.com') await server.signUp({ email: 'dup@example.com' });
    const response = await signUp(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await json(response)).toMatchObject({ message, error: message });
  });

  it('a duplicate email differing only in case and spaces is still a duplicate', async () => {
    await server.signUp({ email: 'case@example.com' });
    const response = await signUp({ name: 'B', email: ' CASE@example.com ', password: 'abcdef' });
    expect((await json(response)).message).toBe('An account with this email already exists.');
  });

  it('wrong password shows the provider message, right password signs in', async () => {
    await server.signUp({ email: 'login@example.com', password: 'right-one' });
    const wrong = await server.request('/api/auth/sign-in/email', { json: { email: 'login@example.com', password: 'nope!!' } });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe('Invalid email or password');
    const right = await server.signIn(' login@example.com ', 'right-one');
    expect((await json(await right.request('/api/me'))).email).toBe('login@example.com');
  });

  it('stores passwords hashed, never as given', async () => {
    await server.signUp({ email: 'hash@example.com', password: 'plain-secret' });
    const rows = await server.database.db.selectFrom('user').innerJoin('users', 'users.id', 'user.id').select('user.id').where('user.email', '=', 'hash@example.com').execute();
    expect(rows).toHaveLength(1);
    const { rows: accounts } = await import('kysely').then(({ sql }) =>
      sql<{ password: string }>`select password from account where "userId" = ${rows[0]!.id}`.execute(server.database.db),
    );
    expect(accounts[0]?.password).toBeTruthy();
    expect(accounts[0]?.password).not.toContain('plain-secret');
  });

  it('guest sign-in gives "Adjective Component N" and a working session', async () => {
    const guest = await server.guest();
    const [adjective, word, number] = guest.name.split(' ');
    expect(GUEST_ADJECTIVES).toContain(adjective);
    expect(GUEST_COMPONENT_WORDS).toContain(word);
    expect(Number(number)).toBeGreaterThanOrEqual(0);
    expect(Number(number)).toBeLessThanOrEqual(999);
    expect(await json(await guest.request('/api/me'))).toMatchObject({ isGuest: true, email: null, points: 0 });
  });

  it('sign-out ends the session', async () => {
    const user = await server.signUp();
    const out = await user.request('/api/auth/sign-out', { json: {} });
    expect(out.status).toBe(200);
    expect((await user.request('/api/me')).status).toBe(401);
  });

  it('update-user changes the name shown in the profile', async () => {
    const user = await server.signUp({ name: 'Old' });
    const response = await user.request('/api/auth/update-user', { json: { name: ' New name ' } });
    expect(response.status).toBe(200);
    expect((await json(await user.request('/api/me'))).name).toBe('New name');
    const empty = await user.request('/api/auth/update-user', { json: { name: '' } });
    expect(empty.status).toBe(400);
  });

  it('change-email needs the password, tells the old address, and changes only when the new one confirms', async () => {
    await server.signUp({ email: 'taken@example.com' });
    const user = await server.signUp({ name: 'Mover', email: 'before@example.com', password: 'pw-123456' });
    const change = (body: Record<string, unknown>) => user.request('/api/auth/change-email', { json: body });
    // An open session alone cannot move the account.
    const bare = await change({ newEmail: 'thief@example.com' });
    expect(bare.status).toBe(400);
    expect(await json(bare)).toMatchObject({ message: 'Please enter your password to change your email.', field: 'password' });
    const wrong = await change({ newEmail: 'thief@example.com', password: 'not-it-1' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ message: 'The password is not correct.', field: 'password' });
    expect(await latestOutboxMail(server.database, 'thief@example.com')).toBeUndefined();

    const taken = await change({ newEmail: 'taken@example.com', password: 'pw-123456' });
    const invalid = await change({ newEmail: 'nope', password: 'pw-123456' });
    expect((await json(invalid)).message).toBe('The email address is not valid.');
    const ok = await change({ newEmail: ' after@example.com ', password: 'pw-123456' });
    expect(ok.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(await json(taken)).toEqual(await json(ok));
    // Nothing changes until the new address confirms; the old one is told.
    expect((await json(await user.request('/api/me'))).email).toBe('before@example.com');
    const notice = await latestOutboxMail(server.database, 'before@example.com');
    expect(notice?.subject).toBe('Your ohmlet email is about to change');
    expect(notice?.text).toContain('after@example.com');
    const confirm = await latestOutboxMail(server.database, 'after@example.com');
    expect(confirm?.subject).toBe('Confirm your new ohmlet email address');
    const link = new URL(confirm?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.pathname).toBe('/api/auth/verify-email');

    const opened = await server.request(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account');
    expect((await json(await user.request('/api/me'))).email).toBe('after@example.com');
    await server.signIn('after@example.com', 'pw-123456');
    const old = await server.request('/api/auth/sign-in/email', { json: { email: 'before@example.com', password: 'pw-123456' } });
    expect(old.status).toBe(401);
  });

  it('a guest has no email to change', async () => {
    const guest = await server.guest();
    const response = await guest.request('/api/auth/change-email', { json: { newEmail: 'guest-mail@example.com' } });
    expect(response.status).toBe(403);
    expect(await latestOutboxMail(server.database, 'guest-mail@example.com')).toBeUndefined();
  });

  it('change-password needs the current password and 6+ characters, and ends the other sessions', async () => {
    const user = await server.signUp({ email: 'pw@example.com', password: 'first-pw' });
    const elsewhere = await server.signIn('pw@example.com', 'first-pw');
    const wrong = await user.request('/api/auth/change-password', { json: { currentPassword: 'nope-nope', newPassword: 'second-pw' } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe('The current password is not correct.');
    const weak = await user.request('/api/auth/change-password', { json: { currentPassword: 'first-pw', newPassword: '123' } });
    expect((await json(weak)).message).toBe('The password is too weak. It must be at least 6 characters.');
    // Asking to keep the other sessions changes nothing: they end.
    const ok = await user.request('/api/auth/change-password', { json: { currentPassword: 'first-pw', newPassword: 'second-pw', revokeOtherSessions: false } });
    expect(ok.status).toBe(200);
    expect((await elsewhere.request('/api/me')).status).toBe(401);
    // The browser that changed it stays signed in with the session cookie the answer set.
    expect((await server.request('/api/me', { headers: { cookie: cookieFrom(ok) } })).status).toBe(200);
    await server.signIn('pw@example.com', 'second-pw');
    const old = await server.request('/api/auth/sign-in/email', { json: { email: 'pw@example.com', password: 'first-pw' } });
    expect(old.status).toBe(401);
  });

  it('Google sign-in without configuration answers the clear message', async () => {
    const response = await server.request('/api/auth/sign-in/social', { json: { provider: 'google', callbackURL: '/learn' } });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('Google sign-in is not configured on this server');
  });

  it('auth bodies that are not JSON objects answer 400, not 500', async () => {
    for (const body of ['[1,2]', '"text"', '{broken']) {
      const response = await server.request('/api/auth/sign-in/email', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
    }
    const wrongTypes = await server.request('/api/auth/sign-in/email', { json: { email: 5, password: [] } });
    expect(wrongTypes.status).toBe(400);
  });
});
