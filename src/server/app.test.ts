// The app shell around the routes: health, unknown API routes, the page fallback for client-side
// routes, and refused cross-origin writes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../test/support/server/test-server';

describe.each(testDatabaseKinds)('app on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('GET /api/health names the database', async () => {
    expect(await (await server.request('/api/health')).json()).toEqual({ ok: true, database: kind });
  });

  it('API answers go gzipped to a client that accepts it, and as they are to one that does not', async () => {
    const zipped = await server.request('/api/course', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = zlib.gunzipSync(Buffer.from(await zipped.arrayBuffer()));
    expect(body.length).toBeGreaterThan(10_000);
    expect((JSON.parse(body.toString()) as { chapters: unknown[] }).chapters.length).toBeGreaterThan(0);
    const plain = await server.request('/api/course', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { chapters: unknown[] }).chapters.length).toBeGreaterThan(0);
  });

  it('a small answer such as /api/health goes as it is, even to a client that accepts gzip', async () => {
    const health = await server.request('/api/health', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ ok: true, database: kind });
  });

  it('an unknown API route answers 404 JSON', async () => {
    const response = await server.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toContain('/api/nothing-here');
  });

  it('client-side routes get the built page; without a build a clear 503', async () => {
    const missing = await server.request('/leaderboard');
    expect(missing.status).toBe(503);
    fs.writeFileSync(path.join(server.config.webDir, 'index.html'), '<!doctype html><title>ohmlet</title>');
    for (const route of ['/', '/leaderboard', '/reset-password?token=abc']) {
      const page = await server.request(route);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>ohmlet</title>');
    }
  });

  it('auth writes from a foreign origin are refused', async () => {
    const response = await server.request('/api/auth/sign-up/email', {
      json: { name: 'Eve', email: 'eve@example.com', password: 'abcdef' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
