// The schematic routes against the real app and database: questions are served without answers, a
// correct circuit is recorded in the profile, a wrong one is not, and nothing else can record it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schematicQuestions } from '../../content/schematic/index';
import { buildCircuit } from '../../schematic';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';

/** Standard question 0's answer, built with a learner's ids: the 9 V battery and 1 kΩ in a loop. */
const loop = buildCircuit(
  [
    { id: 'b1', type: 'battery', value: 9 },
    { id: 'r1', type: 'resistor', value: 1000 },
  ],
  [
    ['b1.output', 'r1.input'],
    ['r1.output', 'b1.input'],
  ],
);
const wrongLoop = buildCircuit(
  [
    { id: 'b1', type: 'battery', value: 9 },
    { id: 'r1', type: 'resistor', value: 2000 },
  ],
  [
    ['b1.output', 'r1.input'],
    ['r1.output', 'b1.input'],
  ],
);

describe.each(testDatabaseKinds)('schematic routes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const completion = async (user: Awaited<ReturnType<TestServer['guest']>>) => {
    const me = (await (await user.request('/api/me')).json()) as { schematicCompletion: { standard: { completed: boolean }[]; advanced: { completed: boolean }[] } };
    return me.schematicCompletion;
  };

  it('serves five standard and five advanced questions to anyone, without answers', async () => {
    const response = await server.request('/api/schematic/questions');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { standard: Record<string, unknown>[]; advanced: Record<string, unknown>[] };
    expect(body.standard).toHaveLength(5);
    expect(body.advanced).toHaveLength(5);
    expect(body.standard[0]).toMatchObject({ levelId: 'standard', index: 0, prompt: schematicQuestions.standard[0].prompt });
    // docs/api.md: `components` lists the toolbar's part types; `parts` adds each part's id and value.
    expect(body.standard[0].components).toEqual(schematicQuestions.standard[0].components.map((part) => part.type));
    expect(body.standard[0].parts).toEqual(schematicQuestions.standard[0].components);
    expect(JSON.stringify(body)).not.toContain('answers');
    expect(JSON.stringify(body)).not.toContain('connections');
  });

  it('records a correct circuit as completed in the profile', async () => {
    const user = await server.guest();
    const response = await user.request('/api/schematic/attempts', { json: { levelId: 'standard', index: 0, ...loop } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ correct: true, message: 'You’re correct!' });
    const after = await completion(user);
    expect(after.standard[0].completed).toBe(true);
    expect(after.standard[1].completed).toBe(false);
    expect(after.advanced.every((e) => !e.completed)).toBe(true);
  });

  it('records an advanced answer in the advanced list', async () => {
    const user = await server.signUp();
    const answer = schematicQuestions.advanced[4].answers[0];
    const circuit = { components: answer, lines: [] };
    const response = await user.request('/api/schematic/attempts', { json: { levelId: 'advanced', index: 4, ...circuit } });
    expect(await response.json()).toMatchObject({ correct: true });
    const after = await completion(user);
    expect(after.advanced[4].completed).toBe(true);
    expect(after.standard.every((e) => !e.completed)).toBe(true);
  });

  it('keeps both completions when two questions are answered at the same moment', async () => {
    const user = await server.guest();
    const advanced = { components: schematicQuestions.advanced[0].answers[0], lines: [] };
    const responses = await Promise.all([
      user.request('/api/schematic/attempts', { json: { levelId: 'standard', index: 0, ...loop } }),
      user.request('/api/schematic/attempts', { json: { levelId: 'advanced', index: 0, ...advanced } }),
      user.request('/api/schematic/attempts', { json: { levelId: 'standard', index: 0, ...loop } }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = await completion(user);
    expect(after.standard[0].completed).toBe(true);
    expect(after.advanced[0].completed).toBe(true);
  });

  it('answers Incorrect with the reason (and the same in a learner\'s words) and records nothing for a wrong circuit', async () => {
    const user = await server.guest();
    const response = await user.request('/api/schematic/attempts', { json: { levelId: 'standard', index: 0, ...wrongLoop } });
    expect(await response.json()).toEqual({
      correct: false,
      message: "Incorrect. No matching 'resistor' with value '2000' found in the answer.",
      explanation: 'Your resistors add up to 2 kΩ; the question needs 1 kΩ.',
    });
    expect((await completion(user)).standard[0].completed).toBe(false);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await server.request('/api/schematic/attempts', { json: { levelId: 'standard', index: 0, ...loop } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in required.' });
  });

  it.each([
    ['levelId', { levelId: 'expert', index: 0, ...loop }],
    ['index', { levelId: 'standard', index: 5, ...loop }],
    ['completed', { levelId: 'standard', index: 0, ...loop, completed: true }],
    ['components.0.type', { levelId: 'standard', index: 0, lines: [], components: [{ ...loop.components[0], type: 'switch' }] }],
    ['lines', { levelId: 'standard', index: 0, components: loop.components }],
  ])('refuses a bad body with 400 naming %s', async (field, body) => {
    const user = await server.guest();
    const response = await user.request('/api/schematic/attempts', { json: body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field?: string }).field).toBe(field);
  });

  it('refuses forged circuits: parts not in the toolbar, dangling wires, unwired parts', async () => {
    const user = await server.guest();
    const extra = { ...loop, components: [...loop.components, { ...loop.components[1], id: 'r9', connections: [] }] };
    const dangling = {
      ...loop,
      components: loop.components.map((c) => (c.id === 'b1' ? { ...c, connections: [...c.connections, { portId: 'input', connectedToComponentId: 'zz', connectedToPortId: 'input' }] } : c)),
    };
    const unwired = { lines: [], components: loop.components.map((c) => ({ ...c, connections: [] })) };
    for (const circuit of [extra, dangling, unwired]) {
      const response = await user.request('/api/schematic/attempts', { json: { levelId: 'standard', index: 0, ...circuit } });
      expect(response.status).toBe(400);
    }
    expect((await completion(user)).standard[0].completed).toBe(false);
  });

  it('cannot mark completion through the profile route', async () => {
    const user = await server.guest();
    const response = await user.request('/api/me', { method: 'PATCH', json: { schematicCompletion: { standard: [{ completed: true }] } } });
    expect(response.status).toBe(400);
    expect((await completion(user)).standard[0].completed).toBe(false);
  });

  it('refuses a write from a foreign origin', async () => {
    const user = await server.guest();
    const response = await user.request('/api/schematic/attempts', {
      json: { levelId: 'standard', index: 0, ...loop },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await completion(user)).standard[0].completed).toBe(false);
  });
});
