// Practice against the real app and database (PGlite, and PostgreSQL with TEST_DATABASE_URL): a
// chapter serves fresh proven levels, never the same twice in a row; a solved practice level adds no
// points and counts for the daily streak; bad input gets a 4xx naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponseSchema } from '../../api/attempts';
import { levelInputSchema } from '../../api/levels';
import { practiceLesson } from '../../generator';
import { puzzleFromLevel } from '../../puzzle/solver-puzzle';
import { applySolution, startGrid } from '../../solver';
import { chapterExercises } from '../../../test/support/server/course-answers';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

const ZONE = { 'x-time-zone': 'Europe/Paris' };

describe.each(testDatabaseKinds)('practice on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const me = async (user: TestUser) => (await (await user.request('/api/me')).json()) as { points: number };
  const streak = async (user: TestUser) => (await (await user.request('/api/me/streak', { headers: ZONE })).json()) as { days: number; activeToday: boolean };

  it('serves a proven level with its task line, and the next seed is another level', async () => {
    const first = await server.request('/api/practice/4?seed=7');
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ chapter: 4, seed: 7 });
    const level = levelInputSchema.parse(body.level);
    expect(level).toEqual(practiceLesson(4, 7).level);
    expect(level.description).toMatch(/capacitor/);
    expect([...level.prePlacedComponents, ...level.draggableItems].some((p) => p.type === 'capacitor')).toBe(true);
    const next = await (await server.request('/api/practice/4?seed=8')).json();
    expect(next.level).not.toEqual(body.level);
  });

  it('judges an answer without points, and a solved level counts for the streak', async () => {
    const user = await server.signUp();
    // Points from the course first, so "no points added" is measured against a non-zero total.
    const card = chapterExercises('info')[0]!;
    await user.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } }, headers: { 'x-time-zone': 'Pacific/Kiritimati' } });
    await server.database.db.deleteFrom('activity_days').where('user_id', '=', user.id).execute();
    const pointsBefore = (await me(user)).points;
    expect(pointsBefore).toBeGreaterThan(0);
    expect(await streak(user)).toEqual({ days: 0, activeToday: false });

    const { level, solution } = practiceLesson(0, 3);
    const puzzle = puzzleFromLevel(level);
    const wrong = await user.request('/api/practice/attempts', { json: { chapter: 0, seed: 3, answer: { grid: startGrid(puzzle) } }, headers: ZONE });
    expect(wrong.status).toBe(200);
    expect(attemptResponseSchema.parse(await wrong.json())).toMatchObject({ correct: false, completed: false, pointsAwarded: 0, points: pointsBefore });
    expect(await streak(user)).toEqual({ days: 0, activeToday: false });

    const right = await user.request('/api/practice/attempts', { json: { chapter: 0, seed: 3, answer: { grid: applySolution(puzzle, solution) } }, headers: ZONE });
    expect(right.status).toBe(200);
    const verdict = attemptResponseSchema.parse(await right.json());
    expect(verdict).toMatchObject({ correct: true, completed: true, pointsAwarded: 0, points: pointsBefore });
    expect(verdict.feedback.message).toBe(level.educationalMessages.success);
    expect((await me(user)).points).toBe(pointsBefore);
    expect(await streak(user)).toEqual({ days: 1, activeToday: true });

    // Solving again the same day: still no points, still one day.
    await user.request('/api/practice/attempts', { json: { chapter: 0, seed: 3, answer: { grid: applySolution(puzzle, solution) } }, headers: ZONE });
    expect((await me(user)).points).toBe(pointsBefore);
    expect(await streak(user)).toEqual({ days: 1, activeToday: true });
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const bad = async (path: string, expected: string, status = 400, init?: Parameters<TestServer['request']>[1]) => {
      const response = await (init ? user.request(path, init) : server.request(path));
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ field: expected });
    };
    const user = await server.guest();
    const beyond = 42; // no such chapter
    await bad(`/api/practice/${beyond}`, 'chapter');
    await bad('/api/practice/x', 'chapter');
    await bad('/api/practice/1?seed=-1', 'seed');
    await bad('/api/practice/1?seed=1.5', 'seed');
    await bad('/api/practice/1?seed=1000001', 'seed');
    const attempt = (json: unknown) => ({ json });
    const { level } = practiceLesson(1, 0);
    const grid = startGrid(puzzleFromLevel(level));
    await bad('/api/practice/attempts', 'chapter', 400, attempt({ chapter: beyond, seed: 0, answer: { grid } }));
    await bad('/api/practice/attempts', 'seed', 400, attempt({ chapter: 1, seed: 'two', answer: { grid } }));
    await bad('/api/practice/attempts', 'answer', 400, attempt({ chapter: 1, seed: 0 }));
    await bad('/api/practice/attempts', 'points', 400, attempt({ chapter: 1, seed: 0, answer: { grid }, points: 10 }));
    // A grid that is not this level's: another size, or a piece the tray does not hold.
    await bad('/api/practice/attempts', 'answer.grid', 400, attempt({ chapter: 1, seed: 0, answer: { grid: [[null]] } }));
    // Signed out: 401.
    expect((await server.request('/api/practice/attempts', { json: { chapter: 1, seed: 0, answer: { grid } } })).status).toBe(401);
  });
});
