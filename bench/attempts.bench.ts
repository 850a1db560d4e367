// `npm run bench:attempts`: the cost of POST /api/attempts. In process (PGlite in memory): SQL
// statements and CPU per attempt, for a wrong circuit answer (the engine judges it), a first
// completion (progress and points written) and a repeat of a completed exercise. Over loopback
// against a real server process on one PGlite, with many guests: the most it answers (a few attempts
// in flight, back to back) and attempts arriving at 400 a second (open loop, bounded count), each with
// latency percentiles and the server's CPU per attempt read from /proc. Prints figures; asserts
// nothing. BENCH_USERS, BENCH_IN_FLIGHT, BENCH_RATE, BENCH_SECONDS change the load.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { course } from '../src/content/index';
import { exerciseStart } from '../src/puzzle/solver-puzzle';
import { startTestServer } from '../test/support/server/test-server';
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
        if (!wrong && e.exerciseType === 'circuit') wrong = { where, answer: { grid: exerciseStart(e) } };
        if (!viewed && e.exerciseType === 'info') viewed = { where, answer: { viewed: true } };
      }
    }
  }
  if (!wrong || !viewed) throw new Error('the course lacks a circuit exercise or an info card');
  return { wrong, viewed };
}

const body = (target: Target) => JSON.stringify({ where: target.where, answer: target.answer });

/**
 * Every statement PGlite runs, counted where all of them pass (Kysely's prepared statements,
 * better-auth's queries through Kysely, query() and exec()): each Execute or simple Query message
 * of the PostgreSQL protocol sent into PGlite.
 */
function countStatements(): { count: () => number } {
  let statements = 0;
  const original = PGlite.prototype.execProtocolRaw;
  PGlite.prototype.execProtocolRaw = function (this: PGlite, message: Uint8Array, ...rest) {
    for (let at = 0; at + 5 <= message.length; ) {
      const type = message[at];
      if (type === 0x45 /* E */ || type === 0x51 /* Q */) statements += 1;
      at += 1 + new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0);
    }
    return original.call(this, message, ...rest);
  } as PGlite['execProtocolRaw'];
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
    printTable(['attempt', 'SQL statements (median)', 'max', 'CPU p50 (app, database, test client)', 'p90'], rows);
  } finally {
    await server.close();
  }
}

async function overLoopback(): Promise<void> {
  const users = Number(process.env.BENCH_USERS ?? 200);
  const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 8);
  const rate = Number(process.env.BENCH_RATE ?? 400);
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startBenchServer({}, { build: false, nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [] });
  // node:http with kept-alive sockets: far less client CPU than fetch on the two cores the server shares.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(server.baseURL);
  const send = (path: string, headers: Record<string, string>, payload: string) =>
    new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
      const request = http.request({ agent, hostname, port, path, method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }));
      });
      request.on('error', reject);
      request.end(payload);
    });
  try {
    const { wrong, viewed } = targets();
    const cookies: string[] = [];
    for (let k = 0; k < users; k++) {
      const answer = await send(SIGN_IN, { 'X-Forwarded-For': `10.9.${k >> 8}.${k & 255}` }, '{}');
      if (answer.status !== 200) throw new Error(`guest sign-in answered ${answer.status}`);
      cookies.push(answer.cookies.map((line) => line.split(';')[0]).join('; '));
    }
    const statuses = new Map<number, number>();
    let next = 0;
    /** One attempt: 3 in 4 a wrong circuit (the engine judges it), 1 in 4 an info card (first time: progress and points written). */
    const post = async () => {
      const k = next++;
      const target = k % 4 === 3 ? viewed : wrong;
      const { status } = await send('/api/attempts', { Cookie: cookies[k % users] }, body(target));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    };
    const run = async (label: string, load: () => Promise<number[]>) => {
      statuses.clear();
      const cpuBefore = processCpuMs(server.pid);
      const clientBefore = process.cpuUsage();
      const started = performance.now();
      const latencies = await load();
      const elapsed = (performance.now() - started) / 1000;
      const serverCpu = processCpuMs(server.pid) - cpuBefore;
      const client = process.cpuUsage(clientBefore);
      return [
        label,
        String(latencies.length),
        (latencies.length / elapsed).toFixed(0),
        `${percentile(latencies, 50).toFixed(1)} ms`,
        `${percentile(latencies, 95).toFixed(1)} ms`,
        `${percentile(latencies, 99).toFixed(1)} ms`,
        `${(serverCpu / latencies.length).toFixed(2)} ms`,
        `${((client.user + client.system) / 1000 / latencies.length).toFixed(2)} ms`,
        [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
      ];
    };
    // Closed loop: `inFlight` learners answering back to back, as fast as the server answers.
    const closedLoop = async () => {
      const latencies: number[] = [];
      const end = performance.now() + seconds * 1000;
      await Promise.all(Array.from({ length: inFlight }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await post();
          latencies.push(performance.now() - t0);
        }
      }));
      return latencies;
    };
    // Open loop: attempts arrive at `rate` a second whatever the server does; each latency counts from
    // the attempt's planned start, so a server falling behind shows as latency, not as fewer requests.
    const openLoop = async () => {
      const latencies: number[] = [];
      const total = Math.round(rate * seconds);
      const start = performance.now();
      const pending: Promise<void>[] = [];
      for (let k = 0; k < total; k++) {
        const planned = start + (k * 1000) / rate;
        const wait = planned - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        pending.push(post().then(() => void latencies.push(performance.now() - planned)));
      }
      await Promise.all(pending);
      return latencies;
    };
    // Warm-up: every user once (sessions, profiles, prepared statements, JIT).
    await Promise.all(Array.from({ length: inFlight }, async (_, lane) => {
      for (let k = lane; k < users; k += inFlight) await post();
    }));
    const rows = [await run(`as fast as it answers (${inFlight} in flight)`, closedLoop), await run(`${rate} a second arriving`, openLoop)];
    console.log(`\nPOST /api/attempts over loopback (one server process on PGlite; ${users} guests, ${seconds} s a run):`);
    printTable(['load', 'attempts', 'per second', 'p50', 'p95', 'p99', 'server CPU per attempt', 'bench client CPU', 'statuses'], rows);
    console.log(`Load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.availableParallelism()} cores (the bench and the server share them).`);
    console.log('Targets: ≤ 3 statements and ≤ 3 ms server CPU per attempt; ≥ 400 attempts/s with p99 < 50 ms.');
  } finally {
    agent.destroy();
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
