// `npm run bench:leaderboard [learners]`: GET /api/leaderboard with 100,000 learners (default), on PGlite
// (a data folder, as `npm start` runs) and, when TEST_DATABASE_URL is set, on PostgreSQL. The real app
// listens on 127.0.0.1; learners are seeded with SQL (points skewed low in steps of 10, so many share a
// score; every 50th name empty). Prints the read's p50/p95 for three callers in turn (top, middle, 0
// points — the caller's own rank is computed for the last two) beside GET /api/me's (any signed-in read's
// cost on this machine), and /api/health p50/p95 idle and while
// four clients read the leaderboard back to back. Target (issue 27): a read under 50 ms on both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { percentile, startLoopbackServer, type LoopbackServer } from './loopback-server';
import type { DatabaseKind } from '../src/server/db/database';
import { cookieFrom } from '../test/support/server/test-server';

const learners = Number(process.argv[2] ?? 100_000);
const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const LOAD_SECONDS = 10;

async function seed(loopback: LoopbackServer): Promise<void> {
  const { db } = loopback.server.database;
  const started = performance.now();
  for (let from = 1; from <= learners; from += 20_000) {
    const to = Math.min(learners, from + 19_999);
    await sql`
      insert into "user" (id, name, email, "updatedAt")
      select 'seed-' || n, 'Learner ' || n, 'seed-' || n || '@example.com', now() from generate_series(${from}::int, ${to}::int) as n`.execute(db);
    await sql`
      insert into users (id, name, points, created_at)
      select 'seed-' || n, case when n % 50 = 0 then '' else 'Learner ' || n end,
             (floor(power(random(), 4) * 500) * 10)::int, now() - n * interval '1 second'
      from generate_series(${from}::int, ${to}::int) as n`.execute(db);
  }
  // Seeded in bulk, every learner's arrival rewrote a score's counter row inside one long transaction,
  // leaving ~100,000 old row versions that learners arriving one by one never leave (each change's
  // old version is pruned as the next one comes). Clear them, as PostgreSQL's autovacuum would.
  if (await hasTable(loopback, 'leaderboard_points')) await sql`vacuum leaderboard_points`.execute(db);
  console.log(`  seeded ${learners.toLocaleString('en')} learners in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function hasTable(loopback: LoopbackServer, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${name}) as found`.execute(loopback.server.database.db);
  return rows[0]?.found != null;
}

async function caller(loopback: LoopbackServer, name: string, points: number): Promise<string> {
  const response = await loopback.send('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = cookieFrom(response);
  const { user } = (await response.json()) as { user: { id: string } };
  await loopback.send('/api/me', { cookie });
  await loopback.server.database.db.updateTable('users').set({ points }).where('id', '=', user.id).execute();
  return cookie;
}

async function timed(loopback: LoopbackServer, path: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const response = await loopback.send(path, { cookie });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

const ms = (values: number[], p: number) => `${percentile([...values].sort((a, b) => a - b), p).toFixed(1)} ms`;

async function probeHealth(loopback: LoopbackServer, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    times.push(await timed(loopback, '/api/health'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

for (const kind of kinds) {
  const dataDir = kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-leaderboard-')) : undefined;
  const loopback = await startLoopbackServer(kind, dataDir ? { dataDir } : {});
  try {
    console.log(`${kind}:`);
    await seed(loopback);
    const callers = [await caller(loopback, 'Top', 1_000_000), await caller(loopback, 'Middle', 200), await caller(loopback, 'Newcomer', 0)];
    for (let k = 0; k < 6; k++) await timed(loopback, '/api/leaderboard', callers[k % 3]);

    const reads: number[] = [];
    for (let k = 0; k < 90; k++) reads.push(await timed(loopback, '/api/leaderboard', callers[k % 3]));
    const byCaller = ['top', 'middle', '0 points'].map((label, c) => `${label} ${ms(reads.filter((_, k) => k % 3 === c), 50)}`);
    console.log(`  leaderboard read, one at a time (n=${reads.length}): p50 ${ms(reads, 50)}, p95 ${ms(reads, 95)} (p50 by caller: ${byCaller.join(', ')})`);
    // What any signed-in read costs here (session check, one profile query, JSON), for comparison.
    const profile: number[] = [];
    for (let k = 0; k < 90; k++) profile.push(await timed(loopback, '/api/me', callers[k % 3]));
    console.log(`  for comparison, GET /api/me (n=${profile.length}): p50 ${ms(profile, 50)}, p95 ${ms(profile, 95)}`);

    let stop = performance.now() + 5000;
    const idle = await probeHealth(loopback, () => performance.now() > stop);
    console.log(`  /api/health idle (n=${idle.length}): p50 ${ms(idle, 50)}, p95 ${ms(idle, 95)}`);

    stop = performance.now() + LOAD_SECONDS * 1000;
    const loaded: number[] = [];
    const reader = async (c: number) => {
      while (performance.now() < stop) loaded.push(await timed(loopback, '/api/leaderboard', callers[c % 3]));
    };
    const [health] = await Promise.all([probeHealth(loopback, () => performance.now() > stop), reader(0), reader(1), reader(2), reader(3)]);
    console.log(
      `  4 readers for ${LOAD_SECONDS} s: ${loaded.length} reads, read p50 ${ms(loaded, 50)}, p95 ${ms(loaded, 95)}; ` +
        `/api/health p50 ${ms(health, 50)}, p95 ${ms(health, 95)} (${(percentile([...health].sort((a, b) => a - b), 50) / percentile([...idle].sort((a, b) => a - b), 50)).toFixed(1)}× idle)`,
    );
  } finally {
    await loopback.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(0);
