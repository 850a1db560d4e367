// Test support: a real app (real auth, real database) per test file, called in-process. Every DB test
// runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (a fresh database per server,
// dropped on close, so parallel test files never see each other's rows).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../../src/server/app';
import type { App } from '../../../src/server/app-env';
import { createAuth } from '../../../src/server/auth/create-auth';
import { readConfig, type ServerConfig } from '../../../src/server/config';
import { openDatabase, type Database, type DatabaseKind } from '../../../src/server/db/database';
import { pgliteTemplate } from './pglite-template';

export const TEST_BASE_URL = 'http://localhost:3999';

export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestRequest = (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;

export interface TestUser {
  id: string;
  name: string;
  email: string | null;
  /** The Cookie header value carrying the session. */
  cookie: string;
  request: TestRequest;
}

export interface TestServer {
  app: App;
  database: Database;
  config: ServerConfig;
  request: TestRequest;
  signUp(opts?: { name?: string; email?: string; password?: string }): Promise<TestUser>;
  guest(): Promise<TestUser>;
  /** Signs in an existing email + password user. */
  signIn(email: string, password: string): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment for readConfig (e.g. GOOGLE_CLIENT_ID). */
  env?: Record<string, string>;
  /** Use this PostgreSQL database (URL) instead of a fresh one; the two-instance test shares one. */
  databaseUrl?: string;
  /** PGlite folder instead of memory:// (restart test). */
  dataDir?: string;
}

let counter = 0;

export async function startTestServer(kind: DatabaseKind = 'pglite', options: TestServerOptions = {}): Promise<TestServer> {
  const fresh = kind === 'postgres' && !options.databaseUrl ? await createFreshPostgresDatabase() : undefined;
  const databaseUrl = kind === 'postgres' ? (options.databaseUrl ?? fresh?.url) : undefined;
  const config = readConfig({
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: options.dataDir ?? 'memory://',
    AUTH_SECRET: 'ohmlet-test-secret-0123456789abcdef',
    // An empty folder: the API is under test, not the built page.
    WEB_DIR: emptyWebDir(),
    // Every in-process request comes from one address ('local'): a test file makes many guests.
    GUEST_SIGN_INS_PER_HOUR: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const template = !config.databaseUrl && config.dataDir.startsWith('memory://') ? await pgliteTemplate() : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteTemplate: template });
  const auth = createAuth(config, database);
  const app = createApp({ config, database, auth });

  const requestWith = (cookie?: string): TestRequest => async (path, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    if (!headers.has('origin')) headers.set('origin', TEST_BASE_URL);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    const method = rest.method ?? (body !== undefined ? 'POST' : 'GET');
    return app.request(new URL(path, TEST_BASE_URL).toString(), { ...rest, method, headers, body });
  };

  const userFrom = async (response: Response, what: string): Promise<TestUser> => {
    if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
    const cookie = cookieFrom(response);
    const body = (await response.json()) as { user: { id: string; name: string; email: string; isAnonymous?: boolean } };
    return {
      id: body.user.id,
      name: body.user.name,
      email: body.user.isAnonymous ? null : body.user.email,
      cookie,
      request: requestWith(cookie),
    };
  };

  const request = requestWith();
  return {
    app,
    database,
    config,
    request,
    signUp: async (opts = {}) => {
      counter += 1;
      const body = {
        name: opts.name ?? `Tester ${counter}`,
        email: opts.email ?? `tester-${counter}-${randomBytes(4).toString('hex')}@example.com`,
        password: opts.password ?? 'secret-password',
      };
      return userFrom(await request('/api/auth/sign-up/email', { json: body }), 'sign-up');
    },
    guest: async () => userFrom(await request('/api/auth/sign-in/anonymous', { json: {} }), 'guest sign-in'),
    signIn: async (email, password) =>
      userFrom(await request('/api/auth/sign-in/email', { json: { email, password } }), 'sign-in'),
    close: async () => {
      await database.close();
      await fresh?.drop();
    },
  };
}

function emptyWebDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-test-web-'));
}

/** The Cookie header for the cookies a response sets (name=value pairs, attributes dropped). */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/** CREATE DATABASE ohmlet_test_<random> on TEST_DATABASE_URL's server; drop() removes it. */
export async function createFreshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ohmlet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
