// POST /api/attempts against the real app, auth, engine and database: only a real answer earns
// points, and each exercise's points are earned exactly once, however often or concurrently it is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExercise } from '../../content/index';
import { optionOrder, placeOf } from '../../learning/index';
import type { AuthoringExercise } from '../../content/schema';
import type { Grid } from '../../engine/types';
import { pointsHubFor } from '../events/points-events';
import { solvedGrid, startGrid } from '../../../test/support/server/course-answers';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

type Where = { chapter: number; level: number; exercise: number };

/** The first bundled chapter exercise of a type (optionally one that has a star bonus to earn). */
function firstExercise<T extends AuthoringExercise['exerciseType']>(
  type: T,
  accept: (exercise: Extract<AuthoringExercise, { exerciseType: T }>) => boolean = () => true,
): { where: Where; exercise: Extract<AuthoringExercise, { exerciseType: T }> } {
  for (let chapter = 0; chapter < 3; chapter++) {
    for (let level = 0; level < 10; level++) {
      for (let exercise = 0; exercise < 10; exercise++) {
        const found = findExercise({ chapter, level, exercise }) as AuthoringExercise | null;
        if (found?.exerciseType === type && accept(found as Extract<AuthoringExercise, { exerciseType: T }>)) {
          return { where: { chapter, level, exercise }, exercise: found as Extract<AuthoringExercise, { exerciseType: T }> };
        }
      }
    }
  }
  throw new Error(`The course has no ${type} exercise`);
}

function emptyCell(grid: Grid): [number, number] {
  for (let r = 0; r < grid.length; r++) for (let c = 0; c < grid[r]!.length; c++) if (!grid[r]![c]) return [r, c];
  throw new Error('The grid has no free cell');
}

describe.each(testDatabaseKinds)('POST /api/attempts on %s', (kind) => {
  let server: TestServer;
  const circuit = firstExercise('circuit');
  const quiz = firstExercise('multiple-choice');
  const card = firstExercise('info');

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Quiz options are served in each learner's own order: the served index of a content option. */
  const served = (user: TestUser, contentIndex: number) => optionOrder(user.id, placeOf(quiz.where), quiz.exercise.options.length).indexOf(contentIndex);
  const rightOption = (user: TestUser) => served(user, quiz.exercise.correctOptionIndex);
  const wrongOptionFor = (user: TestUser) => served(user, quiz.exercise.correctOptionIndex === 0 ? 1 : 0);
  const attempt = (user: TestUser, body: unknown) => user.request('/api/attempts', { method: 'POST', json: body });
  const pointsOf = async (user: TestUser) => ((await (await user.request('/api/me')).json()) as { points: number }).points;

  it('a correct grid (the reference solution) earns its points once and records progress', async () => {
    const user = await server.signUp();
    const response = await attempt(user, { ...circuit.where, answer: { grid: solvedGrid(circuit.exercise) } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const expected = body.starAchieved ? 15 : 10;
    expect(body).toMatchObject({
      correct: true,
      completed: true,
      pointsAwarded: expected,
      points: expected,
      feedback: { title: 'Well done!', message: circuit.exercise.successMessage, details: [] },
    });
    const again = (await (await attempt(user, { ...circuit.where, answer: { grid: solvedGrid(circuit.exercise) } })).json()) as Record<string, unknown>;
    expect(again).toMatchObject({ correct: true, completed: true, pointsAwarded: 0, points: expected });
    const me = (await (await user.request('/api/me')).json()) as { points: number; progress: Record<string, Record<string, Record<string, unknown>>> };
    expect(me.points).toBe(expected);
    const { chapter, level, exercise } = circuit.where;
    expect(me.progress[chapter]![level]![exercise]).toMatchObject({ completed: true, starAchieved: body.starAchieved });
  });

  it('a build through the star earns 10 + 5 at once, and nothing when repeated', async () => {
    const starred = firstExercise('circuit', (exercise) => exercise.solution.place.some((piece) => piece.type === 'star'));
    const user = await server.signUp();
    const send = async () =>
      (await (await attempt(user, { ...starred.where, answer: { grid: solvedGrid(starred.exercise) } })).json()) as Record<string, unknown>;
    expect(await send()).toMatchObject({ correct: true, starAchieved: true, pointsAwarded: 15, points: 15 });
    expect(await send()).toMatchObject({ correct: true, starAchieved: true, pointsAwarded: 0, points: 15 });
    const me = (await (await user.request('/api/me')).json()) as { progress: Record<string, Record<string, Record<string, unknown>>> };
    expect(me.progress[starred.where.chapter]![starred.where.level]![starred.where.exercise]).toMatchObject({ completed: true, starAchieved: true });
  });

  it('a wrong grid (the untouched start) earns nothing and explains why', async () => {
    const user = await server.signUp();
    const response = await attempt(user, { ...circuit.where, answer: { grid: startGrid(circuit.exercise) } });
    const body = (await response.json()) as { feedback: { details: string[] } } & Record<string, unknown>;
    expect(body).toMatchObject({
      correct: false,
      completed: false,
      pointsAwarded: 0,
      points: 0,
      feedback: { title: "That's not quite right", message: circuit.exercise.failureMessage },
    });
    expect(body.feedback.details.length).toBeGreaterThan(0);
    expect(await pointsOf(user)).toBe(0);
  });

  it('refuses a grid with a piece the tray does not hold', async () => {
    const user = await server.signUp();
    const grid = startGrid(circuit.exercise);
    const [row, col] = emptyCell(grid);
    grid[row]![col] = { type: 'star', rotation: 0 };
    const extraStar = circuit.exercise.inventory.some((item) => item.type === 'star') || circuit.exercise.prePlacedComponents.some((p) => p.type === 'star');
    if (extraStar) grid[row]![col] = { type: 'battery', rotation: 0 };
    const response = await attempt(user, { ...circuit.where, answer: { grid } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: string }).field).toBe(`answer.grid[${row}][${col}]`);
    expect(await pointsOf(user)).toBe(0);
  });

  it('refuses a grid where a pre-placed piece was moved, and one of the wrong size', async () => {
    const user = await server.signUp();
    const grid = startGrid(circuit.exercise);
    const piece = circuit.exercise.prePlacedComponents[0]!;
    const [row, col] = emptyCell(grid);
    grid[row]![col] = grid[piece.row]![piece.col]!;
    grid[piece.row]![piece.col] = null;
    const moved = await attempt(user, { ...circuit.where, answer: { grid } });
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as { error: string }).error).toMatch(/pre-placed/);
    const bigger = solvedGrid(circuit.exercise).map((line) => [...line, null]);
    expect((await attempt(user, { ...circuit.where, answer: { grid: bigger } })).status).toBe(400);
    expect(await pointsOf(user)).toBe(0);
  });

  it('a wrong option earns nothing; a right first answer earns 10 once (attempts-quiz.test.ts: the rest of the quiz rules)', async () => {
    const wrongUser = await server.signUp();
    const wrong = (await (await attempt(wrongUser, { ...quiz.where, answer: { option: wrongOptionFor(wrongUser) } })).json()) as Record<string, unknown>;
    expect(wrong).toMatchObject({ correct: false, pointsAwarded: 0, points: 0, feedback: { message: quiz.exercise.failureMessage } });
    const user = await server.signUp();
    const right = (await (await attempt(user, { ...quiz.where, answer: { option: rightOption(user) } })).json()) as Record<string, unknown>;
    expect(right).toMatchObject({ correct: true, pointsAwarded: 10, points: 10, feedback: { title: 'Well done!', message: quiz.exercise.successMessage } });
    const again = (await (await attempt(user, { ...quiz.where, answer: { option: rightOption(user) } })).json()) as Record<string, unknown>;
    expect(again).toMatchObject({ pointsAwarded: 0, points: 10 });
  });

  it('refuses a body naming another user, and the other user earns nothing', async () => {
    const forger = await server.signUp();
    const victim = await server.signUp();
    const response = await attempt(forger, { ...quiz.where, userId: victim.id, answer: { option: quiz.exercise.correctOptionIndex } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'userId' });
    expect(await pointsOf(victim)).toBe(0);
    expect(await pointsOf(forger)).toBe(0);
  });

  it('20 concurrent correct attempts award the points exactly once', async () => {
    const user = await server.signUp();
    const grid = solvedGrid(circuit.exercise);
    const replies = await Promise.all(
      Array.from({ length: 20 }, async () => (await attempt(user, { ...circuit.where, answer: { grid } })).json() as Promise<{ pointsAwarded: number; starAchieved: boolean }>),
    );
    const expected = replies[0]!.starAchieved ? 15 : 10;
    expect(replies.reduce((sum, reply) => sum + reply.pointsAwarded, 0)).toBe(expected);
    expect(replies.filter((reply) => reply.pointsAwarded > 0)).toHaveLength(1);
    expect(await pointsOf(user)).toBe(expected);
  });

  it.runIf(kind === 'postgres')('two server instances on one database award concurrent attempts once', async () => {
    const second = await startTestServer('postgres', { databaseUrl: server.config.databaseUrl });
    try {
      const user = await server.signUp();
      const grid = solvedGrid(circuit.exercise);
      const body = JSON.stringify({ ...circuit.where, answer: { grid } });
      const send = (instance: TestServer) =>
        instance.request('/api/attempts', { method: 'POST', body, headers: { cookie: user.cookie, 'content-type': 'application/json' } });
      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? second : server)));
      const awarded = await Promise.all(replies.map(async (reply) => ((await reply.json()) as { pointsAwarded: number }).pointsAwarded));
      expect(awarded.filter((points) => points > 0)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('tells every open tab the new total when points are awarded', async () => {
    const user = await server.signUp();
    const heard: number[] = [];
    const unsubscribe = await pointsHubFor(server.database).subscribe(user.id, (event) => heard.push(event.points));
    try {
      await attempt(user, { ...quiz.where, answer: { option: rightOption(user) } });
      await attempt(user, { ...quiz.where, answer: { option: rightOption(user) } });
      await expect.poll(() => heard).toEqual([10]);
    } finally {
      unsubscribe();
    }
  });

  it('the reply carries the version of its total, the one the live event of that total carries', async () => {
    const user = await server.signUp();
    const heard: { points: number; version: number }[] = [];
    const unsubscribe = await pointsHubFor(server.database).subscribe(user.id, (event) => heard.push(event));
    try {
      const reply = async (body: unknown) => (await (await attempt(user, body)).json()) as { points: number; pointsVersion: number };
      const wrong = await reply({ ...quiz.where, answer: { option: wrongOptionFor(user) } });
      expect(wrong).toMatchObject({ points: 0, pointsVersion: 0 });
      const viewed = await reply({ ...card.where, answer: { viewed: true } });
      expect(viewed).toMatchObject({ points: 10, pointsVersion: 1 });
      await expect.poll(() => heard.at(-1)).toEqual({ points: 10, version: 1 });
      // Nothing awarded: the same total, the same version (a page keeps what it shows).
      expect(await reply({ ...card.where, answer: { viewed: true } })).toMatchObject({ points: 10, pointsVersion: 1 });
      const solved = await reply({ ...circuit.where, answer: { grid: solvedGrid(circuit.exercise) } });
      expect(solved.pointsVersion).toBe(2);
      await expect.poll(() => heard.at(-1)).toEqual({ points: solved.points, version: 2 });
    } finally {
      unsubscribe();
    }
  });

  it('an info card completes when viewed, once', async () => {
    const user = await server.guest();
    const first = (await (await attempt(user, { ...card.where, answer: { viewed: true } })).json()) as Record<string, unknown>;
    expect(first).toMatchObject({ correct: true, completed: true, pointsAwarded: 10 });
    const second = (await (await attempt(user, { ...card.where, answer: { viewed: true } })).json()) as Record<string, unknown>;
    expect(second).toMatchObject({ pointsAwarded: 0, points: 10 });
  });

  it('answers 404 for an unknown exercise, 400 for a mismatched answer, 401 when signed out', async () => {
    const user = await server.signUp();
    expect((await attempt(user, { chapter: 0, level: 0, exercise: 99, answer: { viewed: true } })).status).toBe(404);
    expect((await attempt(user, { project: 'no-such-project', level: 0, exercise: 0, answer: { viewed: true } })).status).toBe(404);
    const mismatch = await attempt(user, { ...quiz.where, answer: { viewed: true } });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ field: 'answer.option' });
    const missing = await attempt(user, { chapter: 0, level: 0, answer: { viewed: true } });
    expect(await missing.json()).toMatchObject({ field: 'exercise' });
    const signedOut = await server.request('/api/attempts', { method: 'POST', json: { ...card.where, answer: { viewed: true } } });
    expect(signedOut.status).toBe(401);
  });

  it('a signed-out, tampered or expired session earns nothing; one due for its refresh answers and is extended', async () => {
    const body = { ...card.where, answer: { viewed: true } };
    const tokenOf = (user: TestUser) => decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(user.cookie)![1]!).split('.')[0]!;
    const sessionRow = (token: string) => server.database.db.selectFrom('session').select('expiresAt').where('token', '=', token).executeTakeFirst();
    const withCookie = (user: TestUser, cookie: string) => server.request('/api/attempts', { method: 'POST', json: body, headers: { cookie } });

    const signedOut = await server.guest();
    expect((await signedOut.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect((await attempt(signedOut, body)).status).toBe(401);

    const tampered = await server.guest();
    const [name, value] = tampered.cookie.split('=') as [string, string];
    const flipped = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    expect((await withCookie(tampered, `${name}=${flipped(value, 3)}`)).status).toBe(401); // the token
    expect((await withCookie(tampered, `${name}=${flipped(value, value.length - 8)}`)).status).toBe(401); // the signature
    expect(await pointsOf(tampered)).toBe(0);

    const expired = await server.guest();
    await server.database.db.updateTable('session').set({ expiresAt: new Date(Date.now() - 60_000) }).where('token', '=', tokenOf(expired)).execute();
    expect((await attempt(expired, body)).status).toBe(401);
    expect(await sessionRow(tokenOf(expired))).toBeUndefined(); // better-auth removed it

    const dueForRefresh = await server.guest();
    const twoDays = Date.now() + 2 * 24 * 3600_000;
    await server.database.db.updateTable('session').set({ expiresAt: new Date(twoDays) }).where('token', '=', tokenOf(dueForRefresh)).execute();
    expect(await (await attempt(dueForRefresh, body)).json()).toMatchObject({ pointsAwarded: 10 });
    expect((await sessionRow(tokenOf(dueForRefresh)))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it('answers 429 with Retry-After after a burst of attempts', async () => {
    const user = await server.signUp();
    const wrongOption = wrongOptionFor(user);
    let limited: Response | undefined;
    for (let i = 0; i < 130 && !limited; i++) {
      const response = await attempt(user, { ...quiz.where, answer: { option: wrongOption } });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
