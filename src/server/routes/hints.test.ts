// POST /api/hints against the real app, solver and database: the piece comes from the solver, its use is
// recorded, and a chapter exercise whose piece hint was used no longer earns its star (10 points, not 15),
// whatever the attempt says; the profile still reads as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExercise } from '../../content/index';
import type { AuthoringCircuitExercise, AuthoringExercise } from '../../content/schema';
import type { Grid } from '../../engine/types';
import { solvedGrid, startGrid } from '../../../test/support/server/course-answers';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

type Where = { chapter: number; level: number; exercise: number };

function starredExercise(): { where: Where; exercise: AuthoringCircuitExercise } {
  for (let chapter = 0; chapter < 3; chapter++) {
    for (let level = 0; level < 10; level++) {
      for (let exercise = 0; exercise < 10; exercise++) {
        const found = findExercise({ chapter, level, exercise }) as AuthoringExercise | null;
        if (found?.exerciseType === 'circuit' && found.solution.place.some((p) => p.type === 'star')) return { where: { chapter, level, exercise }, exercise: found };
      }
    }
  }
  throw new Error('no starred circuit exercise');
}

function firstOf(type: AuthoringExercise['exerciseType']): Where {
  for (let level = 0; level < 10; level++) {
    for (let exercise = 0; exercise < 10; exercise++) if (findExercise({ chapter: 0, level, exercise })?.exerciseType === type) return { chapter: 0, level, exercise };
  }
  throw new Error(`no ${type} exercise in chapter 1`);
}

function grids(exercise: AuthoringCircuitExercise): { start: Grid; solved: Grid } {
  return { start: startGrid(exercise), solved: solvedGrid(exercise) };
}

describe.each(testDatabaseKinds)('POST /api/hints on %s', (kind) => {
  let server: TestServer;
  const starred = starredExercise();
  const { start, solved } = grids(starred.exercise);
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });
  const post = (user: TestUser, path: string, body: unknown) => user.request(path, { method: 'POST', json: body });

  it('gives one piece that fits the exercise, and the star is then not awarded', async () => {
    const user = await server.signUp();
    const response = await post(user, '/api/hints', { ...starred.where, grid: start });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { hint: { kind: string; placement?: { row: number; col: number; type: string } }; starForfeited: boolean };
    expect(body.starForfeited).toBe(true);
    expect(body.hint.kind).toBe('place');
    const { row, col, type } = body.hint.placement!;
    expect(start[row]![col]).toBeNull();
    expect(starred.exercise.inventory.map((i) => i.type)).toContain(type);

    const verdict = (await (await post(user, '/api/attempts', { ...starred.where, answer: { grid: solved } })).json()) as Record<string, unknown>;
    expect(verdict).toMatchObject({ correct: true, starAchieved: false, pointsAwarded: 10, points: 10 });
    const again = (await (await post(user, '/api/attempts', { ...starred.where, answer: { grid: solved } })).json()) as Record<string, unknown>;
    expect(again).toMatchObject({ correct: true, starAchieved: false, pointsAwarded: 0, points: 10 });
    const me = (await (await user.request('/api/me')).json()) as { progress: Record<string, Record<string, Record<string, unknown>>> };
    const { chapter, level, exercise } = starred.where;
    expect(me.progress[chapter]![level]![exercise]).toMatchObject({ completed: true, starAchieved: false });
  });

  it('a hint asked before any attempt leaves the exercise not completed', async () => {
    const user = await server.signUp();
    expect((await post(user, '/api/hints', { ...starred.where, grid: start })).status).toBe(200);
    const me = (await (await user.request('/api/me')).json()) as { progress: Record<string, Record<string, Record<string, unknown>>> };
    const { chapter, level, exercise } = starred.where;
    expect(me.progress[chapter]![level]![exercise]).toMatchObject({ completed: false });
  });

  it('refuses a grid that could not come from the exercise, naming the field, and needs a login', async () => {
    const user = await server.signUp();
    const response = await post(user, '/api/hints', { ...starred.where, grid: [[null]] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^grid must have/);
    const missing = await post(user, '/api/hints', { ...starred.where });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/grid/);
    expect((await server.request('/api/hints', { method: 'POST', json: { ...starred.where, grid: start } })).status).toBe(401);
  });

  it('has no hint for a quiz or an info card: 400 naming the exercise', async () => {
    const user = await server.signUp();
    for (const type of ['multiple-choice', 'info'] as const) {
      const where = firstOf(type);
      const response = await post(user, '/api/hints', { ...where, grid: start });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Piece hints are for circuit exercises only.', field: 'exercise' });
    }
    expect((await post(user, '/api/hints', { chapter: 0, level: 0, exercise: 99 })).status).toBe(404);
  });
});
