// No zombie after a killed job (docs/deploy.md "Processes and memory"): the built server (what
// `npm start` runs, scripts/build-server.mjs) runs plain JavaScript in its worker threads, so a thread
// ended at its time limit leaves no process behind. Under tsx each thread had an esbuild child that
// outlived it: one stray process per killed job. The pool and its worker entry are bundled exactly as
// the server is, then a separate Node process kills jobs at their limit and counts its own children.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

const driver = `
import fs from 'node:fs';
import { createWorkPool } from './work-pool.js';
import { ladderGrid } from './ladder-grid.js';
import { seeded } from './random.js';
const children = () => fs.readdirSync('/proc').filter((pid) => /^\\d+$/.test(pid)).filter((pid) => {
  try { return fs.readFileSync('/proc/' + pid + '/stat', 'utf8').split(') ')[1].split(' ')[1] === String(process.pid); } catch { return false; }
}).length;
const pool = createWorkPool({ threads: 1, maxQueue: 8 });
await pool.run({ kind: 'ping' }, 30000);
const before = children();
const grid = ladderGrid(seeded(1), { rows: 9, cols: 9, kinds: ['diode', 'mosfet', 'capacitor', 'resistor', 'bulb', 'probe'] });
const outcomes = [];
for (let kill = 0; kill < 4; kill++) {
  outcomes.push(await pool.run({ kind: 'simulate', request: { grid, probe: true, duration: 120 }, maxWork: Number.MAX_VALUE }, 10, 'account'));
}
await pool.run({ kind: 'ping' }, 30000);
await new Promise((resolve) => setTimeout(resolve, 500));
const after = children();
await pool.close();
console.log(JSON.stringify({ before, after, outcomes }));
`;

describe.skipIf(os.platform() !== 'linux')('worker threads of the built server', () => {
  it('leave no process behind when jobs are killed at their time limit', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-built-pool-'));
    try {
      const { buildServer } = (await import(pathToFileURL(path.join(root, 'scripts/build-server.mjs')).href)) as {
        buildServer(options: { entryPoints: Record<string, string>; outdir: string }): Promise<void>;
      };
      await buildServer({
        outdir,
        entryPoints: {
          'work-pool': 'src/server/work/work-pool.ts',
          'heavy-worker': 'src/server/work/heavy-worker-entry.ts',
          'ladder-grid': 'src/engine/testing/ladder-grid.ts',
          random: 'src/engine/testing/random.ts',
        },
      });
      fs.writeFileSync(path.join(outdir, 'driver.mjs'), driver);
      // Packages resolve from the repository's node_modules.
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(outdir, 'node_modules'));
      const output = execFileSync(process.execPath, [path.join(outdir, 'driver.mjs')], { encoding: 'utf8', timeout: 120_000 });
      const { before, after, outcomes } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { before: number; after: number; outcomes: unknown[] };
      expect(outcomes).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
      expect(before).toBe(0);
      expect(after).toBe(0);
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  }, 180_000);
});
