// Scenario goals through the real app, database, solver and engine: a community level with scenarios
// publishes once the solver proves it, reads back with its scenarios, and POST /api/attempts judges a
// learner's grid under every scenario with a verdict per scenario; bad scenarios answer 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponseSchema } from '../../api/attempts';
import { storedLevelSchema, type LevelInput } from '../../api/levels';
import { gridFromText } from '../../engine/grid-text';
import { UNSOLVABLE_MESSAGE } from '../levels/publish-check';
import { DOORBELL_PIECES, DOORBELL_SCENARIOS, DOORBELL_TRAY } from '../../../test/support/doorbell';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

/** A battery, 330 Ω and a red bulb in a loop with a gap; the tray holds a push button and a wire. */
function doorbell(name = 'Doorbell'): LevelInput {
  return {
    name,
    prePlacedComponents: DOORBELL_PIECES,
    draggableItems: DOORBELL_TRAY.map(({ type, count }) => ({ type, itemCount: count })),
    goal: [],
    scenarios: DOORBELL_SCENARIOS,
    metadata: { gridCol: 4, gridRow: 2 },
    educationalMessages: { success: 'A doorbell!', failure: 'Try each scenario.' },
    tags: [],
  };
}

describe.each(testDatabaseKinds)('scenario levels on %s', (kind) => {
  let server: TestServer;
  let ada: TestUser;
  let levelId = '';
  beforeAll(async () => {
    server = await startTestServer(kind);
    ada = await server.signUp({ name: 'Ada' });
  });
  afterAll(async () => server?.close());

  const publish = (level: unknown) => ada.request('/api/levels', { json: level });
  const attempt = async (rows: string[]) => {
    const response = await ada.request('/api/attempts', { json: { levelId, answer: { grid: gridFromText(rows) } } });
    expect(response.status, await response.clone().text()).toBe(200);
    return attemptResponseSchema.parse(await response.json());
  };

  it('publishes a solvable scenario level and reads it back with its scenarios', async () => {
    const response = await publish(doorbell());
    expect(response.status, await response.clone().text()).toBe(201);
    const level = storedLevelSchema.parse(await response.json());
    expect(level.scenarios).toEqual(doorbell().scenarios);
    expect(level.goal).toEqual([]);
    levelId = level.id;
    const read = storedLevelSchema.parse(await (await server.request(`/api/levels/${levelId}`)).json());
    expect(read.scenarios).toEqual(doorbell().scenarios);
  });

  it('judges an attempt under every scenario: the push button passes both', async () => {
    const reply = await attempt(['┌ B    ─  ┐', '└ R330 T0 r┘']);
    expect(reply).toMatchObject({ correct: true, completed: true, feedback: { message: 'A doorbell!', details: [] } });
    expect(reply.scenarios).toEqual([
      { label: 'Button pressed', correct: true, details: [] },
      { label: 'Button released', correct: true, details: [] },
    ]);
  });

  it('fails a wire in the gap on the released scenario and says so by its label', async () => {
    const reply = await attempt(['┌ B    ─ ┐', '└ R330 ─ r┘']);
    expect(reply.correct).toBe(false);
    expect(reply.feedback.details).toEqual(['Button released: The red bulb is ON, the goal wants OFF.']);
    expect(reply.scenarios).toEqual([
      { label: 'Button pressed', correct: true, details: [] },
      { label: 'Button released', correct: false, details: ['The red bulb is ON, the goal wants OFF.'] },
    ]);
  });

  it('refuses a level the solver proves unsolvable under its scenarios', async () => {
    // Lit only while released: nothing in a one-cell gap does that.
    const [pressed, released] = doorbell().scenarios ?? [];
    const inverted = { ...doorbell('Inverted'), scenarios: [{ ...pressed, goal: released.goal }, { ...released, goal: pressed.goal }] };
    const response = await publish(inverted);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: UNSOLVABLE_MESSAGE });
  });

  it('answers 400 naming the field for bad scenarios', async () => {
    const [pressed, released] = doorbell().scenarios ?? [];
    const cases: [unknown, string, RegExp][] = [
      [{ ...doorbell(), scenarios: [pressed] }, 'scenarios', /2 to 4 scenarios/],
      [{ ...doorbell(), scenarios: [pressed, released, { ...pressed, label: 'A', inputs: { position: 0 } }, { ...pressed, label: 'B', inputs: { position: 1 } }, { ...pressed, label: 'C', inputs: { light: 5 } }] }, 'scenarios', /2 to 4 scenarios/],
      [{ ...doorbell(), scenarios: [pressed, { ...released, inputs: { light: 5 } }] }, 'scenarios.1.inputs.light', /no part of the level reads it/],
      [{ ...doorbell(), scenarios: [pressed, { ...released, label: '' }] }, 'scenarios.1.label', /label/],
      [{ ...doorbell(), scenarios: [pressed, { ...released, goal: [] }] }, 'scenarios.1.goal', /at least one goal light/],
      [{ ...doorbell(), goal: [{ type: 'red-bulb', status: 'ON' }] }, 'scenarios', /either a goal or scenarios/],
      [{ ...doorbell(), scenarios: undefined }, 'goal', /goal condition/],
    ];
    for (const [body, field, message] of cases) {
      const response = await publish(body);
      const json = (await response.json()) as { error: string; field?: string };
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(json.field).toBe(field);
      expect(json.error).toMatch(message);
    }
  });
});
