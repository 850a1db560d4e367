// POST /api/generate-level against the real app (PGlite): docs/product.md's empty-goal text, limits, and a
// level that the creator's own schema accepts, made within the time budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelInputSchema } from '../../api/levels';
import { startTestServer, type TestServer } from '../../../test/support/server/test-server';
import { GENERATE_TIME_LIMIT_MS } from './generate-level';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/generate-level', () => {
  it.each([[''], ['   \n ']])('refuses an empty goal (%j) with the spec text', async (goal) => {
    const response = await server.request('/api/generate-level', { json: { lesson_goal: goal } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a lesson goal.', field: 'lesson_goal' });
  });

  it('refuses a missing goal and a goal that is not text', async () => {
    const missing = await server.request('/api/generate-level', { json: {} });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Please enter a lesson goal.');
    const number = await server.request('/api/generate-level', { json: { lesson_goal: 42 } });
    expect(number.status).toBe(400);
    expect(await number.json()).toMatchObject({ field: 'lesson_goal' });
  });

  it('refuses a goal over 1000 characters', async () => {
    const response = await server.request('/api/generate-level', { json: { lesson_goal: 'parallel '.repeat(120) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The lesson goal can be at most 1000 characters.', field: 'lesson_goal' });
  });

  it('works for anyone, signed in or not, and answers a publishable level with notes', async () => {
    const started = Date.now();
    const response = await server.request('/api/generate-level', { json: { lesson_goal: 'Two bulbs in parallel with a switch on a 7x4 grid' } });
    expect(response.status).toBe(200);
    // The job's own limit counts running only; the first job also waits for its thread to start.
    expect(Date.now() - started).toBeLessThan(GENERATE_TIME_LIMIT_MS + 4000);
    const body = await response.json();
    const level = levelInputSchema.parse(body.level);
    expect(level.metadata).toEqual({ gridCol: 7, gridRow: 4 });
    expect(level.prePlacedComponents.some((p) => p.type === 'switch')).toBe(true);
    expect(level.tags).toEqual(expect.arrayContaining(['parallel', 'switch']));
    expect(body.notes[0]).toBe('Understood: parallel (two branches), a switch that changes a light, grid 7×4; difficulty Intermediate.');

    const guest = await server.guest();
    const again = await guest.request('/api/generate-level', { json: { lesson_goal: 'Two bulbs in parallel with a switch on a 7x4 grid' } });
    expect(again.status).toBe(200);
    // Deterministic: the same goal gives the same level.
    expect((await again.json()).level).toEqual(body.level);
  });

  it('varies the level with an optional seed, and refuses a bad one', async () => {
    const goal = { lesson_goal: 'parallel with a switch' };
    const first = await (await server.request('/api/generate-level', { json: goal })).json();
    const other = await (await server.request('/api/generate-level', { json: { ...goal, seed: 1 } })).json();
    expect(other.level).not.toEqual(first.level);
    const bad = await server.request('/api/generate-level', { json: { ...goal, seed: -1 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'seed' });
  });

  it('makes a basic lesson, sized to its circuit and with its task in words, from text it does not understand, and says so', async () => {
    const response = await server.request('/api/generate-level', { json: { lesson_goal: 'something about cats' } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.level.metadata).toEqual({ gridCol: 4, gridRow: 3 });
    expect(body.level.description).toMatch(/^Put the .+ so the red (and green )?bulbs? lights?\.$/);
    expect(body.notes[0]).toMatch(/^No circuit idea was recognised/);
  });

  it('answers 5,000 characters with a 400 naming lesson_goal, and parts the game lacks with a level and a note', async () => {
    const long = await server.request('/api/generate-level', { json: { lesson_goal: 'x'.repeat(5000) } });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ field: 'lesson_goal' });
    const lacking = await server.request('/api/generate-level', { json: { lesson_goal: 'a motor and a buzzer turn on an LED' } });
    expect(lacking.status).toBe(200);
    const body = await lacking.json();
    expect(body.notes).toEqual(expect.arrayContaining(['Left out: a motor, because a motor is not a part yet.', 'Left out: a buzzer, because a buzzer is not a part yet.']));
    expect(body.notes[0]).toMatch(/^Understood: .*an LED the right way round/);
  });

  it('answers a doorbell goal with a scenario level: the bulb lights with the button pressed, not released', async () => {
    const response = await server.request('/api/generate-level', { json: { lesson_goal: 'a doorbell with a push button' } });
    expect(response.status).toBe(200);
    const { level } = await response.json();
    expect(level.goal).toEqual([]);
    expect(level.scenarios).toEqual([
      { label: 'Button pressed', inputs: { pressed: true }, goal: [{ type: 'red-bulb', status: 'ON' }] },
      { label: 'Button released', inputs: { pressed: false }, goal: [{ type: 'red-bulb', status: 'OFF' }] },
    ]);
    expect(level.draggableItems.map((item: { type: string }) => item.type)).toContain('push-button');
  });
});
