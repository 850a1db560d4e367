// The deploy recipe's proxy without Docker: deploy/Caddyfile, run by a local Caddy, in front of two
// instances on one PostgreSQL (docs/deploy.md). A learner signs up and earns points through the proxy;
// then each instance is stopped in turn and the other still serves the session and the total, and the
// live-points stream comes through unbuffered. Needs TEST_DATABASE_URL and Caddy (scripts/ensure-caddy.sh).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../test/support/server/sse';
import { cookieFrom, createFreshPostgresDatabase, startTestServer, TEST_BASE_URL, type TestServer } from '../../test/support/server/test-server';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasCaddy = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
const CADDYFILE = path.resolve(import.meta.dirname, '../../deploy/Caddyfile');

interface Instance {
  server: TestServer;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** One app instance listening on a fixed port, which can be stopped (all connections cut) and started again. */
async function instanceOn(databaseUrl: string): Promise<Instance> {
  const server = await startTestServer('postgres', { databaseUrl, env: { TRUST_PROXY: '1' } });
  let listening: http.Server | undefined;
  let port = 0;
  const start = async () => {
    listening = serve({ port, hostname: '127.0.0.1', fetch: server.app.fetch }) as http.Server;
    await new Promise((resolve) => listening?.once('listening', resolve));
    port = (listening.address() as AddressInfo).port;
  };
  await start();
  return {
    server,
    get port() {
      return port;
    },
    start,
    stop: async () => {
      const closed = new Promise((resolve) => listening?.close(resolve));
      listening?.closeAllConnections();
      await closed;
    },
  };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!hasPostgres || !hasCaddy)('deploy/Caddyfile in front of two instances (skipped without TEST_DATABASE_URL or Caddy)', { timeout: 120_000 }, () => {
  let shared: { url: string; drop(): Promise<void> };
  let instances: Instance[];
  let caddy: ChildProcess;
  let base: string;

  beforeAll(async () => {
    shared = await createFreshPostgresDatabase();
    instances = [await instanceOn(shared.url), await instanceOn(shared.url)];
    const listen = await freePort();
    base = `http://127.0.0.1:${listen}`;
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-caddy-'));
    caddy = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      env: {
        ...process.env,
        LISTEN: `:${listen}`,
        UPSTREAMS: instances.map((instance) => `127.0.0.1:${instance.port}`).join(' '),
        CADDY_ADMIN: 'off',
        HOME: home,
        XDG_CONFIG_HOME: home,
        XDG_DATA_HOME: home,
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Caddy never answered /api/health');
  });
  afterAll(async () => {
    caddy?.kill();
    for (const instance of instances ?? []) {
      await instance.stop().catch(() => undefined);
      await instance.server.close();
    }
    await shared?.drop();
  });

  const send = (pathname: string, init: { cookie?: string; json?: unknown } = {}) =>
    fetch(`${base}${pathname}`, {
      method: init.json === undefined ? 'GET' : 'POST',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });

  it("serves one learner's session and points whichever instance is up, and streams points unbuffered", async () => {
    const signUp = await send('/api/auth/sign-up/email', { json: { name: 'Proxy Pat', email: `pat-${Date.now()}@example.com`, password: 'proxy-password' } });
    expect(signUp.status).toBe(200);
    const cookie = cookieFrom(signUp);
    const viewed = await send('/api/attempts', { cookie, json: { chapter: 0, level: 0, exercise: 0, answer: { viewed: true } } });
    expect(viewed.status).toBe(200);
    const { points } = (await viewed.json()) as { points: number };
    expect(points).toBeGreaterThan(0);

    for (const stopped of instances) {
      await stopped.stop();
      for (let n = 0; n < 4; n++) {
        const me = await send('/api/me', { cookie });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ name: 'Proxy Pat', points });
      }
      await stopped.start();
      // Caddy avoids an upstream that failed for fail_duration (5 s), then sends it requests again.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
    }

    // Server-Sent Events pass through at once (flush_interval -1): the first event arrives, not a buffer.
    const stream = readSse(await send('/api/me/events', { cookie }));
    expect(await stream.next('points')).toMatchObject({ points });
    await stream.close();
  });
});
