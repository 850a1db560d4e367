// `npm run bench:memory [root]`: idle RSS of the whole process tree of `npm start` (npm, its shell, the
// server and every child) on a fresh PGlite folder and on a fresh PostgreSQL database
// (TEST_DATABASE_URL), each measured 10 s after /api/health first answers. `root` is the checkout to
// start (default: this one), so another checkout's `npm start` can be measured side by side. Targets
// (docs/performance.md "Memory"): PGlite ≤ 400 MB, PostgreSQL ≤ 250 MB.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(process.argv[2] ?? '.');
const port = 3940 + Math.floor(Math.random() * 50);
const IDLE_MS = 10_000;

/** pid → [ppid, rss bytes, command] of every process, from /proc. */
function processes(): Map<number, { ppid: number; rss: number; command: string }> {
  const table = new Map<number, { ppid: number; rss: number; command: string }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const rssPages = Number(fs.readFileSync(`/proc/${name}/statm`, 'utf8').split(' ')[1]);
      const command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 80);
      table.set(Number(name), { ppid: Number(fields[1]), rss: rssPages * 4096, command });
    } catch {
      // The process ended while being read.
    }
  }
  return table;
}

function tree(rootPid: number): { rss: number; members: string[] } {
  const table = processes();
  const inTree = new Set([rootPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, { ppid }] of table) {
      if (inTree.has(pid) || !inTree.has(ppid)) continue;
      inTree.add(pid);
      grown = true;
    }
  }
  let rss = 0;
  const members: string[] = [];
  for (const pid of inTree) {
    const entry = table.get(pid);
    if (!entry) continue;
    rss += entry.rss;
    members.push(`${(entry.rss / 2 ** 20).toFixed(0)} MB ${entry.command}`);
  }
  return { rss, members };
}

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `ohmlet_bench_memory_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const started = performance.now();
  try {
    for (;;) {
      if (performance.now() - started > 180_000) throw new Error(`${label}: no /api/health within 180 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const readyS = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const { rss, members } = tree(child.pid as number);
    console.log(`${label}: idle RSS of the process tree ${(rss / 2 ** 20).toFixed(0)} MB (health after ${readyS.toFixed(1)} s)`);
    for (const member of members) console.log(`  ${member}`);
  } finally {
    // A server that refused to start has already exited: nothing to stop.
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-(child.pid as number), 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

console.log(`npm start in ${root}; ${os.availableParallelism()} cores; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-bench-memory-'));
try {
  await measure('PGlite, fresh folder', { DATA_DIR: dataDir });
  await measure('PGlite, same folder after a restart', { DATA_DIR: dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const postgres = await freshPostgres();
if (postgres) {
  try {
    // Servers sharing PostgreSQL need a set secret (docs/deploy.md "The session secret").
    await measure('PostgreSQL, fresh database', { DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(32).toString('hex') });
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
}
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
