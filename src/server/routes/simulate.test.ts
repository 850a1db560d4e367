// POST /api/simulate against the real app (PGlite): answers, 400s that say where, 413, 422, time budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderGrid } from '../../engine/testing/ladder-grid';
import { seeded } from '../../engine/testing/random';
import { startTestServer, type TestServer } from '../../../test/support/server/test-server';
import { SIMULATE_TIME_LIMIT_MS } from './simulate';

// Battery on top, 330 Ω and a red bulb below, closed by corner wires: 9 V / 371 Ω ≈ 24.3 mA, ON.
const loop = (middle: object, right: object = { type: 'red-bulb', rotation: 180 }) => [
  [{ type: 'corner-wire', rotation: 270 }, { type: 'battery', rotation: 0 }, { type: 'corner-wire', rotation: 0 }],
  [{ type: 'corner-wire', rotation: 180 }, middle, right],
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/simulate', () => {
  it('lights a red bulb through 330 Ω', async () => {
    const response = await server.request('/api/simulate', {
      json: { grid: loop({ type: 'resistor', rotation: 0, resistanceValue: 330 }), probe: true },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.bulbs).toEqual({ 'red-bulb': 'ON' });
    expect(body.bulbCurrents['red-bulb']).toBeCloseTo(9 / 371, 6);
    expect(body.bulbEvents).toEqual([{ time: 0, bulb: 'red-bulb', state: 'ON' }]);
    expect(body.probeData).toBeNull();
    expect(body.traces).toHaveLength(6);
  });

  it('lights a red LED through 330 Ω, and not when it is turned round', async () => {
    const grid = (rotation: number) => [
      [{ type: 'corner-wire', rotation: 270 }, { type: 'battery', rotation: 0 }, { type: 'straight-wire', rotation: 90 }, { type: 'corner-wire', rotation: 0 }],
      [{ type: 'corner-wire', rotation: 180 }, { type: 'resistor', rotation: 0 }, { type: 'red-led', rotation }, { type: 'corner-wire', rotation: 90 }],
    ];
    const lit = await (await server.request('/api/simulate', { json: { grid: grid(180) } })).json();
    expect(lit.bulbs).toEqual({ 'red-led': 'ON' });
    expect(lit.bulbCurrents['red-led']).toBeGreaterThan(0.021);
    expect(lit.bulbEvents).toEqual([{ time: 0, bulb: 'red-led', state: 'ON' }]);
    const reversed = await (await server.request('/api/simulate', { json: { grid: grid(0) } })).json();
    expect(reversed.bulbs).toEqual({ 'red-led': 'OFF' });
    expect(reversed.explanations.map((e: { kind: string }) => e.kind)).toContain('reverse');
  });

  it('says why a bulb is dark and which cells cause it: an open switch', async () => {
    const response = await server.request('/api/simulate', { json: { grid: loop({ type: 'switch', rotation: 0, isOn: false }) } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.bulbs).toEqual({ 'red-bulb': 'OFF' });
    expect(body.explanations).toEqual([
      { kind: 'switch-open', lights: ['red-bulb'], cells: [{ row: 1, col: 1 }], message: expect.stringMatching(/^The switch is open/) },
    ]);
  });

  it('answers an empty grid with every bulb OFF and the diagnostic', async () => {
    const response = await server.request('/api/simulate', { json: { grid: [[null]] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      bulbs: {}, star: false, probeData: null, traces: [], bulbEvents: [], explanations: [],
      diagnostics: ['Battery component not found in the grid'],
    });
  });

  it('says where a bad rotation is', async () => {
    const grid = loop({ type: 'resistor', rotation: 45 });
    const response = await server.request('/api/simulate', { json: { grid } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'grid[1][1].rotation must be 0, 90, 180 or 270' });
  });

  it('refuses text that is not JSON and a second battery', async () => {
    const notJson = await server.request('/api/simulate', {
      method: 'POST', body: '{grid', headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const second = await server.request('/api/simulate', { json: { grid: loop({ type: 'battery', rotation: 0 }) } });
    expect(second.status).toBe(400);
    expect((await second.json()).error).toContain('grid[1][1] is a second battery (the first is at grid[0][1])');
  });

  it('answers 413 above 64 KiB', async () => {
    const response = await server.request('/api/simulate', {
      method: 'POST', body: JSON.stringify({ grid: [[null]], pad: 'x'.repeat(70_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });

  it('never pins a core: dense 9×9 grids of diodes, MOSFETs and capacitors over 120 s answer within the budget', async () => {
    for (const seed of [1, 2, 3]) {
      const grid = ladderGrid(seeded(seed), { rows: 9, cols: 9, kinds: ['diode', 'mosfet', 'capacitor', 'resistor', 'bulb', 'probe'] });
      const started = Date.now();
      const response = await server.request('/api/simulate', { json: { grid, probe: true, duration: 120 } });
      expect([200, 422]).toContain(response.status);
      if (response.status === 422) expect((await response.json()).error).toMatch(/budget|converge|singular/);
      // The wall-clock limit is the guarantee; a busy machine may use all of it, never more.
      expect(Date.now() - started).toBeLessThan(SIMULATE_TIME_LIMIT_MS + 2_000);
    }
  }, 30_000);
});

describe('POST /api/simulate rate limit (docs/api.md: at least 120 a minute per user or address)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer('pglite');
  });
  afterAll(() => limited.close());

  it('allows 120 simulations a minute to one user, then 429 with Retry-After; others are not affected', async () => {
    const learner = await limited.guest();
    const statuses: number[] = [];
    for (let n = 0; n < 121; n++) {
      statuses.push((await learner.request('/api/simulate', { json: { grid: [[null]] } })).status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const refused = await learner.request('/api/simulate', { json: { grid: [[null]] } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/wait \d+ seconds/);
    // A signed-out client (counted by its address) still simulates.
    expect((await limited.request('/api/simulate', { json: { grid: [[null]] } })).status).toBe(200);
  }, 60_000);
});
