// 'Continue with Google' end to end against a local OpenID Connect server (oauth2-mock-server) that
// stands in for Google through GOOGLE_ISSUER: sign-in/social → the provider → our callback → session.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, startTestServer, testDatabaseKinds, TEST_BASE_URL, type TestServer } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('Google sign-in on %s', { timeout: 120_000 }, (kind) => {
  let provider: OAuth2Server;
  let server: TestServer;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        sub: 'google-user-1',
        email: 'lin@example.com',
        email_verified: true,
        name: 'Lin from Google',
        aud: 'ohmlet-test-client',
      });
    });
    provider.service.on('beforeUserinfo', (userinfo) => {
      userinfo.body = { sub: 'google-user-1', email: 'lin@example.com', email_verified: true, name: 'Lin from Google' };
    });
    server = await startTestServer(kind, {
      env: {
        GOOGLE_CLIENT_ID: 'ohmlet-test-client',
        GOOGLE_CLIENT_SECRET: 'ohmlet-test-secret',
        GOOGLE_ISSUER: provider.issuer.url ?? '',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  async function signInWithGoogle(): Promise<{ location: string; cookie: string }> {
    const start = await server.request('/api/auth/sign-in/social', { json: { provider: 'google', callbackURL: '/learn' } });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string; redirect: boolean };
    expect(url.startsWith(provider.issuer.url ?? '-')).toBe(true);
    const stateCookie = cookieFrom(start);

    const atProvider = await fetch(url, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.get('location') ?? '');
    expect(callback.origin).toBe(TEST_BASE_URL);

    const back = await server.request(callback.pathname + callback.search, { headers: { cookie: stateCookie } });
    expect(back.status).toBe(302);
    return { location: back.headers.get('location') ?? '', cookie: cookieFrom(back) };
  }

  it('GET /api/config says Google is enabled', async () => {
    expect(await (await server.request('/api/config')).json()).toMatchObject({ googleEnabled: true });
  });

  it('signs in through the provider, creates the profile, and a second sign-in finds the same account', async () => {
    const first = await signInWithGoogle();
    expect(first.location).toBe('/learn');
    const me = await server.request('/api/me', { headers: { cookie: first.cookie } });
    expect(me.status).toBe(200);
    const profile = (await me.json()) as { id: string; name: string; email: string; isGuest: boolean; points: number };
    expect(profile).toMatchObject({ name: 'Lin from Google', email: 'lin@example.com', isGuest: false, points: 0 });

    const second = await signInWithGoogle();
    const again = (await (await server.request('/api/me', { headers: { cookie: second.cookie } })).json()) as { id: string };
    expect(again.id).toBe(profile.id);
  });

  it('a failed round trip comes back to the login page with an error code', async () => {
    const back = await server.request('/api/auth/callback/google?code=bogus&state=bogus');
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '', TEST_BASE_URL);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBeTruthy();
  });
});
