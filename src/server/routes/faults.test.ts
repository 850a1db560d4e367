// Fault finding against the real app, engine and database (docs/faults.md): the meter reads the faulty
// circuit as the engine solves it and counts each reading; a right suspect earns 10 points and the star
// within the planner's fewest measurements; every fault reply carries fewestMeasurements; bad input is a
// 400 naming the field; and no response before the right answer gives the fault away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { course, findExercise } from '../../content/index';
import { faultPlan, faultyGrid } from '../../content/fault-exercise';
import type { AuthoringFaultExercise } from '../../content/schema';
import { meterShows } from '../../engine/meter';
import { simulate } from '../../engine/simulate';
import { consistentWith, nextMeasurement } from '../../solver';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

type Where = { chapter: number; level: number; exercise: number };

/** The first fault exercise that needs measuring (fewest ≥ 2), and a circuit exercise. */
function places(): { fault: Where; exercise: AuthoringFaultExercise; circuit: Where } {
  let fault: { where: Where; exercise: AuthoringFaultExercise } | null = null;
  let circuit: Where | null = null;
  course.chapters.forEach((chapter, c) =>
    chapter.levels.forEach((level, l) =>
      level.exercises.forEach((exercise, e) => {
        if (!fault && exercise.exerciseType === 'fault' && faultPlan(exercise).fewest >= 2) fault = { where: { chapter: c, level: l, exercise: e }, exercise };
        if (!circuit && exercise.exerciseType === 'circuit') circuit = { chapter: c, level: l, exercise: e };
      }),
    ),
  );
  if (!fault || !circuit) throw new Error('the course has no fault exercise');
  const found = fault as { where: Where; exercise: AuthoringFaultExercise };
  return { fault: found.where, exercise: found.exercise, circuit };
}

describe.each(testDatabaseKinds)('fault finding on %s', (kind) => {
  let server: TestServer;
  const { fault: where, exercise, circuit } = places();
  const plan = faultPlan(exercise);
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });
  const post = (user: TestUser, path: string, body: unknown) => user.request(path, { method: 'POST', json: body });

  /** Measures along the planner's tree from the replies alone, as a learner would; returns the replies. */
  async function measureToTheEnd(user: TestUser): Promise<unknown[]> {
    const seen: { part: number; reading: { voltage: number; current: number } }[] = [];
    const bodies: unknown[] = [];
    for (let next = nextMeasurement(plan.table, consistentWith(plan.table, seen)); next; next = nextMeasurement(plan.table, consistentWith(plan.table, seen))) {
      const cell = plan.table.parts[next.part];
      const response = await post(user, '/api/faults/measure', { ...where, cell });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { voltage: number; current: number; measurements: number };
      bodies.push(body);
      expect(body.measurements).toBe(seen.length + 1);
      seen.push({ part: next.part, reading: { voltage: body.voltage, current: body.current } });
    }
    return bodies;
  }

  it('reads the faulty circuit as the engine solves it, counts readings, and stars a diagnosis within the fewest', async () => {
    const user = await server.signUp();
    const truth = simulate({ grid: faultyGrid(exercise), readings: true }, { explain: false }).readings ?? [];
    for (const reading of truth.slice(0, 3)) {
      const body = (await (await post(user, '/api/faults/measure', { ...where, cell: { row: reading.row, col: reading.col } })).json()) as Record<string, number>;
      expect({ voltage: body.voltage, current: body.current }).toEqual(meterShows(reading));
    }
    // a wrong suspect: no points; the diagnosis so far used 3 readings and this wrong answer
    const wrongCell = plan.table.parts.find((p) => p.row !== exercise.fault.row || p.col !== exercise.fault.col)!;
    const wrong = (await (await post(user, '/api/attempts', { ...where, answer: { suspect: wrongCell } })).json()) as Record<string, unknown>;
    expect(wrong).toMatchObject({ correct: false, pointsAwarded: 0, fewestMeasurements: plan.fewest, measurementsUsed: 4 });
    // the meter's count starts again, the diagnosis's total does not
    const bodies = await measureToTheEnd(user);
    expect((bodies[0] as { measurements: number }).measurements).toBe(1);
    const right = (await (await post(user, '/api/attempts', { ...where, answer: { suspect: { row: exercise.fault.row, col: exercise.fault.col } } })).json()) as Record<string, unknown>;
    const used = 4 + bodies.length;
    expect(right).toMatchObject({ correct: true, starAchieved: used <= plan.fewest, pointsAwarded: used <= plan.fewest ? 15 : 10, fewestMeasurements: plan.fewest, measurementsUsed: used });
  });

  it('stars a diagnosis that follows the planner from the start, and replaying it once known earns nothing more', async () => {
    const user = await server.signUp();
    const bodies = await measureToTheEnd(user);
    expect(bodies.length).toBeLessThanOrEqual(plan.fewest);
    const answer = { ...where, answer: { suspect: { row: exercise.fault.row, col: exercise.fault.col } } };
    const right = (await (await post(user, '/api/attempts', answer)).json()) as Record<string, unknown>;
    expect(right).toMatchObject({ correct: true, starAchieved: true, pointsAwarded: 15, points: 15, fewestMeasurements: plan.fewest, measurementsUsed: bodies.length });
    const again = (await (await post(user, '/api/attempts', answer)).json()) as Record<string, unknown>;
    expect(again).toMatchObject({ correct: true, pointsAwarded: 0, points: 15, measurementsUsed: bodies.length });
  });

  it('guessing does not earn the star: each wrong answer counts as a measurement, and answering wrong never clears the total', async () => {
    const user = await server.guest();
    const wrongCells = plan.table.parts.filter((p) => p.row !== exercise.fault.row || p.col !== exercise.fault.col).slice(0, plan.fewest + 1);
    expect(wrongCells).toHaveLength(plan.fewest + 1);
    for (const [k, cell] of wrongCells.entries()) {
      const wrong = (await (await post(user, '/api/attempts', { ...where, answer: { suspect: cell } })).json()) as Record<string, unknown>;
      expect(wrong).toMatchObject({ correct: false, measurementsUsed: k + 1 });
    }
    const right = (await (await post(user, '/api/attempts', { ...where, answer: { suspect: { row: exercise.fault.row, col: exercise.fault.col } } })).json()) as Record<string, unknown>;
    expect(right).toMatchObject({ correct: true, starAchieved: false, pointsAwarded: 10, measurementsUsed: plan.fewest + 1 });
  });

  it('a right answer after more than the fewest measurements earns 10 points and no star', async () => {
    const user = await server.guest();
    for (let k = 0; k <= plan.fewest; k++) expect((await post(user, '/api/faults/measure', { ...where, cell: plan.table.parts[0] })).status).toBe(200);
    const right = (await (await post(user, '/api/attempts', { ...where, answer: { suspect: { row: exercise.fault.row, col: exercise.fault.col } } })).json()) as Record<string, unknown>;
    expect(right).toMatchObject({ correct: true, starAchieved: false, pointsAwarded: 10, measurementsUsed: plan.fewest + 1, fewestMeasurements: plan.fewest });
  });

  it('answers bad input with a 400 naming the field, and strangers with 401', async () => {
    const user = await server.signUp();
    const outside = await post(user, '/api/faults/measure', { ...where, cell: { row: 8, col: 8 } });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ field: 'cell' });
    const badRow = await post(user, '/api/faults/measure', { ...where, cell: { row: -1, col: 0 } });
    expect(await badRow.json()).toMatchObject({ field: 'cell.row' });
    const notFault = await post(user, '/api/faults/measure', { ...circuit, cell: { row: 0, col: 0 } });
    expect(notFault.status).toBe(400);
    expect(await notFault.json()).toMatchObject({ field: 'exercise' });
    const noSuspect = await post(user, '/api/attempts', { ...where, answer: { viewed: true } });
    expect(await noSuspect.json()).toMatchObject({ field: 'answer.suspect' });
    const nowhere = await post(user, '/api/faults/measure', { chapter: 99, level: 0, exercise: 0, cell: { row: 0, col: 0 } });
    expect(nowhere.status).toBe(404);
    const stranger = await server.request('/api/faults/measure', { method: 'POST', json: { ...where, cell: { row: 0, col: 0 } } });
    expect(stranger.status).toBe(401);
  });

  it('hints the next part to measure from the learner\'s own readings, and the hint costs the star', async () => {
    const user = await server.signUp();
    const first = (await (await post(user, '/api/hints', { ...where })).json()) as { hint: { kind: string; cell: { row: number; col: number } | null; suspects: number }; starForfeited: boolean };
    const expected = nextMeasurement(plan.table, consistentWith(plan.table, []));
    expect(first.hint).toMatchObject({ kind: 'measure', cell: plan.table.parts[expected!.part] });
    expect(first.starForfeited).toBe(true);
    await measureToTheEnd(user);
    const last = (await (await post(user, '/api/hints', { ...where })).json()) as { hint: { cell: unknown; suspects: number } };
    expect(last.hint).toMatchObject({ cell: null, suspects: 1 });
    const right = (await (await post(user, '/api/attempts', { ...where, answer: { suspect: { row: exercise.fault.row, col: exercise.fault.col } } })).json()) as Record<string, unknown>;
    expect(right).toMatchObject({ correct: true, starAchieved: false, pointsAwarded: 10 });
  });

  it('shows the teacher the measurements a learner used and the fewest', async () => {
    const teacher = await server.signUp();
    const learner = await server.signUp();
    const created = (await (await post(teacher, '/api/classes', { name: 'Fault class' })).json()) as { id: string; code: string };
    expect((await post(learner, '/api/classes/join', { code: created.code })).status).toBeLessThan(300);
    expect((await post(teacher, `/api/classes/${created.id}/assignments`, { chapter: where.chapter, level: where.level })).status).toBeLessThan(300);
    await post(learner, '/api/faults/measure', { ...where, cell: plan.table.parts[0] });
    await post(learner, '/api/faults/measure', { ...where, cell: plan.table.parts[1] });
    await post(learner, '/api/attempts', { ...where, answer: { suspect: { row: exercise.fault.row, col: exercise.fault.col } } });
    const work = (await (await teacher.request(`/api/classes/${created.id}/students/${learner.id}`)).json()) as { exercises: Record<string, unknown>[] };
    const entry = work.exercises.find((e) => e.exercise === where.exercise);
    expect(entry).toMatchObject({ measurementsUsed: 2, fewestMeasurements: plan.fewest });
    const other = work.exercises.find((e) => e.exercise !== where.exercise);
    expect(other?.fewestMeasurements).toBeUndefined();
  });

  it('gives the fault away in no response before the right answer', async () => {
    const user = await server.signUp();
    const texts: string[] = [];
    const keep = async (response: Response) => texts.push(await response.text());
    await keep(await user.request('/api/course'));
    for (const cell of plan.table.parts) await keep(await post(user, '/api/faults/measure', { ...where, cell }));
    await keep(await post(user, '/api/faults/measure', { ...where, cell: { row: 8, col: 8 } }));
    await keep(await post(user, '/api/faults/measure', { ...where, cell: { row: 'x', col: 0 } }));
    await keep(await post(user, '/api/hints', { ...where }));
    for (const cell of plan.table.parts.filter((p) => p.row !== exercise.fault.row || p.col !== exercise.fault.col)) {
      await keep(await post(user, '/api/attempts', { ...where, answer: { suspect: cell } }));
    }
    await keep(await post(user, '/api/attempts', { ...where, answer: { suspect: { row: 8, col: 8 } } }));
    const all = texts.join('\n');
    const served = findExercise(where);
    expect(served?.exerciseType).toBe('fault');
    for (const secret of ['"fault":', 'faultValue', exercise.successMessage, JSON.stringify(exercise.fault)]) expect(all).not.toContain(secret);
    // the served exercise is exactly the public shape: no field beyond it
    const courseBody = JSON.parse(texts[0]) as { chapters: { levels: { exercises: Record<string, unknown>[] }[] }[] };
    const servedExercise = courseBody.chapters[where.chapter].levels[where.level].exercises[where.exercise];
    expect(Object.keys(servedExercise).sort()).toEqual(['description', 'exerciseType', 'goal', 'gridSize', 'prePlacedComponents', 'symptoms', 'title']);
  });
});
