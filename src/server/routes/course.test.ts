// GET /api/course against the real app: anyone may read it, it matches the public schema, and no
// reference solution or right answer leaks to the page. GET /api/course/map is the learning map's
// summary of the same course, the same for everyone, revalidated by its ETag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMapSchema } from '../../api/course-map';
import { courseResponseSchema, levelSchema } from '../../api/exercise';
import { levelStatus } from '../../learning/index';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';
import { course } from '../../content/index';

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
    // docs/product.md's two chapters come first, as docs/product.md sizes them; the course grows after them.
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

  it('serves one level on its own, equal to that level of the whole course', async () => {
    const course = courseResponseSchema.parse(await (await server.request('/api/course')).json());
    const response = await server.request('/api/course/chapters/1/levels/2');
    expect(response.status).toBe(200);
    const level = levelSchema.parse(await response.json());
    expect(level).toEqual(course.chapters[1].levels[2]);
    expect(JSON.stringify(level)).not.toContain('solution');
  });

  it('answers 404 naming the field for an unknown chapter or level, 400 for an index that is not a number', async () => {
    const unknownChapter = await server.request(`/api/course/chapters/${course.chapters.length}/levels/0`);
    expect(unknownChapter.status).toBe(404);
    expect(await unknownChapter.json()).toEqual({ error: 'Unknown chapter.', field: 'chapter' });
    const unknownLevel = await server.request('/api/course/chapters/0/levels/99');
    expect(unknownLevel.status).toBe(404);
    expect(await unknownLevel.json()).toEqual({ error: 'Unknown level.', field: 'level' });
    const notANumber = await server.request('/api/course/chapters/0/levels/-1');
    expect(notANumber.status).toBe(400);
    expect(await notANumber.json()).toMatchObject({ field: 'level' });
  });

  it('is the same for a signed-in learner', async () => {
    const guest = await server.guest();
    const response = await guest.request('/api/course');
    expect(response.status).toBe(200);
    expect(courseResponseSchema.safeParse(await response.json()).success).toBe(true);
  });

  it("serves the map's summary of the course: every chapter, level and exercise in order, with the same stars offered", async () => {
    const whole = courseResponseSchema.parse(await (await server.request('/api/course')).json());
    const response = await server.request('/api/course/map');
    expect(response.status).toBe(200);
    const text = await response.text();
    const map = courseMapSchema.parse(JSON.parse(text));
    expect(map.chapters.map((c) => [c.title, c.description, c.type, c.levels.map((l) => [l.title, l.exercises.map((e) => e.exerciseType)])])).toEqual(
      whole.chapters.map((c) => [c.title, c.description, c.type, c.levels.map((l) => [l.title, l.exercises.map((e) => e.exerciseType)])]),
    );
    // A learner who finished everything without stars sees the same level stars on the map as from the whole course.
    const progress = Object.fromEntries(whole.chapters.map((c, ci) => [ci, Object.fromEntries(c.levels.map((l, li) => [li, Object.fromEntries(l.exercises.map((_, ei) => [ei, { completed: true, starAchieved: false }]))]))]));
    const starred = (chapters: { levels: { exercises: Parameters<typeof levelStatus>[0] }[] }[]) => chapters.flatMap((c, ci) => c.levels.map((l, li) => levelStatus(l.exercises, progress, ci, li).starred));
    expect(starred(map.chapters)).toEqual(starred(whole.chapters));
    expect(starred(map.chapters)).toContain(false);
    expect(map.chapters.flatMap((c) => c.levels.flatMap((l) => l.exercises)).filter((e) => e.offersStar).length).toBeGreaterThan(0);
    // A tenth of the whole course at most, and nothing of an exercise but its type and star.
    expect(text.length).toBeLessThan(JSON.stringify(whole).length / 10);
    expect(text).not.toMatch(/solution|correctOptionIndex|prePlacedComponents|options/);
  });

  it('sends the same map to a learner and answers 304 to a copy it already has', async () => {
    const visitor = await server.request('/api/course/map');
    const etag = visitor.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    const guest = await server.guest();
    const learner = await guest.request('/api/course/map');
    expect(await learner.text()).toBe(await visitor.text());
    const again = await server.request('/api/course/map', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await server.request('/api/course/map', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    // A proxy that compressed the answer may hand its copy back weak, in a list with others.
    const weak = await server.request('/api/course/map', { headers: { 'If-None-Match': `"stale", W/${etag}` } });
    expect(weak.status).toBe(304);
  });
});
