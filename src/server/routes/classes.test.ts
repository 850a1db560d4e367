// Classes against the real app, auth and database: a teacher's whole flow with a guest and a signed-up
// learner, every access rule (teacher, member, stranger, guest, removed learner, deleted class), the
// CSV, no email in any class response, and the join-code rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_CODE_ALPHABET,
  CSV_HEADER,
  JOINS_PER_MINUTE,
  classCreatedSchema,
  classDetailSchema,
  classListSchema,
  myAssignmentsSchema,
} from '../../api/classes';
import { leaderboardResponseSchema } from '../../api/leaderboard';
import { storedLevelSchema } from '../../api/levels';
import { course, findExercise } from '../../content/index';
import type { AuthoringCircuitExercise } from '../../content/schema';
import type { Cell, Grid } from '../../engine/types';
import { gapLevel } from '../../../test/support/server/sample-levels';
import { gapGrid } from '../../../test/support/server/gap-grid';
import { cookieFrom, startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

/** Chapter 1 "Switches": an info card, then a circuit with a star. */
const SWITCHES = { chapter: 0, level: 2 };
/** Chapter 2 "Meet the MOSFET": one info card. */
const MOSFET_INFO = { chapter: 1, level: 3 };
/** Egg Timer "Breadboard": two info cards. */
const BREADBOARD = { project: 'egg', level: 1 };

function starGrid(exercise: AuthoringCircuitExercise): Grid {
  const grid: Grid = Array.from({ length: exercise.gridSize.rows }, () => Array<Cell | null>(exercise.gridSize.cols).fill(null));
  const solution = exercise.starSolution ?? exercise.solution;
  for (const { type, row, col, rotation, isOn, resistanceValue } of [...exercise.prePlacedComponents, ...solution.place]) {
    grid[row]![col] = { type, rotation, ...(isOn === undefined ? {} : { isOn }), ...(resistanceValue === undefined ? {} : { resistanceValue }) };
  }
  for (const { row, col, isOn } of solution.toggle ?? []) grid[row]![col] = { ...grid[row]![col]!, isOn };
  return grid;
}

describe.each(testDatabaseKinds)('classes API on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  let teacher: TestUser;
  let ada: TestUser;
  let guest: TestUser;
  let stranger: TestUser;
  /** Every class response body seen in this file, checked for emails at the end. */
  const bodies: string[] = [];

  beforeAll(async () => {
    // Each learner calls from an address of their own unless a test says otherwise (the join limit per address).
    server = await startTestServer(kind, { env: { TRUST_PROXY: '1' } });
    teacher = await server.signUp({ name: 'Ms Rivera', email: 'rivera@school.example' });
    ada = await server.signUp({ name: 'Ada', email: 'ada@learner.example' });
    guest = await server.guest();
    stranger = await server.signUp({ name: 'Stranger', email: 'stranger@nowhere.example' });
  });
  afterAll(async () => server?.close());

  const call = async (user: TestUser | null, path: string, init: RequestInit & { json?: unknown; address?: string } = {}) => {
    const { address, ...rest } = init;
    const headers = { 'x-forwarded-for': address ?? `address-of-${user?.id ?? 'nobody'}`, ...(rest.headers as Record<string, string> | undefined) };
    const response = await (user ? user.request(path, { ...rest, headers }) : server.request(path, { ...rest, headers }));
    // The BOM is kept (response.text() would drop it), so the CSV's first bytes can be checked.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    bodies.push(text);
    return { status: response.status, text, json: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : null, headers: response.headers };
  };
  const createClass = async (user: TestUser, name: string) => classCreatedSchema.parse((await call(user, '/api/classes', { json: { name } })).json);
  const join = (user: TestUser, code: string, address?: string) => call(user, '/api/classes/join', { json: { code }, ...(address ? { address } : {}) });
  const attempt = (user: TestUser, body: unknown) => call(user, '/api/attempts', { json: body });

  it('runs a class: create, join by code (guests too), assign, learners play, the teacher sees progress', async () => {
    const created = await call(teacher, '/api/classes', { json: { name: '  Year 7 Physics ' } });
    expect(created.status).toBe(201);
    const klass = classCreatedSchema.parse(created.json);
    expect(klass.name).toBe('Year 7 Physics');
    expect(klass.code).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{6}$`));

    // Case and spaces do not matter; joining twice is harmless.
    const typed = `${klass.code.slice(0, 3).toLowerCase()} ${klass.code.slice(3)}`;
    expect(await join(guest, typed)).toMatchObject({ status: 200, json: { id: klass.id, name: 'Year 7 Physics' } });
    expect((await join(ada, klass.code)).status).toBe(200);
    expect((await join(ada, klass.code)).status).toBe(200);

    const level = storedLevelSchema.parse(await (await teacher.request('/api/levels', { json: gapLevel('Close the gap') })).json());
    const add = (body: unknown) => call(teacher, `/api/classes/${klass.id}/assignments`, { json: body });
    const course = await add({ ...SWITCHES, due: '2026-12-01' });
    expect(course.status).toBe(201);
    expect(course.json).toMatchObject({ title: 'Switches', chapter: 0, level: 2, due: '2026-12-01' });
    const project = await add(BREADBOARD);
    expect(project.json).toMatchObject({ title: 'Breadboard', project: 'egg', level: 1 });
    expect(project.json).not.toHaveProperty('due');
    const community = await add({ levelId: level.id });
    expect(community.json).toMatchObject({ title: 'Close the gap', levelId: level.id });
    expect((await add(MOSFET_INFO)).status).toBe(201);
    expect((await add(SWITCHES)).status).toBe(409);

    // Ada: the info card and the circuit with its star; the guest: both Breadboard cards.
    expect((await attempt(ada, { ...SWITCHES, exercise: 0, answer: { viewed: true } })).status).toBe(200);
    const circuit = findExercise({ ...SWITCHES, exercise: 1 }) as AuthoringCircuitExercise;
    const solved = await attempt(ada, { ...SWITCHES, exercise: 1, answer: { grid: starGrid(circuit) } });
    expect(solved.json).toMatchObject({ correct: true });
    for (const exercise of [0, 1]) await attempt(guest, { ...BREADBOARD, exercise, answer: { viewed: true } });
    // Ada solves the community level: judged by the server, recorded, no points.
    expect((await attempt(ada, { levelId: level.id, answer: { grid: gapGrid(false) } })).json).toMatchObject({ correct: false, completed: false });
    expect((await attempt(ada, { levelId: level.id, answer: { grid: [[null]] } })).status).toBe(400);
    expect((await attempt(ada, { levelId: level.id, answer: { grid: gapGrid(true) } })).json).toMatchObject({
      correct: true,
      completed: true,
      pointsAwarded: 0,
      points: 25,
      feedback: { title: 'Well done!', message: 'The loop is closed!' },
    });

    const detail = classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json);
    expect(detail).toMatchObject({ id: klass.id, name: 'Year 7 Physics', code: klass.code });
    expect(detail.assignments.map((assignment) => assignment.title)).toEqual(['Switches', 'Breadboard', 'Close the gap', 'Meet the MOSFET']);
    const [switches, breadboard, gap, mosfet] = detail.assignments.map((assignment) => assignment.id);
    const adaRow = detail.students.find((student) => student.id === ada.id)!;
    const guestRow = detail.students.find((student) => student.id === guest.id)!;
    expect(detail.students).toHaveLength(2);
    expect(adaRow).toMatchObject({ name: 'Ada', points: 25 });
    expect(adaRow.lastActiveAt).not.toBeNull();
    expect(adaRow.assignments).toMatchObject([
      { assignmentId: switches, done: 2, total: 2, starred: 2, doneAt: expect.any(String) },
      { assignmentId: breadboard, done: 0, total: 1, starred: 0, doneAt: null },
      { assignmentId: gap, done: 1, total: 1, starred: 0, doneAt: expect.any(String) },
      { assignmentId: mosfet, done: 0, total: 1, starred: 0, doneAt: null },
    ]);
    // Ada's last check of anything was the community level.
    expect(adaRow.lastActiveAt).toBe(adaRow.assignments[2]!.lastTryAt);
    expect(guestRow.assignments.find((entry) => entry.assignmentId === breadboard)).toMatchObject({ assignmentId: breadboard, done: 1, total: 1, starred: 0 });
    expect(guestRow.assignments.find((entry) => entry.assignmentId === switches)).toMatchObject({ done: 0, total: 2 });
    expect(guestRow.assignments.find((entry) => entry.assignmentId === gap)).toMatchObject({ done: 0, total: 1 });

    // The learner's own view: the same numbers, for the caller only.
    const mine = myAssignmentsSchema.parse((await call(ada, `/api/classes/${klass.id}/assignments`)).json);
    expect(mine.name).toBe('Year 7 Physics');
    expect(mine.assignments[2]).toMatchObject({ id: gap, title: 'Close the gap', source: 'Explore', done: 1, total: 1 });
    expect(mine.assignments[0]).toMatchObject({ id: switches, title: 'Switches', source: 'Batteries, resistors and switches', due: '2026-12-01', done: 2, total: 2, starred: 2 });

    // Lists: the teacher teaches it, the learners are members with the teacher's name.
    expect(classListSchema.parse((await call(teacher, '/api/classes')).json)).toEqual({
      teaching: [{ id: klass.id, name: 'Year 7 Physics', code: klass.code, studentCount: 2 }],
      member: [],
    });
    expect(classListSchema.parse((await call(guest, '/api/classes')).json)).toEqual({
      teaching: [],
      member: [{ id: klass.id, name: 'Year 7 Physics', teacherName: 'Ms Rivera' }],
    });

    // Class leaderboard: members only, by points, the caller marked; the teacher sees it too.
    const board = leaderboardResponseSchema.parse((await call(guest, `/api/classes/${klass.id}/leaderboard`)).json);
    expect(board.entries).toEqual([
      { rank: 1, name: 'Ada', points: 25, you: false },
      { rank: 2, name: guest.name, points: 0, you: true },
    ]);
    const teacherBoard = leaderboardResponseSchema.parse((await call(teacher, `/api/classes/${klass.id}/leaderboard`)).json);
    expect(teacherBoard.entries.map((entry) => entry.name)).not.toContain('Ms Rivera');

    // CSV: one row per learner and assignment, UTF-8 with a byte-order mark, times in the teacher's zone.
    const csv = await call(teacher, `/api/classes/${klass.id}/progress.csv?tz=Asia/Kolkata`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="year-7-physics-progress.csv"');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(1 + 2 * 4);
    const kolkata = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const adaSwitches = adaRow.assignments[0]!;
    expect(lines).toContain(
      `Ada,Switches,2,2,2,${kolkata(adaSwitches.lastTryAt!)},"Batteries, resistors and switches",2026-12-01,${kolkata(adaSwitches.doneAt!)},${Date.parse(adaSwitches.doneAt!) > Date.parse('2026-12-01T18:30:00Z') ? 'late' : 'on time'},Asia/Kolkata`,
    );
    // Never tried: no last check, no done time; its own row, not the learner's overall last activity.
    expect(lines).toContain('Ada,Meet the MOSFET,0,1,0,,Using schematic symbols,,,not done,Asia/Kolkata');
    expect(lines.find((line) => line.startsWith(`${guest.name},Breadboard,1,1,0,`))).toMatch(/,Egg Timer,,\d{4}-\d\d-\d\d \d\d:\d\d,on time,Asia\/Kolkata$/);
    expect(await call(teacher, `/api/classes/${klass.id}/progress.csv?tz=Mars/Olympus`)).toMatchObject({ status: 400, json: { field: 'tz' } });

    // Removing an assignment.
    expect((await call(teacher, `/api/classes/${klass.id}/assignments/${mosfet}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(teacher, `/api/classes/${klass.id}/assignments/${mosfet}`, { method: 'DELETE' })).status).toBe(404);
    expect(classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json).assignments).toHaveLength(3);
  });

  it('lets only the teacher see and change a class; members read assignments and the leaderboard; strangers get 404', async () => {
    const klass = await createClass(teacher, 'Access rules');
    await join(ada, klass.code);
    const base = `/api/classes/${klass.id}`;
    const teacherOnly: [string, RequestInit & { json?: unknown }][] = [
      [base, {}],
      [`${base}/progress.csv`, {}],
      [`${base}/assignments`, { json: MOSFET_INFO }],
      [`${base}/students/${ada.id}`, { method: 'DELETE' }],
      [base, { method: 'DELETE' }],
    ];
    const memberReads = [`${base}/assignments`, `${base}/leaderboard`];

    for (const [path, init] of teacherOnly) {
      for (const who of [ada, stranger, guest]) {
        const answer = await call(who, path, init);
        expect([path, init.method, answer.status, answer.json]).toEqual([path, init.method, 404, { error: 'No such class.' }]);
      }
      expect((await call(null, path, init)).status).toBe(401);
    }
    for (const path of memberReads) {
      expect((await call(ada, path)).status).toBe(200);
      expect((await call(teacher, path)).status).toBe(200);
      expect((await call(stranger, path)).status).toBe(404);
      expect((await call(null, path)).status).toBe(401);
    }
    // A stranger cannot tell a real class from a made-up id or a malformed one.
    expect((await call(stranger, '/api/classes/00000000-0000-4000-8000-000000000000')).json).toEqual({ error: 'No such class.' });
    expect((await call(stranger, '/api/classes/not-a-uuid/leaderboard')).status).toBe(404);
    expect((await call(stranger, `${base}/leave`, { method: 'POST' })).status).toBe(404);
    expect((await call(teacher, `${base}/leave`, { method: 'POST' })).status).toBe(409);
    expect((await join(teacher, klass.code)).status).toBe(409);
    expect((await call(teacher, `${base}/students/${stranger.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps guests from teaching, checks every field, and needs a session', async () => {
    expect(await call(guest, '/api/classes', { json: { name: 'Guests class' } })).toMatchObject({ status: 403 });
    expect((await call(null, '/api/classes', { json: { name: 'x' } })).status).toBe(401);
    expect((await call(null, '/api/classes')).status).toBe(401);
    expect((await call(null, '/api/classes/join', { json: { code: 'ABCDEF' } })).status).toBe(401);
    expect((await call(teacher, '/api/classes', { json: { name: '   ' } })).json).toMatchObject({ field: 'name' });
    expect((await call(teacher, '/api/classes', { json: { name: 'x'.repeat(61) } })).json).toMatchObject({ field: 'name' });
    expect((await call(teacher, '/api/classes', { json: { name: 'ok', teacherId: 'x' } })).json).toMatchObject({ field: 'teacherId' });

    const klass = await createClass(teacher, 'Fields');
    const add = (body: unknown) => call(teacher, `/api/classes/${klass.id}/assignments`, { json: body });
    expect(await add({ chapter: 0, level: 2, due: 'next week' })).toMatchObject({ status: 400, json: { field: 'due' } });
    expect(await add({ chapter: course.chapters.length, level: 0 })).toMatchObject({ status: 404, json: { field: 'chapter' } });
    expect(await add({ chapter: 0, level: 40 })).toMatchObject({ status: 404, json: { field: 'level' } });
    expect(await add({ project: 'nope', level: 0 })).toMatchObject({ status: 404, json: { field: 'project' } });
    // A code as a teacher might type it reads as the unlock box reads it, and is stored as the project's code.
    expect(await add({ project: ' EGG ', level: 0 })).toMatchObject({ status: 201, json: { project: 'egg', level: 0 } });
    expect(await add({ levelId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ status: 404, json: { field: 'levelId' } });
    expect(await add({ levelId: 'abc' })).toMatchObject({ status: 400, json: { field: 'levelId' } });
    expect(await add({ chapter: 0, level: 0, project: 'egg' })).toMatchObject({ status: 400, json: { field: 'chapter' } });
    expect(await add({ chapter: 0 })).toMatchObject({ status: 400, json: { field: 'level' } });
    expect(await join(ada, '')).toMatchObject({ status: 400, json: { field: 'code' } });
  });

  it('a removed learner loses the class but keeps their progress; deleting a class keeps everyone’s progress', async () => {
    const learner = await server.guest();
    const klass = await createClass(teacher, 'Removal');
    await join(learner, klass.code);
    await call(teacher, `/api/classes/${klass.id}/assignments`, { json: MOSFET_INFO });
    await attempt(learner, { ...MOSFET_INFO, exercise: 0, answer: { viewed: true } });
    const pointsBefore = ((await (await learner.request('/api/me')).json()) as { points: number }).points;
    expect(pointsBefore).toBe(10);

    expect((await call(teacher, `/api/classes/${klass.id}/students/${learner.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(learner, `/api/classes/${klass.id}/assignments`)).status).toBe(404);
    expect((await call(learner, `/api/classes/${klass.id}/leaderboard`)).status).toBe(404);
    expect(classListSchema.parse((await call(learner, '/api/classes')).json).member).toEqual([]);
    expect(classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json).students).toEqual([]);
    const me = (await (await learner.request('/api/me')).json()) as { points: number; progress: Record<string, unknown> };
    expect(me.points).toBe(10);
    expect(me.progress).toMatchObject({ '1': { '3': { '0': { completed: true } } } });

    // A removed learner is refused until the teacher re-admits them; then the same progress shows again.
    expect(await join(learner, klass.code)).toMatchObject({ status: 403, json: { error: 'Your teacher removed you from this class.' } });
    expect((await call(teacher, `/api/classes/${klass.id}/students/${learner.id}/readmit`, { method: 'POST' })).status).toBe(204);
    expect((await join(learner, klass.code)).status).toBe(200);
    const back = classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json);
    expect(back.students[0]!.assignments[0]).toMatchObject({ done: 1, total: 1 });

    const leaver = await server.guest();
    await join(leaver, klass.code);
    expect((await call(leaver, `/api/classes/${klass.id}/leave`, { method: 'POST' })).status).toBe(204);
    expect((await call(leaver, `/api/classes/${klass.id}/assignments`)).status).toBe(404);

    expect((await call(teacher, `/api/classes/${klass.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const who of [teacher, learner]) expect((await call(who, `/api/classes/${klass.id}/assignments`)).status).toBe(404);
    expect((await call(teacher, `/api/classes/${klass.id}`)).status).toBe(404);
    expect((await join(learner, klass.code)).json).toEqual({ error: 'No class has this code.' });
    expect(((await (await learner.request('/api/me')).json()) as { points: number }).points).toBe(10);
    expect(classListSchema.parse((await call(teacher, '/api/classes')).json).teaching.map((entry) => entry.id)).not.toContain(klass.id);
  });

  it('a guest who signs up keeps their class and shows up in the roster under the new account', async () => {
    const klass = await createClass(teacher, 'Guests who stay');
    const learner = await server.guest();
    await join(learner, klass.code);
    await attempt(learner, { ...MOSFET_INFO, exercise: 0, answer: { viewed: true } });
    await call(teacher, `/api/classes/${klass.id}/assignments`, { json: MOSFET_INFO });
    const signedUp = await learner.request('/api/auth/sign-up/email', { json: { name: 'Kept', email: 'kept@learner.example', password: 'keep-it-1' } });
    expect(signedUp.status).toBe(200);
    const cookie = cookieFrom(signedUp);
    const account = (await signedUp.json()) as { user: { id: string } };
    const list = classListSchema.parse(await (await server.request('/api/classes', { headers: { cookie } })).json());
    expect(list.member.map((entry) => entry.name)).toEqual(['Guests who stay']);
    const detail = classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json);
    expect(detail.students.map((student) => [student.id, student.name, student.points, student.assignments[0]?.done])).toEqual([
      [account.user.id, 'Kept', 10, 1],
    ]);
  });

  it('quotes CSV cells and defuses spreadsheet formulas in names', async () => {
    const klass = await createClass(teacher, 'CSV, "quoted"');
    const learner = await server.signUp({ name: '=HYPERLINK("x")' });
    await join(learner, klass.code);
    await call(teacher, `/api/classes/${klass.id}/assignments`, { json: MOSFET_INFO });
    const csv = await call(teacher, `/api/classes/${klass.id}/progress.csv`);
    expect(csv.text).toBe(`\uFEFF${CSV_HEADER}\r\n"'=HYPERLINK(""x"")",Meet the MOSFET,0,1,0,,Using schematic symbols,,,not done,UTC\r\n`);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="csv-quoted-progress.csv"');
  });

  it(`rate-limits join tries to ${JOINS_PER_MINUTE} a minute per learner, right or wrong`, async () => {
    const klass = await createClass(teacher, 'Throttle');
    const guesser = await server.guest();
    for (let i = 0; i < JOINS_PER_MINUTE; i += 1) {
      expect((await join(guesser, 'ZZZZZZ')).json).toEqual({ error: 'No class has this code.' });
    }
    const blocked = await join(guesser, klass.code);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json).toMatchObject({ error: expect.stringMatching(/wait \d+ seconds/) });
    // Another learner's budget is their own.
    expect((await join(ada, klass.code)).status).toBe(200);
  });

  it('never shows an email in any class response', () => {
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toMatch(/@(school|learner|nowhere|example)\.example|guest\.ohmlet\.invalid|@example\.com/);
      expect(body).not.toContain('"email"');
    }
  });
});
