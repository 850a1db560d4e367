// Behind https (BASE_URL) every answer carries HSTS; per-user API answers (the profile, the leaderboard
// with the caller's own row) are never stored by a browser or a proxy (docs/deploy.md "Headers").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../test/support/server/test-server';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

describe.each(testDatabaseKinds)('headers on %s', (kind) => {
  let plain: TestServer;
  let secure: TestServer;
  beforeAll(async () => {
    plain = await startTestServer(kind);
    secure = await startTestServer(kind, { env: { BASE_URL: 'https://ohmlet.example.org' } });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it('sends Strict-Transport-Security when BASE_URL is https, on the API and the page, and not over plain http', async () => {
    expect((await secure.request('/api/health')).headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await secure.request('/learn')).headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await plain.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers the profile, the leaderboard and other API reads with Cache-Control: no-store', async () => {
    const user = await plain.signUp();
    for (const path of ['/api/me', '/api/leaderboard', '/api/auth/get-session', '/api/no-such-route']) {
      const response = await user.request(path);
      expect(response.headers.get('cache-control'), path).toMatch(/no-store/);
    }
    const refused = await plain.request('/api/me');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
  });
});
