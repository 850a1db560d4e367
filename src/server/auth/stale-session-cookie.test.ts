// A cookie for a session that no longer exists (signed out elsewhere, a guest merged into an account)
// never spoils the next sign-in, sign-up, guest sign-in or Google sign-in: the answer sets the new
// session's cookie and nothing after it deletes it again (docs/accounts.md "Stale cookies").
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, startTestServer, testDatabaseKinds, TEST_BASE_URL, type TestServer } from '../../../test/support/server/test-server';

const SESSION = 'better-auth.session_token';

/** What a browser keeps after the answer: the last Set-Cookie of each name wins; empty values delete. */
function cookieJarAfter(previous: string, response: Response): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    const deleted = pair.endsWith('=') || /max-age=0/i.test(line);
    if (deleted) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

describe.each(testDatabaseKinds)('a stale session cookie on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  let provider: OAuth2Server;
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const who = { sub: 'google-stale-1', email: 'stale-google@example.com', email_verified: true, name: 'Stale Google' };
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, { ...who, aud: 'ohmlet-test-client' }));
    provider.service.on('beforeUserinfo', (userinfo) => {
      userinfo.body = who;
    });
    server = await startTestServer(kind, {
      env: { GOOGLE_CLIENT_ID: 'ohmlet-test-client', GOOGLE_CLIENT_SECRET: 'ohmlet-test-secret', GOOGLE_ISSUER: provider.issuer.url ?? '' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  /** A cookie whose session was ended by signing out (the browser that kept it never heard). */
  async function staleCookie(): Promise<string> {
    const user = await server.signUp();
    expect((await user.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await user.request('/api/me')).status).toBe(401);
    return user.cookie;
  }

  /** Sends `path` with the stale cookie; the browser's cookies afterwards must carry a working session. */
  async function expectSignedInAfter(stale: string, path: string, body: unknown): Promise<string> {
    const response = await server.request(path, { json: body, headers: { cookie: stale } });
    expect(response.status, await response.clone().text()).toBe(200);
    const jar = cookieJarAfter(stale, response);
    expect(jar).toContain(`${SESSION}=`);
    expect(jar).not.toBe(stale);
    const me = await server.request('/api/me', { headers: { cookie: jar } });
    expect(me.status).toBe(200);
    return jar;
  }

  it('email sign-in sets the new session (not deleted after)', async () => {
    const owner = await server.signUp({ email: 'stale-in@example.com', password: 'stale-pw-1' });
    const jar = await expectSignedInAfter(await staleCookie(), '/api/auth/sign-in/email', { email: 'stale-in@example.com', password: 'stale-pw-1' });
    expect(((await (await server.request('/api/me', { headers: { cookie: jar } })).json()) as { id: string }).id).toBe(owner.id);
  });

  it('sign-up sets the new session', async () => {
    await expectSignedInAfter(await staleCookie(), '/api/auth/sign-up/email', { name: 'Fresh', email: 'stale-up@example.com', password: 'stale-pw-2' });
  });

  it('guest sign-in sets the new session', async () => {
    const jar = await expectSignedInAfter(await staleCookie(), '/api/auth/sign-in/anonymous', {});
    expect(await (await server.request('/api/me', { headers: { cookie: jar } })).json()).toMatchObject({ isGuest: true });
  });

  it('the cookie of a guest merged into an account does not spoil the next sign-in', async () => {
    const guest = await server.guest();
    const merged = await guest.request('/api/auth/sign-up/email', { json: { name: 'Merged', email: 'stale-merge@example.com', password: 'stale-pw-3' } });
    expect(merged.status).toBe(200);
    expect((await guest.request('/api/me')).status).toBe(401);
    await expectSignedInAfter(guest.cookie, '/api/auth/sign-in/email', { email: 'stale-merge@example.com', password: 'stale-pw-3' });
    await expectSignedInAfter(guest.cookie, '/api/auth/sign-in/anonymous', {});
  });

  it('a failed sign-in clears the stale cookie', async () => {
    const stale = await staleCookie();
    const wrong = await server.request('/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'nope-nope' }, headers: { cookie: stale } });
    expect(wrong.status).toBe(401);
    expect(cookieJarAfter(stale, wrong)).not.toContain(`${SESSION}=`);
  });

  it('Google sign-in comes back with a working session', async () => {
    const stale = await staleCookie();
    const start = await server.request('/api/auth/sign-in/social', { json: { provider: 'google', callbackURL: '/learn' }, headers: { cookie: stale } });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const atProvider = await fetch(url, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    expect(callback.origin).toBe(TEST_BASE_URL);
    // The stale cookie is still sent on the way back (another tab may have set it again meanwhile).
    const sent = `${cookieFrom(start)}; ${stale}`;
    const back = await server.request(callback.pathname + callback.search, { headers: { cookie: sent } });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/learn');
    const jar = cookieJarAfter(sent, back);
    expect(await (await server.request('/api/me', { headers: { cookie: jar } })).json()).toMatchObject({ email: 'stale-google@example.com' });
  });
});
