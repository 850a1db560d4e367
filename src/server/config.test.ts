// The secret that signs sessions is never the public default by accident: the server process refuses
// to start outside NODE_ENV development/test without a strong AUTH_SECRET, unless it can keep a random
// one in its PGlite data folder (so `npm start` on a fresh machine still works). docs/deploy.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, chooseAuthSecret, DEVELOPMENT_AUTH_SECRET, settingsProblem, weakSecretReason } from './config';

const root = path.resolve(import.meta.dirname, '../..');

function runServer(env: NodeJS.ProcessEnv) {
  // vitest puts BASE_URL='/' (Vite's base) in process.env: a spawned server must not inherit it.
  const full: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: 'memory://', BASE_URL: undefined, ...env };
  for (const [key, value] of Object.entries(full)) if (value === undefined) delete full[key];
  return spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], { cwd: root, env: full, encoding: 'utf8', timeout: 30_000 });
}

describe('the session secret', () => {
  it('the server process refuses NODE_ENV=production without AUTH_SECRET, saying why', () => {
    const run = runServer({ NODE_ENV: 'production', AUTH_SECRET: undefined });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/refuses to start: AUTH_SECRET is not set/);
  }, 40_000);

  it('refuses a low-entropy AUTH_SECRET whatever NODE_ENV says, unless developing or testing', () => {
    const run = runServer({ NODE_ENV: undefined, AUTH_SECRET: 'ab'.repeat(20) });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/refuses to start: AUTH_SECRET is one short piece repeated/);
  }, 40_000);

  it('judges secrets by length and randomness', () => {
    expect(weakSecretReason(randomBytes(32).toString('hex'))).toBeUndefined();
    expect(weakSecretReason(randomBytes(32).toString('base64'))).toBeUndefined();
    expect(weakSecretReason(DEVELOPMENT_AUTH_SECRET)).toMatch(/public/);
    expect(weakSecretReason('short')).toMatch(/shorter than 32/);
    expect(weakSecretReason('x'.repeat(40))).toMatch(/repeated/);
    expect(weakSecretReason('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab')).toMatch(/randomness/);
  });

  it('with PostgreSQL or in memory and no AUTH_SECRET there is nowhere to keep one: refused', () => {
    expect(chooseAuthSecret({ databaseUrl: 'postgres://db/ohmlet', dataDir: '/unused' }, {})).toMatchObject({ problem: expect.stringMatching(/AUTH_SECRET is not set/) });
    expect(chooseAuthSecret({ databaseUrl: undefined, dataDir: 'memory://' }, { NODE_ENV: 'production' })).toHaveProperty('problem');
    expect(chooseAuthSecret({ databaseUrl: undefined, dataDir: 'memory://' }, { NODE_ENV: 'test' })).toEqual({ secret: DEVELOPMENT_AUTH_SECRET });
  });

  it('without AUTH_SECRET a PGlite server generates a random secret into its data folder once, and keeps it', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-secret-')), 'data');
    try {
      const first = chooseAuthSecret({ databaseUrl: undefined, dataDir }, {});
      expect(first).toMatchObject({ secret: expect.stringMatching(/^[0-9a-f]{64}$/), note: expect.stringContaining(AUTH_SECRET_FILE) });
      const file = path.join(dataDir, AUTH_SECRET_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = chooseAuthSecret({ databaseUrl: undefined, dataDir }, {});
      expect(second).toEqual({ secret: (first as { secret: string }).secret });
      const given = randomBytes(32).toString('hex');
      expect(chooseAuthSecret({ databaseUrl: undefined, dataDir }, { AUTH_SECRET: given })).toEqual({ secret: given });
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});

describe('the settings', () => {
  it('refuses a BASE_URL that is not an http(s) address before serving anything, naming the setting', () => {
    const run = runServer({ BASE_URL: '/' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/refuses to start: BASE_URL must be the address people open/);
  }, 40_000);

  it('accepts http and https addresses and a port from 0 to 65535, and names what is wrong otherwise', () => {
    expect(settingsProblem({ port: 3000, baseUrl: 'http://localhost:3000' })).toBeUndefined();
    expect(settingsProblem({ port: 0, baseUrl: 'https://ohmlet.example.org/' })).toBeUndefined();
    expect(settingsProblem({ port: 3000, baseUrl: 'ftp://example.org' })).toMatch(/BASE_URL must start with http/);
    expect(settingsProblem({ port: Number('abc'), baseUrl: 'http://localhost' })).toMatch(/PORT must be a whole number/);
    expect(settingsProblem({ port: 70000, baseUrl: 'http://localhost' })).toMatch(/PORT/);
  });
});
