// `npx tsx bench/health-under-publish.bench.ts [seconds]`: /api/health latency while 4 clients publish
// worst-case levels (an open 9×9 grid, 40 tray items, three bulbs) back to back through the real server
// on 127.0.0.1. Each client signs in as a new guest when its publish limit is spent. Prints health
// p50/p99/max and what the publishers got. Target (issue 17): p99 < 50 ms.
import { percentile, startLoopbackServer } from './loopback-server';
import { worstCaseLevel } from '../src/server/levels/sample-levels';
import { cookieFrom } from '../src/server/test-support/test-server';

const seconds = Number(process.argv[2] ?? 30);
const loopback = await startLoopbackServer();
const json = (body: unknown, cookie?: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cookie });
const guest = async () => cookieFrom(await loopback.send('/api/auth/sign-in/anonymous', json({})));

// Warm up: the worker threads and the routes.
await loopback.send('/api/health');
await loopback.send('/api/levels', json(worstCaseLevel(0), await guest()));

const deadline = performance.now() + seconds * 1000;
const publishes: Record<number, number> = {};
const publishMs: number[] = [];
let variant = 1;
const publisher = async () => {
  let cookie = await guest();
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await loopback.send('/api/levels', json(worstCaseLevel(variant++), cookie));
    await response.text();
    publishes[response.status] = (publishes[response.status] ?? 0) + 1;
    if (response.status === 201 || response.status === 400) publishMs.push(performance.now() - started);
    if (response.status === 429) cookie = await guest();
    if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
const health: number[] = [];
const prober = async () => {
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await loopback.send('/api/health');
    await response.text();
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
await Promise.all([publisher(), publisher(), publisher(), publisher(), prober()]);
health.sort((a, b) => a - b);
publishMs.sort((a, b) => a - b);
console.log(`health under publishing load: ${seconds} s, 4 publishers, ${loopback.server.database.kind}`);
console.log(`/api/health: n=${health.length} p50=${percentile(health, 50).toFixed(1)} ms p99=${percentile(health, 99).toFixed(1)} ms max=${(health.at(-1) ?? NaN).toFixed(1)} ms`);
console.log(`publishes by status: ${JSON.stringify(publishes)}; publish p50=${percentile(publishMs, 50).toFixed(0)} ms max=${(publishMs.at(-1) ?? NaN).toFixed(0)} ms`);
await loopback.close();
process.exit(0);
