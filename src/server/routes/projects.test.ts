// GET /api/projects/{code} against the real app: anyone may read the Egg Timer, the code is trimmed
// and lower-cased, no solution leaks, and an unknown code is a 404 naming 'Invalid project code'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSchema } from '../../api/exercise';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('projects API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('serves the Egg Timer to a visitor who is not signed in', async () => {
    const response = await server.request('/api/projects/egg');
    expect(response.status).toBe(200);
    const project = projectSchema.parse(await response.json());
    expect(project.code).toBe('egg');
    expect(project.title).toBe('Egg Timer');
    expect(project.description.length).toBeGreaterThan(20);
    expect(project.levels.map((l) => l.title)).toEqual(['Fundamentals', 'Breadboard', 'Switch', 'Mosfet', 'Egg Timer']);
    for (const level of project.levels) expect(level.exercises.length).toBeGreaterThanOrEqual(1);
  });

  it('never includes reference solutions or the index of the right answer', async () => {
    const text = await (await server.request('/api/projects/egg')).text();
    expect(text).not.toContain('solution');
    expect(text).not.toContain('correctOptionIndex');
    expect(text).toContain('"exerciseType":"circuit"');
    expect(text).toContain('"exerciseType":"multiple-choice"');
  });

  it('trims and lower-cases the code', async () => {
    const response = await server.request(`/api/projects/${encodeURIComponent('  EgG ')}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: string }).code).toBe('egg');
  });

  it.each(['nope', 'toString', '__proto__', 'eggs'])('answers 404 Invalid project code for %s', async (code) => {
    const response = await server.request(`/api/projects/${code}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Invalid project code' });
  });

  it('records a project exercise as level progress without points', async () => {
    const guest = await server.guest();
    const post = (exercise: number) =>
      guest.request('/api/attempts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ project: 'egg', level: 1, exercise, answer: { viewed: true } }),
      });
    expect((await post(0)).status).toBe(200);
    const last = (await (await post(1)).json()) as { correct: boolean; pointsAwarded: number; points: number };
    expect(last).toMatchObject({ correct: true, pointsAwarded: 0, points: 0 });
    const me = (await (await guest.request('/api/me')).json()) as { points: number; progress: { projects?: Record<string, Record<string, { completed: boolean }>> } };
    expect(me.points).toBe(0);
    expect(me.progress.projects?.egg?.['1']?.completed).toBe(true);
    expect(me.progress.projects?.egg?.['0']).toBeUndefined();
  });
});
