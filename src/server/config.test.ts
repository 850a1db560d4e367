// Starting for production with the published development AUTH_SECRET is refused with a message: the
// real server process (main.ts) exits before it opens a port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionConfigProblem, readConfig } from './config';

const root = path.resolve(import.meta.dirname, '../..');

describe('production configuration', () => {
  it('the server process refuses NODE_ENV=production with the default AUTH_SECRET, saying why', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: 'memory://' };
    delete env.AUTH_SECRET;
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/refuses to start: .*AUTH_SECRET/);
  }, 40_000);

  it('accepts a long secret in production and anything in development', () => {
    expect(productionConfigProblem(readConfig({ AUTH_SECRET: 'x'.repeat(40) }), { NODE_ENV: 'production' })).toBeUndefined();
    expect(productionConfigProblem(readConfig({}), { NODE_ENV: 'production' })).toMatch(/AUTH_SECRET/);
    expect(productionConfigProblem(readConfig({ AUTH_SECRET: 'short' }), { NODE_ENV: 'production' })).toMatch(/AUTH_SECRET/);
    expect(productionConfigProblem(readConfig({}), { NODE_ENV: 'development' })).toBeUndefined();
  });
});
