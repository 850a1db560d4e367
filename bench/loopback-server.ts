// Benchmarks' server: the real app (test-support's startTestServer, in-memory PGlite or
// TEST_DATABASE_URL's PostgreSQL) listening on 127.0.0.1 only, and a fetch that sends the app's origin.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { DatabaseKind } from '../src/server/db/database';
import { startTestServer, TEST_BASE_URL, type TestServer, type TestServerOptions } from '../test/support/server/test-server';

export interface LoopbackServer {
  server: TestServer;
  url: string;
  send(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** By default PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function startLoopbackServer(
  kind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  options: TestServerOptions = {},
): Promise<LoopbackServer> {
  const server = await startTestServer(kind, options);
  const listening = serve({ port: 0, hostname: '127.0.0.1', fetch: server.app.fetch });
  await new Promise((resolve) => listening.once('listening', resolve));
  const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return {
    server,
    url,
    send: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('origin', TEST_BASE_URL);
      if (init.cookie) headers.set('cookie', init.cookie);
      return fetch(url + path, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    },
    close: async () => {
      listening.close();
      await server.close();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
