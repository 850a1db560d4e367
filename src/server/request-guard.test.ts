// The request gate (request-guard.ts) on the real app: NUL characters and deep JSON get a 400 naming
// the field on every route, the auth library's included; a big body gets 413 and a cleanly closed
// connection over a real socket.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gapLevel } from '../../test/support/server/sample-levels';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../test/support/server/test-server';

describe.each(testDatabaseKinds)('request gate (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const nul = 'a\u0000b';

  it.each([
    ['/api/auth/sign-up/email', { name: nul, email: 'x@example.com', password: 'secret-password' }, 'name'],
    ['/api/auth/sign-up/email', { name: 'Ada', email: `ada${nul}@example.com`, password: 'secret-password' }, 'email'],
    ['/api/auth/sign-in/email', { email: `ada${nul}@example.com`, password: 'x' }, 'email'],
    ['/api/auth/request-password-reset', { email: nul }, 'email'],
    ['/api/generate-level', { lesson_goal: `two bulbs${nul}` }, 'lesson_goal'],
    ['/api/simulate', { grid: [[{ type: nul, rotation: 0 }]] }, 'grid.0.0.type'],
  ])('refuses a NUL in %s with 400 naming %j', async (path, body, field) => {
    const response = await server.request(path, { json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: expect.stringContaining(typeof field === 'string' ? field : '') });
  });

  it('refuses NUL in signed-in writes (level name, tags, messages, profile name) naming the field', async () => {
    const user = await server.signUp();
    const level = gapLevel();
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/levels', { ...level, name: nul }, 'name'],
      ['POST', '/api/levels', { ...level, tags: ['ok', nul] }, 'tags.1'],
      ['POST', '/api/levels', { ...level, educationalMessages: { success: nul, failure: 'x' } }, 'educationalMessages.success'],
      ['PATCH', '/api/me', { name: nul }, 'name'],
      ['POST', '/api/auth/update-user', { name: nul }, 'name'],
      ['POST', '/api/auth/change-email', { newEmail: `b${nul}@example.com` }, 'newEmail'],
    ];
    for (const [method, path, json, field] of cases) {
      const response = await user.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect((await response.json()).field, `${method} ${path}`).toBe(field);
    }
  });

  it('refuses NUL in the query (the tags filter) and the path', async () => {
    const tags = await server.request('/api/levels?tags=Beginner%00x');
    expect(tags.status).toBe(400);
    expect((await tags.json()).field).toBe('tags');
    const path = await server.request('/api/projects/egg%00');
    expect(path.status).toBe(400);
  });

  it('refuses JSON nested 5,000 deep with 400 at parse time, on the auth routes too', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/levels', '/api/simulate']) {
      const response = await server.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"email": ${deep}}`,
      });
      expect(response.status, path).toBe(400);
      expect((await response.json()).error, path).toMatch(/nested more than/);
    }
  });

  it('passes ordinary bodies through unchanged', async () => {
    const response = await server.request('/api/simulate', { json: { grid: [[null]] } });
    expect(response.status).toBe(200);
  });
});

describe('413 over a real socket', () => {
  let server: TestServer;
  let port: number;
  let close: () => void;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const listening = serve({ port: 0, hostname: '127.0.0.1', fetch: server.app.fetch });
    await new Promise((resolve) => listening.once('listening', resolve));
    port = (listening.address() as AddressInfo).port;
    close = () => listening.close();
  });
  afterAll(async () => {
    close();
    await server.close();
  });

  it('answers 413 with Connection: close, and the next request on a keep-alive agent still works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (bytes: number) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const body = Buffer.alloc(bytes, 'a');
        const request = http.request(
          { host: '127.0.0.1', port, path: '/api/simulate', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length, origin: 'http://localhost:3999' } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    try {
      for (let n = 0; n < 10; n++) {
        const big = await send(300_000);
        expect(big.status).toBe(413);
        expect(big.connection).toBe('close');
        expect(JSON.parse(big.body)).toEqual({ error: 'Request body is larger than 64 KiB.' });
        const small = await send(2);
        expect(small.status).toBe(400);
      }
    } finally {
      agent.destroy();
    }
  });

  it('answers 413 to a chunked upload with no length once it passes 64 KiB, and stays up', async () => {
    const upload = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: '/api/simulate', method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', origin: 'http://localhost:3999' } },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
          },
        );
        // The server may close before the whole upload is sent: that is its right once it has answered.
        request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
        for (let n = 0; n < 20; n++) request.write(Buffer.alloc(16_384, 'a'));
        request.end();
      });
    for (let n = 0; n < 5; n++) {
      const answer = await upload();
      expect(answer.status).toBe(413);
      expect(answer.connection).toBe('close');
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('logs a client that closes mid-upload as one quiet line with no stack, and stays up', async () => {
    const warnings: string[] = [];
    const errors: unknown[][] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      for (const path of ['/api/levels', '/api/auth/sign-in/email', '/api/simulate']) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"${'x'.repeat(100)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        socket.destroy();
      }
      await vi.waitFor(() => expect(warnings).toHaveLength(3), { timeout: 5000 });
      for (const line of warnings) {
        expect(line).toMatch(/^ohmlet: POST \/api\/[a-z/-]+: the client closed the connection during the upload$/);
      }
      expect(errors).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
