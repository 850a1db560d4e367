// Password reset by mail through the local outbox (no SMTP_URL): request → mail with a link to the
// page /reset-password?token=… → reset-password with that token → the new password works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMail } from '../mail/mailer';
import { startTestServer, testDatabaseKinds, TEST_BASE_URL, type TestServer } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('password reset on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const requestReset = (email: string) => server.request('/api/auth/request-password-reset', { json: { email } });

  it('mails a link to the reset page; the token sets a new password once', async () => {
    const user = await server.signUp({ name: 'Rosa', email: 'rosa@example.com', password: 'old-password' });
    const response = await requestReset(' rosa@example.com ');
    expect(response.status).toBe(200);

    const mail = await latestOutboxMail(server.database, 'rosa@example.com');
    expect(mail?.subject).toBe('Reset your ohmlet password');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${TEST_BASE_URL}/reset-password`);
    const token = url.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const weak = await server.request('/api/auth/reset-password', { json: { token, newPassword: '123' } });
    expect(((await weak.json()) as { message: string }).message).toBe('The password is too weak. It must be at least 6 characters.');

    const reset = await server.request('/api/auth/reset-password', { json: { token, newPassword: 'new-password' } });
    expect(reset.status).toBe(200);
    await server.signIn('rosa@example.com', 'new-password');
    const old = await server.request('/api/auth/sign-in/email', { json: { email: 'rosa@example.com', password: 'old-password' } });
    expect(old.status).toBe(401);
    // Sessions from before the reset end with it.
    expect((await user.request('/api/me')).status).toBe(401);

    const reused = await server.request('/api/auth/reset-password', { json: { token, newPassword: 'third-password' } });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { message: string }).message).toBe(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  });

  it('an unknown email gets the same answer and no mail', async () => {
    const response = await requestReset('nobody@example.com');
    expect(response.status).toBe(200);
    expect(await latestOutboxMail(server.database, 'nobody@example.com')).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)('reset links on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const tokenOfLatestMail = async (email: string) => {
    const link = (await latestOutboxMail(server.database, email))?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('using one reset link revokes every other outstanding one', async () => {
    await server.signUp({ email: 'twice@example.com', password: 'old-password' });
    await server.request('/api/auth/request-password-reset', { json: { email: 'twice@example.com' } });
    const first = await tokenOfLatestMail('twice@example.com');
    await server.request('/api/auth/request-password-reset', { json: { email: 'twice@example.com' } });
    const second = await tokenOfLatestMail('twice@example.com');
    expect(second).not.toBe(first);

    const used = await server.request('/api/auth/reset-password', { json: { token: second, newPassword: 'new-password' } });
    expect(used.status).toBe(200);
    const stale = await server.request('/api/auth/reset-password', { json: { token: first, newPassword: 'attacker-password' } });
    expect(stale.status).toBe(400);
    await server.signIn('twice@example.com', 'new-password');
  });
});
