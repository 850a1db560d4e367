// The heavy jobs run on worker threads: while a worst-case level is being solved, /api/health and a
// read still answer at once; a job past its wall-clock limit is stopped; a full queue answers 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderGrid } from '../../engine/testing/ladder-grid';
import { seeded } from '../../engine/testing/random';
import { startTestServer, type TestServer } from '../../../test/support/server/test-server';
import { worstCaseLevel } from '../../../test/support/server/sample-levels';
import { HttpError } from '../http-error';
import { createWorkPool, runHeavy } from './work-pool';

describe('heavy work off the request thread', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('answers /api/health quickly all the while worst-case levels are being published', async () => {
    const creator = await server.guest();
    // Warm the thread and the routes so the figures below measure waiting, not first loads.
    await server.request('/api/health');
    await creator.request('/api/levels', { json: worstCaseLevel(10) });
    let publishing = true;
    const published = Promise.all([11, 12, 13].map((variant) => creator.request('/api/levels', { json: worstCaseLevel(variant) }))).finally(() => {
      publishing = false;
    });
    const waits: number[] = [];
    while (publishing) {
      const started = performance.now();
      expect((await server.request('/api/health')).status).toBe(200);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // 422: the solver proved nothing within its budget, so the level is refused (publish-check.ts).
    for (const response of await published) expect([201, 400, 422]).toContain(response.status);
    expect(waits.length).toBeGreaterThan(3);
    // On the request thread each solve held health up for its whole length (hundreds of ms).
    expect(Math.max(...waits)).toBeLessThan(200);
  }, 60_000);

  it('stops a job that runs past its wall-clock limit', async () => {
    // The thread is started first, so the clock below times the job, not a cold pool.
    expect(await runHeavy({ kind: 'ping' }, 10_000)).toEqual({ kind: 'ping' });
    const started = performance.now();
    // A dense 9×9 grid over 120 s with no cost cap takes a core for 50–300 ms (more on a busy or cold
    // thread), well past a 10 ms limit on any machine; the solver's own budget can give up sooner than
    // a limit, so it is not used here.
    const grid = ladderGrid(seeded(1), { rows: 9, cols: 9, kinds: ['diode', 'mosfet', 'capacitor', 'resistor', 'bulb', 'probe'] });
    const outcome = await runHeavy({ kind: 'simulate', request: { grid, probe: true, duration: 120 }, maxWork: Number.MAX_VALUE }, 10);
    expect(outcome).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1500);
  }, 30_000);
});

describe('a full queue', () => {
  it('answers 503 with Retry-After instead of waiting', async () => {
    const pool = createWorkPool({ threads: 1, maxQueue: 1 });
    try {
      const running = pool.run({ kind: 'solve', level: worstCaseLevel(3) }, 10_000, 'account');
      const waiting = pool.run({ kind: 'solve', level: worstCaseLevel(4) }, 10_000, 'account');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await pool.run({ kind: 'solve', level: worstCaseLevel(5) }, 10_000, 'account').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).status).toBe(503);
      expect((refused as HttpError).headers?.['Retry-After']).toMatch(/^\d+$/);
      await Promise.allSettled([running, waiting]);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('the queue', () => {
  // A worst-case level's solve spends the solver's whole budget of evaluations: 200–400 ms on this
  // machine. (The dense 9×9 transient used before now takes 20–150 ms, too close to the limits below.)
  const heavy = { kind: 'solve' as const, level: worstCaseLevel(1) };
  const small = { kind: 'ping' as const };
  const SMALL_LIMIT_MS = 50;

  it('starts a job’s time limit when a thread starts it, not while it waits', async () => {
    const pool = createWorkPool({ threads: 1, maxQueue: 4 });
    try {
      await pool.run(small, 10_000);
      const started = performance.now();
      const running = pool.run(heavy, 10_000);
      // Waits behind the heavy job for longer than its own limit (twice over), then runs in no time.
      const waited = await pool.run(small, SMALL_LIMIT_MS);
      expect(performance.now() - started).toBeGreaterThan(2 * SMALL_LIMIT_MS);
      expect(waited).toEqual({ kind: 'ping' });
      await running;
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('serves accounts first, then guests, then callers with no session, and keeps room for them', async () => {
    const pool = createWorkPool({ threads: 1, maxQueue: 4 });
    try {
      await pool.run(small, 10_000);
      const order: string[] = [];
      const running = pool.run(heavy, 10_000, 'anonymous');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const jobs = [
        pool.run(small, 10_000, 'anonymous').then(() => order.push('anonymous')),
        pool.run(small, 10_000, 'guest').then(() => order.push('guest')),
        pool.run(small, 10_000, 'account').then(() => order.push('account')),
      ];
      // Three wait; callers with no session may fill only half of the queue (2), so a fourth is refused…
      const refused = await pool.run(small, 10_000, 'anonymous').catch((error: unknown) => error);
      expect((refused as HttpError).status).toBe(503);
      // …while an account still finds room.
      jobs.push(pool.run(small, 10_000, 'account').then(() => order.push('account')));
      await Promise.all([running, ...jobs]);
      expect(order).toEqual(['account', 'account', 'guest', 'anonymous']);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
