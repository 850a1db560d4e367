// GET /api/course against the real app: anyone may read it, it matches the public schema, and no
// reference solution or right answer leaks to the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResponseSchema } from '../../api/exercise';
import { startTestServer, testDatabaseKinds, type TestServer } from '../test-support/test-server';

describe.each(testDatabaseKinds)('course API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('serves both chapters to a visitor who is not signed in', async () => {
    const response = await server.request('/api/course');
    expect(response.status).toBe(200);
    const course = courseResponseSchema.parse(await response.json());
    // The spec's two chapters come first, as the spec sizes them; the course grows after them.
    expect(course.chapters.slice(0, 2).map((c) => [c.title, c.type, c.levels.map((l) => l.exercises.length)])).toEqual([
      ['Batteries, resistors and switches', 'beginner', [5, 6, 2, 2, 1, 2]],
      ['Using schematic symbols', 'advanced', [4, 2, 2, 1, 2]],
    ]);
  });

  it('never includes reference solutions or the index of the right answer', async () => {
    const text = await (await server.request('/api/course')).text();
    expect(text).not.toContain('solution');
    expect(text).not.toContain('starSolution');
    expect(text).not.toContain('correctOptionIndex');
    const course = JSON.parse(text) as { chapters: { levels: { exercises: Record<string, unknown>[] }[] }[] };
    const exercises = course.chapters.flatMap((c) => c.levels.flatMap((l) => l.exercises));
    expect(exercises.filter((e) => e.exerciseType === 'multiple-choice').length).toBeGreaterThan(0);
    for (const exercise of exercises) {
      expect(exercise).not.toHaveProperty('solution');
      expect(exercise).not.toHaveProperty('correctOptionIndex');
    }
  });

  it('is the same for a signed-in learner', async () => {
    const guest = await server.guest();
    const response = await guest.request('/api/course');
    expect(response.status).toBe(200);
    expect(courseResponseSchema.safeParse(await response.json()).success).toBe(true);
  });
});
