// `npm run bench:attempts`: the cost of POST /api/attempts. In process (PGlite in memory): SQL
// statements and server CPU per attempt, for a wrong circuit answer (the engine judges it), a first
// completion (progress and points written) and a repeat of a completed exercise. Over loopback
// against a real server process on one PGlite: many guests, a bounded number of attempts in flight,
// throughput and latency percentiles. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { course } from '../src/content/index';
import type { Exercise } from '../src/api/exercise';
import { startTestServer } from '../src/server/test-support/test-server';
import { cookieFrom } from '../src/server/test-support/test-server';
import { percentile, printTable, startBenchServer } from './support/bench-server';

const SIGN_IN = '/api/auth/sign-in/anonymous';

interface Target {
  where: { chapter: number; level: number; exercise: number };
  answer: unknown;
}

/** The first circuit exercise answered with its start grid (wrong), and the first info card (viewed). */
function targets(): { wrong: Target; viewed: Target } {
  let wrong: Target | null = null;
  let viewed: Target | null = null;
  for (const [chapter, c] of course.chapters.entries()) {
    for (const [level, l] of c.levels.entries()) {
      for (const [exercise, e] of l.exercises.entries()) {
        const where = { chapter, level, exercise };
        if (!wrong && e.exerciseType === 'circuit') wrong = { where, answer: { grid: startGrid(e) } };
        if (!viewed && e.exerciseType === 'info') viewed = { where, answer: { viewed: true } };
      }
    }
  }
  if (!wrong || !viewed) throw new Error('the course lacks a circuit exercise or an info card');
  return { wrong, viewed };
}

function startGrid(exercise: Exercise): unknown[][] {
  if (exercise.exerciseType !== 'circuit') throw new Error('not a circuit exercise');
  const grid: unknown[][] = Array.from({ length: exercise.gridSize.rows }, () => Array<unknown>(exercise.gridSize.cols).fill(null));
  for (const { type, row, col, rotation, isOn, resistanceValue } of exercise.prePlacedComponents) {
    grid[row][col] = { type, rotation, ...(isOn === undefined ? {} : { isOn }), ...(resistanceValue === undefined ? {} : { resistanceValue }) };
  }
  return grid;
}

const body = (target: Target) => JSON.stringify({ ...target.where, answer: target.answer });

/** Every statement PGlite runs (Kysely's dialect and better-auth both go through query()). */
function countStatements(): { count: () => number } {
  let statements = 0;
  const original = PGlite.prototype.query;
  PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    statements += 1;
    return original.apply(this, args);
  } as PGlite['query'];
  return { count: () => statements };
}

async function inProcess(): Promise<void> {
  const counter = countStatements();
  const server = await startTestServer('pglite');
  try {
    const { wrong, viewed } = targets();
    const rows: string[][] = [];
    const measure = async (label: string, target: Target, repeats: number, fresh: boolean) => {
      const cpu: number[] = [];
      const statements: number[] = [];
      for (let k = 0; k < repeats; k++) {
        const user = fresh || k === 0 ? await server.guest() : undefined;
        const request = (user ?? (measure as unknown as { last: typeof user }).last)?.request;
        if (user) (measure as unknown as { last: typeof user }).last = user;
        if (!request) throw new Error('no user');
        // A first request of this user warms its session and profile paths like a real visit would.
        if (fresh) await request('/api/me');
        const before = counter.count();
        const t0 = process.cpuUsage();
        const response = await request('/api/attempts', { method: 'POST', body: body(target), headers: { 'Content-Type': 'application/json' } });
        const used = process.cpuUsage(t0);
        statements.push(counter.count() - before);
        await response.text();
        if (response.status !== 200) throw new Error(`attempt answered ${response.status}`);
        if (k >= 3) cpu.push((used.user + used.system) / 1000);
      }
      rows.push([label, String(percentile(statements, 50)), `${Math.max(...statements)}`, `${percentile(cpu, 50).toFixed(2)} ms`, `${percentile(cpu, 90).toFixed(2)} ms`]);
    };
    await measure('wrong circuit answer (engine judges)', wrong, 40, false);
    await measure('first completion (progress + points written)', viewed, 30, true);
    await measure('repeat of a completed exercise', viewed, 40, false);
    console.log('POST /api/attempts in process (PGlite in memory, one warm guest session each):');
    printTable(['attempt', 'SQL statements (median)', 'max', 'server CPU p50', 'p90'], rows);
  } finally {
    await server.close();
  }
}

async function overLoopback(): Promise<void> {
  const users = Number(process.env.BENCH_USERS ?? 200);
  const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 16);
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startBenchServer({}, { build: false, nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [] });
  try {
    const { wrong, viewed } = targets();
    const cookies: string[] = [];
    for (let k = 0; k < users; k++) {
      const response = await fetch(`${server.baseURL}${SIGN_IN}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${k >> 8}.${k & 255}` },
        body: '{}',
      });
      if (!response.ok) throw new Error(`guest sign-in answered ${response.status}`);
      cookies.push(cookieFrom(response));
    }
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const post = async (k: number) => {
      const cookie = cookies[k % users];
      const target = k % 4 === 3 ? viewed : wrong; // mostly checks that fail, as learners try things
      const t0 = performance.now();
      const response = await fetch(`${server.baseURL}/api/attempts`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: body(target) });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return performance.now() - t0;
    };
    // Warm-up: every user once (sessions, profiles, JIT).
    await Promise.all(Array.from({ length: inFlight }, async (_, lane) => {
      for (let k = lane; k < users; k += inFlight) await post(k);
    }));
    statuses.clear();
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    const cpuBefore = processCpuMs(server.pid);
    const clientBefore = process.cpuUsage();
    await Promise.all(Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) latencies.push(await post(next++));
    }));
    const elapsed = (performance.now() - started) / 1000;
    const serverCpu = processCpuMs(server.pid) - cpuBefore;
    const clientUsage = process.cpuUsage(clientBefore);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1000;
    console.log(`\nPOST /api/attempts over loopback (one server process, PGlite; ${users} guests, ${inFlight} in flight, ${seconds} s):`);
    printTable(
      ['attempts', 'per second', 'p50', 'p95', 'p99', 'max', 'server CPU per attempt', 'bench client CPU', 'statuses'],
      [[
        String(latencies.length),
        (latencies.length / elapsed).toFixed(0),
        `${percentile(latencies, 50).toFixed(1)} ms`,
        `${percentile(latencies, 95).toFixed(1)} ms`,
        `${percentile(latencies, 99).toFixed(1)} ms`,
        `${Math.max(...latencies).toFixed(1)} ms`,
        `${(serverCpu / latencies.length).toFixed(2)} ms`,
        `${(clientCpu / latencies.length).toFixed(2)} ms`,
        [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
      ]],
    );
    console.log(`Load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.availableParallelism()} cores.`);
    console.log('Targets: ≤ 3 statements and ≤ 3 ms server CPU per attempt; ≥ 400 attempts/s with p99 < 50 ms.');
  } finally {
    await server.stop();
  }
}

/** User + system CPU time a process has used so far (Linux /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line; the split above starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

await inProcess();
await overLoopback();
