// The compose.yaml recipe (docs/deploy.md) end to end: scripts/deploy-check.mjs starts PostgreSQL, two
// instances and Caddy and proves they share one learner's session and points. Needs a Docker engine;
// skipped with a message without one (the same sharing is proved on PostgreSQL in two-instance.test.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dockerEngine = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

describe('deploy recipe (compose.yaml)', () => {
  it.skipIf(!dockerEngine)('two instances behind Caddy share a session and points (skipped: no Docker engine available)', () => {
    const run = spawnSync('node', [path.resolve(import.meta.dirname, '../../scripts/deploy-check.mjs')], { encoding: 'utf8', timeout: 900_000 });
    expect(run.stdout + run.stderr).toMatch(/deploy-check passed/);
    expect(run.status).toBe(0);
  }, 900_000);
});
