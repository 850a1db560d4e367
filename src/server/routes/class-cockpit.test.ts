// The teacher's cockpit against the real app and database (docs/classes.md): failed checks on assigned
// work recorded with their explanation kinds, who needs help now, the class's common mistakes, one
// learner's work, last activity = last attempt, codes the teacher controls (reset, close, removed
// learners refused, the join limit per address), names the teacher controls (a first name on joining,
// rename, merge a lost guest), robust assignments (due dates, order, a deleted community level, archive)
// and no email in any response.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOINS_PER_MINUTE, classCreatedSchema, classDetailSchema, classListSchema, helpSchema, mistakesSchema, myAssignmentsSchema, studentWorkSchema } from '../../api/classes';
import { leaderboardResponseSchema } from '../../api/leaderboard';
import { storedLevelSchema } from '../../api/levels';
import { findExercise } from '../../content/index';
import type { AuthoringCircuitExercise } from '../../content/schema';
import type { Cell, Grid } from '../../engine/types';
import { gapLevel } from '../../../test/support/server/sample-levels';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

/** Chapter 1 "Closed loops": info, "Close the gap", "Turn the corner", "Build the whole loop", a quiz. */
const CLOSED_LOOPS = { chapter: 0, level: 0 };
const CLOSE_THE_GAP = { ...CLOSED_LOOPS, exercise: 1 };

function grid(exercise: AuthoringCircuitExercise, solved: boolean): Grid {
  const cells: Grid = Array.from({ length: exercise.gridSize.rows }, () => Array<Cell | null>(exercise.gridSize.cols).fill(null));
  for (const { type, row, col, rotation, isOn, resistanceValue } of [...exercise.prePlacedComponents, ...(solved ? exercise.solution.place : [])]) {
    cells[row]![col] = { type, rotation, ...(isOn === undefined ? {} : { isOn }), ...(resistanceValue === undefined ? {} : { resistanceValue }) };
  }
  for (const { row, col, isOn } of solved ? (exercise.solution.toggle ?? []) : []) cells[row]![col] = { ...cells[row]![col]!, isOn };
  return cells;
}

describe.each(testDatabaseKinds)('the teacher’s cockpit on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  let teacher: TestUser;
  const bodies: string[] = [];
  const gap = findExercise(CLOSE_THE_GAP) as AuthoringCircuitExercise;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TRUST_PROXY: '1' } });
    teacher = await server.signUp({ name: 'Ms Rivera', email: 'rivera@school.example' });
  }, 400_000);
  afterAll(async () => server?.close());

  const call = async (user: TestUser | null, path: string, init: RequestInit & { json?: unknown; address?: string } = {}) => {
    const { address, ...rest } = init;
    const headers = { 'x-forwarded-for': address ?? `address-of-${user?.id ?? 'nobody'}` };
    const response = await (user ? user.request(path, { ...rest, headers }) : server.request(path, { ...rest, headers }));
    // The BOM is kept (response.text() would drop it), so the CSV's first bytes can be checked.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    bodies.push(text);
    return { status: response.status, text, json: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : null, headers: response.headers };
  };
  const createClass = async (name: string) => classCreatedSchema.parse((await call(teacher, '/api/classes', { json: { name } })).json);
  const join = (user: TestUser, code: string, extra: { name?: string; address?: string } = {}) =>
    call(user, '/api/classes/join', { json: { code, ...(extra.name ? { name: extra.name } : {}) }, ...(extra.address ? { address: extra.address } : {}) });
  const check = (user: TestUser, solved: boolean) => call(user, '/api/attempts', { json: { ...CLOSE_THE_GAP, answer: { grid: grid(gap, solved) } } });
  const detailOf = async (classId: string) => classDetailSchema.parse((await call(teacher, `/api/classes/${classId}`)).json);
  /** Moves a learner's tries back in time, as if the lesson had gone on. */
  const age = (user: TestUser, minutes: number) =>
    sql`update class_tries set at = at - make_interval(mins => ${minutes}) where user_id = ${user.id}`.execute(server.database.db);

  it('records failed checks on assigned work and shows who needs help, on what, and the common mistake', async () => {
    const klass = await createClass('Lesson');
    const [stuck, fine, idle] = [await server.guest(), await server.guest(), await server.guest()];
    for (const [who, name] of [[stuck, 'Bea'], [fine, 'Cy'], [idle, 'Dee']] as const) expect((await join(who, klass.code, { name })).status).toBe(200);

    // Before the level is assigned, tries are not recorded for the class.
    await check(stuck, false);
    expect(classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json).students.find((s) => s.id === stuck.id)?.failedTries).toBe(0);
    const assignment = (await call(teacher, `/api/classes/${klass.id}/assignments`, { json: CLOSED_LOOPS })).json as { id: string };

    // Bea fails three times on "Close the gap"; Cy fails once and then solves it; Dee does nothing.
    for (let i = 0; i < 3; i += 1) expect((await check(stuck, false)).json).toMatchObject({ correct: false });
    await check(fine, false);
    await check(fine, true);

    const help = helpSchema.parse((await call(teacher, `/api/classes/${klass.id}/help`)).json);
    expect(help.entries).toEqual([
      {
        userId: stuck.id,
        name: 'Bea',
        exercise: { assignmentId: assignment.id, exercise: 1, title: 'Closed loops › 2. Close the gap' },
        failedTries: 3,
        since: expect.any(String),
        lastMistakes: ['open-loop'],
      },
    ]);

    const mistakes = mistakesSchema.parse((await call(teacher, `/api/classes/${klass.id}/mistakes`)).json);
    expect(mistakes.entries).toEqual([
      { assignmentId: assignment.id, exercise: 1, title: 'Closed loops › 2. Close the gap', kind: 'open-loop', label: 'Loop not closed', learners: 2 },
    ]);

    const detail = await detailOf(klass.id);
    const rows = new Map(detail.students.map((student) => [student.name, student]));
    expect(rows.get('Bea')).toMatchObject({ stuck: true, failedTries: 3, current: { assignmentId: assignment.id, exercise: 1 } });
    expect(rows.get('Cy')).toMatchObject({ stuck: false, failedTries: 1 });
    expect(rows.get('Dee')).toMatchObject({ stuck: false, failedTries: 0, current: null, lastActiveAt: null });
    // Last activity is the last attempt, right or wrong: Bea never solved anything.
    expect(rows.get('Bea')?.lastActiveAt).not.toBeNull();

    // One learner's page: every exercise of the assignment, with tries, failed tries, hints and last mistakes.
    const hint = await call(stuck, '/api/hints', { json: { ...CLOSE_THE_GAP, grid: grid(gap, false) } });
    expect(hint.status).toBe(200);
    const work = studentWorkSchema.parse((await call(teacher, `/api/classes/${klass.id}/students/${stuck.id}`)).json);
    expect(work.name).toBe('Bea');
    expect(work.exercises).toHaveLength(5);
    expect(work.exercises[1]).toMatchObject({ exercise: 1, done: false, tries: 3, failedTries: 3, hints: 1, lastMistakes: ['open-loop'] });
    expect(work.exercises[0]).toMatchObject({ exercise: 0, tries: 0, lastTryAt: null });
    expect((await call(teacher, `/api/classes/${klass.id}/students/${teacher.id}`)).status).toBe(404);

    // A success within the last 20 minutes means not stuck; failures after an old success count again.
    await check(stuck, true);
    expect(helpSchema.parse((await call(teacher, `/api/classes/${klass.id}/help`)).json).entries).toEqual([]);
    for (let i = 0; i < 3; i += 1) await check(stuck, false);
    expect(helpSchema.parse((await call(teacher, `/api/classes/${klass.id}/help`)).json).entries).toEqual([]);
    await age(stuck, 21);
    expect(helpSchema.parse((await call(teacher, `/api/classes/${klass.id}/help`)).json).entries.map((entry) => [entry.name, entry.failedTries])).toEqual([['Bea', 3]]);

    // Only the teacher: a learner or a stranger gets the stranger's 404.
    for (const path of ['help', 'mistakes', `students/${stuck.id}`]) {
      expect((await call(fine, `/api/classes/${klass.id}/${path}`)).status).toBe(404);
      expect((await call(null, `/api/classes/${klass.id}/${path}`)).status).toBe(401);
    }
  });

  it('lets the teacher reset the code, close joining, and keep a removed learner out until re-admitted', async () => {
    const klass = await createClass('Codes');
    const learner = await server.guest();
    const reset = await call(teacher, `/api/classes/${klass.id}/code`, { method: 'POST' });
    const { code } = reset.json as { code: string };
    expect(code).not.toBe(klass.code);
    expect((await join(learner, klass.code)).json).toEqual({ error: 'No class has this code.' });
    expect((await join(learner, code)).status).toBe(200);

    expect((await call(teacher, `/api/classes/${klass.id}`, { method: 'PATCH', json: { joinOpen: false } })).json).toMatchObject({ joinOpen: false });
    const late = await server.guest();
    expect(await join(late, code)).toMatchObject({ status: 403, json: { error: 'This class is not taking new members.' } });
    await call(teacher, `/api/classes/${klass.id}`, { method: 'PATCH', json: { joinOpen: true } });
    expect((await join(late, code)).status).toBe(200);

    expect((await call(teacher, `/api/classes/${klass.id}/students/${late.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await join(late, code)).toMatchObject({ status: 403, json: { error: 'Your teacher removed you from this class.' } });
    expect((await detailOf(klass.id)).removed).toEqual([{ id: late.id, name: late.name }]);
    expect((await call(learner, `/api/classes/${klass.id}/students/${late.id}/readmit`, { method: 'POST' })).status).toBe(404);
    expect((await call(teacher, `/api/classes/${klass.id}/students/${late.id}/readmit`, { method: 'POST' })).status).toBe(204);
    expect((await join(late, code)).status).toBe(200);
    expect((await detailOf(klass.id)).removed).toEqual([]);
    // A learner who leaves by themself may come back.
    await call(late, `/api/classes/${klass.id}/leave`, { method: 'POST' });
    expect((await join(late, code)).status).toBe(200);
    expect(await call(teacher, `/api/classes/${klass.id}`, { method: 'PATCH', json: { joinOpen: 'no' } })).toMatchObject({ status: 400, json: { field: 'joinOpen' } });
  });

  it(`holds an address back after ${JOINS_PER_MINUTE} wrong codes a minute, whatever the accounts; right codes never count`, async () => {
    const klass = await createClass('Join limit');
    const school = 'address-of-a-school';
    // Six fresh guests from one address, guessing: the 11th wrong code is refused, and so is every join
    // from that address until the minute is over (a right code must not stand out from a wrong one).
    const guessers = await Promise.all(Array.from({ length: 6 }, () => server.guest()));
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await join(guessers[i % 6]!, `ZZZZZ${i % 10}`, { address: school })).status);
    expect(answers).toEqual([...Array<number>(JOINS_PER_MINUTE).fill(404), 429, 429]);
    const blocked = await join(guessers[0]!, klass.code, { address: school });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await join(guessers[1]!, klass.code, { address: 'address-elsewhere' })).status).toBe(200);

    // A class of 12 joining from one address with the right code: never refused.
    const room = 'address-of-a-classroom';
    const learners = await Promise.all(Array.from({ length: 12 }, () => server.guest()));
    for (const learner of learners) expect((await join(learner, klass.code, { address: room })).status).toBe(200);
  });

  it('shows the first name given on joining, lets the teacher rename a learner and merge a lost guest’s row', async () => {
    const klass = await createClass('Names');
    const first = await server.guest();
    expect((await join(first, klass.code, { name: '  Ana ' })).status).toBe(200);
    await call(teacher, `/api/classes/${klass.id}/assignments`, { json: CLOSED_LOOPS });
    await call(first, '/api/attempts', { json: { ...CLOSED_LOOPS, exercise: 0, answer: { viewed: true } } });
    await check(first, true);

    // Ana's cookie is gone: she comes back as a new guest and gives the same name.
    const again = await server.guest();
    await join(again, klass.code, { name: 'Ana' });
    await call(again, '/api/attempts', { json: { ...CLOSED_LOOPS, exercise: 0, answer: { viewed: true } } });
    let detail = await detailOf(klass.id);
    expect(detail.students.map((student) => [student.name, student.points]).sort()).toEqual([
      ['Ana', 10],
      ['Ana', 25],
    ]);
    expect(detail.students.every((student) => student.isGuest)).toBe(true);

    // The teacher renames one for the class only, and merges the old row into the new one.
    expect((await call(teacher, `/api/classes/${klass.id}/students/${again.id}`, { method: 'PATCH', json: { name: 'Ana P.' } })).json).toEqual({ id: again.id, name: 'Ana P.' });
    expect(((await (await again.request('/api/me')).json()) as { name: string }).name).toBe(again.name);
    expect(await call(teacher, `/api/classes/${klass.id}/students/${again.id}`, { method: 'PATCH', json: { name: ' ' } })).toMatchObject({ status: 400, json: { field: 'name' } });
    expect(await call(teacher, `/api/classes/${klass.id}/students/${again.id}/merge`, { json: { from: again.id } })).toMatchObject({ status: 400, json: { field: 'from' } });
    expect((await call(first, `/api/classes/${klass.id}/students/${again.id}/merge`, { json: { from: first.id } })).status).toBe(404);
    expect((await call(teacher, `/api/classes/${klass.id}/students/${again.id}/merge`, { json: { from: first.id } })).status).toBe(204);
    detail = await detailOf(klass.id);
    // Points recomputed from the merged progress (10 + 15), never added twice; progress kept.
    expect(detail.students.map((student) => [student.id, student.name, student.points, student.assignments[0]?.done])).toEqual([[again.id, 'Ana P.', 25, 2]]);
    const board = leaderboardResponseSchema.parse((await call(again, `/api/classes/${klass.id}/leaderboard`)).json);
    expect(board.entries.map((entry) => entry.name)).toEqual(['Ana P.']);

    // An account with an email is never folded away by a teacher.
    const account = await server.signUp({ name: 'Bo', email: 'bo@learner.example' });
    await join(account, klass.code);
    expect(await call(teacher, `/api/classes/${klass.id}/students/${again.id}/merge`, { json: { from: account.id } })).toMatchObject({ status: 409, json: { field: 'from' } });
  });

  it('edits due dates, reorders, undoes a removal, flags a deleted level and archives the class', async () => {
    const klass = await createClass('Assignments');
    const learner = await server.guest();
    await join(learner, klass.code);
    const creator = await server.signUp({ name: 'Creator' });
    const level = storedLevelSchema.parse(await (await creator.request('/api/levels', { json: gapLevel('Soon gone') })).json());
    const add = async (body: unknown) => (await call(teacher, `/api/classes/${klass.id}/assignments`, { json: body })).json as { id: string; title: string };
    const a = await add(CLOSED_LOOPS);
    const b = await add({ chapter: 0, level: 2, due: '2026-12-01' });
    const c = await add({ levelId: level.id });
    const base = `/api/classes/${klass.id}/assignments`;

    expect((await call(teacher, `${base}/${b.id}`, { method: 'PATCH', json: { due: '2026-12-24' } })).json).toMatchObject({ id: b.id, due: '2026-12-24' });
    expect((await call(teacher, `${base}/${b.id}`, { method: 'PATCH', json: { due: null } })).json).not.toHaveProperty('due');
    expect(await call(teacher, `${base}/${b.id}`, { method: 'PATCH', json: { due: 'soon' } })).toMatchObject({ status: 400, json: { field: 'due' } });
    expect((await call(teacher, `${base}/${c.id}`, { method: 'PATCH', json: { position: 0 } })).status).toBe(200);
    expect((await detailOf(klass.id)).assignments.map((entry) => entry.id)).toEqual([c.id, a.id, b.id]);

    // Undo a removal: the page adds it back where it was, with its due date.
    await call(teacher, `${base}/${a.id}`, { method: 'DELETE' });
    const back = await add({ ...CLOSED_LOOPS, due: '2026-12-02' });
    await call(teacher, `${base}/${back.id}`, { method: 'PATCH', json: { position: 1 } });
    expect((await detailOf(klass.id)).assignments.map((entry) => [entry.title, entry.due ?? null])).toEqual([
      ['Soon gone', null],
      ['Closed loops', '2026-12-02'],
      ['Switches', null],
    ]);

    // The creator deletes the level: the teacher and the learners are told.
    expect((await creator.request(`/api/levels/${level.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await detailOf(klass.id)).assignments[0]).toMatchObject({ id: c.id, levelDeleted: true });
    expect(myAssignmentsSchema.parse((await call(learner, base)).json).assignments[0]).toMatchObject({ levelDeleted: true });

    // Archive: read-only for the teacher, learners told; bringing it back makes it writable again.
    expect((await call(teacher, `/api/classes/${klass.id}`, { method: 'PATCH', json: { archived: true } })).json).toMatchObject({ archived: true });
    expect(myAssignmentsSchema.parse((await call(learner, base)).json).archived).toBe(true);
    expect(classListSchema.parse((await call(learner, '/api/classes')).json).member[0]).toMatchObject({ id: klass.id, archived: true });
    expect((await call(teacher, base, { json: { chapter: 0, level: 1 } })).status).toBe(409);
    expect((await call(teacher, `${base}/${b.id}`, { method: 'PATCH', json: { position: 0 } })).status).toBe(409);
    expect((await call(teacher, `/api/classes/${klass.id}/code`, { method: 'POST' })).status).toBe(409);
    const late = await server.guest();
    expect((await join(late, (await detailOf(klass.id)).code)).status).toBe(403);
    expect((await call(teacher, `/api/classes/${klass.id}/progress.csv`)).status).toBe(200);
    expect((await call(teacher, `/api/classes/${klass.id}`, { method: 'PATCH', json: { archived: false } })).json).toMatchObject({ archived: false });
    expect((await call(teacher, base, { json: { chapter: 0, level: 1 } })).status).toBe(201);
  });

  it('keeps members of a class off the global leaderboard unless the class allows it; they still see their own rank', async () => {
    const klass = await createClass('Privacy');
    const child = await server.guest();
    await call(child, '/api/attempts', { json: { ...CLOSED_LOOPS, exercise: 0, answer: { viewed: true } } });
    const stranger = await server.signUp({ name: 'Somebody' });
    const names = async (user: TestUser) => leaderboardResponseSchema.parse((await call(user, '/api/leaderboard')).json).entries.map((entry) => entry.name);
    expect(await names(stranger)).toContain(child.name);
    await join(child, klass.code, { name: 'Kid' });
    expect(await names(stranger)).not.toContain(child.name);
    expect(await names(stranger)).not.toContain('Kid');
    expect(leaderboardResponseSchema.parse((await call(child, '/api/leaderboard')).json).entries.find((entry) => entry.you)).toMatchObject({ name: child.name, points: 10 });
    expect((await call(teacher, `/api/classes/${klass.id}`, { method: 'PATCH', json: { publicLeaderboard: true } })).json).toMatchObject({ publicLeaderboard: true });
    expect(await names(stranger)).toContain(child.name);
    // The class leaderboard is unchanged.
    expect(leaderboardResponseSchema.parse((await call(child, `/api/classes/${klass.id}/leaderboard`)).json).entries.map((entry) => entry.name)).toEqual(['Kid']);
  });

  it('never shows an email in any class response', () => {
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toMatch(/@(school|learner)\.example|guest\.ohmlet\.invalid|@example\.com/);
      expect(body).not.toContain('"email"');
    }
  });
});
