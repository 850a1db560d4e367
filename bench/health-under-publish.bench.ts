// `npx tsx bench/health-under-publish.bench.ts [seconds]`: /api/health latency through the real server on
// 127.0.0.1, `seconds` per phase (default 20):
// 1. idle: health alone;
// 2. publishing: 4 clients publish worst-case levels (an open 9×9 grid, 40 tray items, three bulbs) back
//    to back, each signing in as a new guest when its publish limit is spent;
// 3. replay and flood: 4 guests replay attempts on the heaviest board a level can hold (9×9 of diodes,
//    MOSFETs and 10,000 µF capacitors, sample-levels.ts heavyBoardLevel) while 4 clients with no
//    account flood practice levels (new seeds) and the lesson generator.
// Prints health p50/p99/max per phase, p99 under load against idle, what the loads got, and the load
// average. Targets (issue 27): p99 under either load within 3× of idle.
import os from 'node:os';
import { percentile, startLoopbackServer } from './loopback-server';
import { restoreLevel } from '../src/puzzle/restore-level';
import type { CircuitExercise } from '../src/api/exercise';
import { exerciseStart } from '../src/puzzle/solver-puzzle';
import { insertLevel } from '../src/server/levels/level-queries';
import { heavyBoardLevel, worstCaseLevel } from '../test/support/server/sample-levels';
import { cookieFrom } from '../test/support/server/test-server';

const seconds = Number(process.argv[2] ?? 20);
const loopback = await startLoopbackServer();
const json = (body: unknown, cookie?: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cookie });
const guest = async () => cookieFrom(await loopback.send('/api/auth/sign-in/anonymous', json({})));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

// The heaviest board, stored as a board like it was published before the publish check needed a proof.
const creatorCookie = await guest();
const me = (await (await loopback.send('/api/me', { cookie: creatorCookie })).json()) as { id: string; name: string };
const stored = await insertLevel(loopback.server.database, { id: me.id, name: me.name }, heavyBoardLevel(), []);
const heavyAnswer = { where: { levelId: stored.id }, answer: { grid: exerciseStart(restoreLevel(stored) as CircuitExercise) } };

// Warm up: the worker threads and the routes.
await loopback.send('/api/health');
await loopback.send('/api/levels', json(worstCaseLevel(0), await guest()));
await loopback.send('/api/attempts', json(heavyAnswer, creatorCookie));

type Count = Record<number, number>;
const tally = (counts: Count, status: number) => (counts[status] = (counts[status] ?? 0) + 1);

async function healthDuring(load: (deadline: number) => Promise<unknown>[]): Promise<number[]> {
  const deadline = performance.now() + seconds * 1000;
  const health: number[] = [];
  const prober = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await loopback.send('/api/health');
      await response.text();
      health.push(performance.now() - started);
      await pause(20);
    }
  };
  await Promise.all([...load(deadline), prober()]);
  return health.sort((a, b) => a - b);
}

function report(name: string, health: number[]): number {
  const p99 = percentile(health, 99);
  console.log(`${name}: health n=${health.length} p50=${percentile(health, 50).toFixed(1)} ms p99=${p99.toFixed(1)} ms max=${(health.at(-1) ?? NaN).toFixed(1)} ms (load average ${loadAverage()})`);
  return p99;
}

console.log(`health under load: ${seconds} s per phase, ${loopback.server.database.kind}, ${os.availableParallelism()} cores, load average ${loadAverage()}`);
const idle = report('idle', await healthDuring(() => []));

const publishes: Count = {};
const publishMs: number[] = [];
let variant = 1;
const publisher = async (deadline: number) => {
  let cookie = await guest();
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await loopback.send('/api/levels', json(worstCaseLevel(variant++), cookie));
    await response.text();
    tally(publishes, response.status);
    if (response.status !== 503) publishMs.push(performance.now() - started);
    if (response.status === 429) cookie = await guest();
    if (response.status === 503) await pause(200);
  }
};
const publishing = report('4 publishers', await healthDuring((deadline) => [1, 2, 3, 4].map(() => publisher(deadline))));
publishMs.sort((a, b) => a - b);
console.log(`  publishes by status: ${JSON.stringify(publishes)}; p50=${percentile(publishMs, 50).toFixed(0)} ms max=${(publishMs.at(-1) ?? NaN).toFixed(0)} ms`);

const attempts: Count = {};
const practice: Count = {};
const generated: Count = {};
const replayer = async (deadline: number) => {
  const cookie = await guest();
  while (performance.now() < deadline) {
    const response = await loopback.send('/api/attempts', json(heavyAnswer, cookie));
    await response.text();
    tally(attempts, response.status);
    if (response.status === 503 || response.status === 429) await pause(200);
  }
};
let seed = 1000;
const flooder = async (deadline: number) => {
  while (performance.now() < deadline) {
    const level = await loopback.send(`/api/practice/${seed % 5}?seed=${seed++}`);
    await level.text();
    tally(practice, level.status);
    const lesson = await loopback.send('/api/generate-level', json({ lesson_goal: 'Two bulbs in parallel with a switch', seed: seed++ }));
    await lesson.text();
    tally(generated, lesson.status);
  }
};
const flood = report(
  '4 guests replaying the heavy board + 4 clients with no account flooding practice and the generator',
  await healthDuring((deadline) => [...[1, 2, 3, 4].map(() => replayer(deadline)), ...[1, 2, 3, 4].map(() => flooder(deadline))]),
);
console.log(`  attempts by status: ${JSON.stringify(attempts)}; practice: ${JSON.stringify(practice)}; generator: ${JSON.stringify(generated)}`);
console.log(`p99 against idle: publishing ${(publishing / idle).toFixed(1)}×, replay and flood ${(flood / idle).toFixed(1)}× (target ≤ 3×)`);
await loopback.close();
process.exit(0);
