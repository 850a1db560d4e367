// Fault practice against the real app, engine and database (docs/faults.md "Fault practice"): the Fault
// finding chapter's practice seed serves a generated broken circuit without its fault; the meter reads
// the faulty circuit as the engine solves it; the suspect is judged through the practice attempts path
// (no points, the streak, the planner's star); the hint costs the star; bad input is a 400 naming the
// field; measuring is rate-limited; and no response or header before the right answer gives the fault away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResponseSchema } from '../../api/attempts';
import { faultExerciseSchema } from '../../api/exercise';
import { faultyGrid } from '../../content/fault-exercise';
import { course } from '../../content/index';
import { publicExercise } from '../attempts/kinds/index';
import { practiceKind } from '../../learning/practice-chapters';
import { meterShows } from '../../engine/meter';
import { simulate } from '../../engine/simulate';
import { faultPractice } from '../../generator';
import { consistentWith, nextMeasurement } from '../../solver';
import { MEASURE_LIMIT } from '../heavy-limit';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

const ZONE = { 'x-time-zone': 'Europe/Paris' };
const CHAPTER = course.chapters.findIndex((chapter) => practiceKind(chapter) === 'fault');
const CIRCUIT_CHAPTER = course.chapters.findIndex((chapter) => practiceKind(chapter) === 'circuit');
/** A seed whose fault needs measuring (the planner's fewest ≥ 1), so the star and the hint mean something. */
const SEED = [3, 1, 6, 8].find((seed) => faultPractice(seed).plan.fewest >= 1) ?? 3;
const { exercise, plan } = faultPractice(SEED);
const fault = { row: exercise.fault.row, col: exercise.fault.col };
const wrongCells = plan.table.parts.filter((p) => p.row !== fault.row || p.col !== fault.col);

describe.each(testDatabaseKinds)('fault practice on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());
  const post = (user: TestUser, path: string, body: unknown) => user.request(path, { method: 'POST', json: body, headers: ZONE });
  const where = { chapter: CHAPTER, seed: SEED };

  /** Measures along the planner's tree from the replies alone, as a learner would. */
  async function measureToTheEnd(user: TestUser): Promise<Response[]> {
    const seen: { part: number; reading: { voltage: number; current: number } }[] = [];
    const responses: Response[] = [];
    for (let next = nextMeasurement(plan.table, consistentWith(plan.table, seen)); next; next = nextMeasurement(plan.table, consistentWith(plan.table, seen))) {
      const response = await post(user, '/api/faults/measure', { ...where, cell: plan.table.parts[next.part] });
      expect(response.status).toBe(200);
      const body = (await response.clone().json()) as { voltage: number; current: number; measurements: number };
      expect(body.measurements).toBe(seen.length + 1);
      seen.push({ part: next.part, reading: body });
      responses.push(response);
    }
    return responses;
  }

  it('serves the Fault finding chapter a broken generated circuit in the public fault shape, the same for the same seed', async () => {
    expect(CHAPTER).toBeGreaterThanOrEqual(0);
    const response = await server.request(`/api/practice/${CHAPTER}?seed=${SEED}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { chapter: number; seed: number; exercise: Record<string, unknown> };
    expect(body).toMatchObject({ chapter: CHAPTER, seed: SEED });
    expect(Object.keys(body).sort()).toEqual(['chapter', 'exercise', 'seed']);
    expect(faultExerciseSchema.parse(body.exercise)).toEqual(publicExercise(exercise));
    expect(Object.keys(body.exercise).sort()).toEqual(['description', 'exerciseType', 'goal', 'gridSize', 'prePlacedComponents', 'symptoms', 'title']);
    const again = await (await server.request(`/api/practice/${CHAPTER}?seed=${SEED}`)).json();
    expect(again).toEqual(body);
    const next = (await (await server.request(`/api/practice/${CHAPTER}?seed=${SEED + 1}`)).json()) as typeof body;
    expect(next.exercise).not.toEqual(body.exercise);
  });

  it('reads the faulty circuit as the engine solves it, and a right suspect within the fewest earns the star, no points and the streak', async () => {
    const user = await server.signUp();
    const pointsBefore = ((await (await user.request('/api/me')).json()) as { points: number }).points;
    const truth = simulate({ grid: faultyGrid(exercise), readings: true }, { explain: false }).readings ?? [];
    const first = truth.find((r) => r.row === plan.table.parts[0].row && r.col === plan.table.parts[0].col)!;
    const read = (await (await post(user, '/api/faults/measure', { ...where, cell: plan.table.parts[0] })).json()) as Record<string, number>;
    expect({ voltage: read.voltage, current: read.current }).toEqual(meterShows(first));
    expect(read.measurements).toBe(1);

    // a wrong suspect: counted as a measurement, the meter starts again
    const wrong = attemptResponseSchema.parse(await (await post(user, '/api/practice/attempts', { ...where, answer: { suspect: wrongCells[0] } })).json());
    expect(wrong).toMatchObject({ correct: false, completed: false, pointsAwarded: 0, points: pointsBefore, fewestMeasurements: plan.fewest, measurementsUsed: 2 });

    // a learner who follows the planner from the start gets the star
    const learner = await server.signUp();
    const readings = await measureToTheEnd(learner);
    expect(readings.length).toBeLessThanOrEqual(plan.fewest);
    const right = attemptResponseSchema.parse(await (await post(learner, '/api/practice/attempts', { ...where, answer: { suspect: fault } })).json());
    expect(right).toMatchObject({ correct: true, completed: true, starAchieved: true, pointsAwarded: 0, points: 0, fewestMeasurements: plan.fewest, measurementsUsed: readings.length });
    expect(right.feedback.message).toBe(exercise.successMessage);
    expect(await (await learner.request('/api/me/streak', { headers: ZONE })).json()).toMatchObject({ days: 1, activeToday: true });
  });

  it("hints the next part to measure from the learner's readings, and the hint costs the star", async () => {
    const user = await server.guest();
    const hint = (await (await post(user, '/api/hints', where)).json()) as { hint: { kind: string; cell: unknown }; starForfeited: boolean };
    const expected = nextMeasurement(plan.table, consistentWith(plan.table, []));
    expect(hint).toEqual(expect.objectContaining({ starForfeited: true }));
    expect(hint.hint).toMatchObject({ kind: 'measure', cell: plan.table.parts[expected!.part] });
    await measureToTheEnd(user);
    const right = attemptResponseSchema.parse(await (await post(user, '/api/practice/attempts', { ...where, answer: { suspect: fault } })).json());
    expect(right).toMatchObject({ correct: true, starAchieved: false, pointsAwarded: 0 });
  });

  it('answers bad input with a 400 naming the field, and strangers with 401', async () => {
    const user = await server.signUp();
    const bad = async (response: Response, field: string) => {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field });
    };
    await bad(await server.request(`/api/practice/${CHAPTER}?seed=-1`), 'seed');
    await bad(await server.request(`/api/practice/${CHAPTER}?seed=1000001`), 'seed');
    await bad(await post(user, '/api/faults/measure', { chapter: CHAPTER, seed: 'x', cell: fault }), 'seed');
    await bad(await post(user, '/api/faults/measure', { chapter: CHAPTER, seed: 1.5, cell: fault }), 'seed');
    await bad(await post(user, '/api/faults/measure', { chapter: CIRCUIT_CHAPTER, seed: 0, cell: fault }), 'chapter');
    await bad(await post(user, '/api/faults/measure', { chapter: 42, seed: 0, cell: fault }), 'chapter');
    await bad(await post(user, '/api/faults/measure', { ...where, cell: { row: 8, col: 8 } }), 'cell');
    await bad(await post(user, '/api/faults/measure', { ...where, level: 0, cell: fault }), 'level');
    await bad(await post(user, '/api/practice/attempts', { ...where, answer: { grid: [[null]] } }), 'answer.suspect');
    await bad(await post(user, '/api/practice/attempts', { ...where, answer: { suspect: { row: 8, col: 8 } } }), 'answer.suspect');
    await bad(await post(user, '/api/practice/attempts', { chapter: CHAPTER, seed: -3, answer: { suspect: fault } }), 'seed');
    await bad(await post(user, '/api/practice/attempts', { chapter: CIRCUIT_CHAPTER, seed: 0, answer: { suspect: fault } }), 'answer.grid');
    await bad(await post(user, '/api/hints', { chapter: CIRCUIT_CHAPTER, seed: 0 }), 'chapter');
    await bad(await post(user, '/api/hints', { ...where, seed: 1_000_001 }), 'seed');
    expect((await server.request('/api/faults/measure', { method: 'POST', json: { ...where, cell: fault } })).status).toBe(401);
    expect((await server.request('/api/practice/attempts', { method: 'POST', json: { ...where, answer: { suspect: fault } } })).status).toBe(401);
  });

  it('counts practice measurements like simulations: past the limit, a 429 with when to retry', async () => {
    const user = await server.guest();
    let last: Response | null = null;
    for (let k = 0; k <= MEASURE_LIMIT.perAccount; k++) last = await post(user, '/api/faults/measure', { ...where, cell: plan.table.parts[0] });
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toBeTruthy();
  });

  it('gives the fault away in no response or header before the right answer', async () => {
    const user = await server.signUp();
    const texts: string[] = [];
    const keep = async (response: Response) => texts.push(JSON.stringify([...response.headers.entries()]), await response.text());
    await keep(await user.request(`/api/practice/${CHAPTER}?seed=${SEED}`));
    for (const cell of plan.table.parts) await keep(await post(user, '/api/faults/measure', { ...where, cell }));
    await keep(await post(user, '/api/faults/measure', { ...where, cell: { row: 8, col: 8 } }));
    await keep(await post(user, '/api/faults/measure', { ...where, cell: { row: 'x', col: 0 } }));
    await keep(await post(user, '/api/hints', where));
    for (const cell of wrongCells) await keep(await post(user, '/api/practice/attempts', { ...where, answer: { suspect: cell } }));
    await keep(await post(user, '/api/practice/attempts', { ...where, answer: { suspect: { row: 8, col: 8 } } }));
    await keep(await post(user, '/api/practice/attempts', { ...where, answer: { grid: [[null]] } }));
    const all = texts.join('\n');
    const kindWords = { open: 'was open', short: 'was shorted', flat: 'was flat', value: 'was really' };
    for (const secret of ['"fault":', 'faultValue', exercise.successMessage, JSON.stringify(exercise.fault), kindWords[exercise.fault.kind]]) expect(all).not.toContain(secret);
    // only the right answer's card tells
    const right = await (await post(user, '/api/practice/attempts', { ...where, answer: { suspect: fault } })).text();
    expect(right).toContain(exercise.successMessage);
  });
});
