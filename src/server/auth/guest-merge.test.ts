// A guest keeps what they earned (docs/accounts.md): signing up from the guest's session moves points,
// progress, schematic completion and published levels to the new account and removes the guest;
// signing in to an existing account merges progress and recomputes points, never counting twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../api/me';
import { course } from '../../content/index';
import { faultPlan } from '../../content/fault-exercise';
import type { AuthoringFaultExercise } from '../../content/schema';
import { buildCircuit } from '../../schematic';
import { consistentWith, nextMeasurement } from '../../solver';
import { gapLevel } from '../../../test/support/server/sample-levels';
import { chapterExercises, solvedGrid, startGrid } from '../../../test/support/server/course-answers';
import { cookieFrom, startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

const starred = chapterExercises('circuit', (exercise) => exercise.solution.place.some((piece) => piece.type === 'star'))[0]!;
const card = chapterExercises('info')[0]!;
/** The course's first fault exercise, where the star is found within the fewest measurements. */
const fault = course.chapters.flatMap((chapter, c) =>
  chapter.levels.flatMap((level, l) =>
    level.exercises.flatMap((exercise, e) => (exercise.exerciseType === 'fault' ? [{ where: { chapter: c, level: l, exercise: e }, exercise: exercise as AuthoringFaultExercise }] : [])),
  ),
)[0]!;
/** Standard schematic question 0's answer: the 9 V battery and the 1 kΩ resistor in a loop. */
const schematicLoop = buildCircuit(
  [
    { id: 'b1', type: 'battery', value: 9 },
    { id: 'r1', type: 'resistor', value: 1000 },
  ],
  [
    ['b1.output', 'r1.input'],
    ['r1.output', 'b1.input'],
  ],
);

describe.each(testDatabaseKinds)('guests keep what they earned on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const me = async (user: { request: TestUser['request'] }) => (await (await user.request('/api/me')).json()) as Profile;
  const entry = (profile: Profile, where: { chapter: number; level: number; exercise: number }) =>
    profile.progress[String(where.chapter)]?.[String(where.level)]?.[String(where.exercise)];

  /** A guest with 25 points: a circuit built through its star (15) and an info card read (10). */
  async function guestWith25Points(): Promise<TestUser> {
    const guest = await server.guest();
    const built = await guest.request('/api/attempts', { json: { ...starred.where, answer: { grid: solvedGrid(starred.exercise) } } });
    expect(await built.json()).toMatchObject({ correct: true, pointsAwarded: 15 });
    const read = await guest.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } } });
    expect(await read.json()).toMatchObject({ correct: true, pointsAwarded: 10 });
    expect((await me(guest)).points).toBe(25);
    return guest;
  }

  /** Sends an auth request with the guest's session cookie; returns the new session's requester. */
  async function asGuest(guest: TestUser, path: string, body: unknown) {
    const response = await guest.request(path, { json: body });
    expect(response.status, await response.clone().text()).toBe(200);
    const cookie = cookieFrom(response);
    return { request: (p: string, init: RequestInit & { json?: unknown } = {}) => server.request(p, { ...init, headers: { cookie } }) };
  }

  it('a guest with 25 points and two completed exercises who signs up keeps both, and the guest is gone', async () => {
    const guest = await guestWith25Points();
    expect((await guest.request('/api/schematic/attempts', { json: { levelId: 'standard', index: 0, ...schematicLoop } })).status).toBe(200);
    const published = await guest.request('/api/levels', { json: gapLevel('Made as a guest') });
    expect(published.status).toBe(201);
    const { id: levelId } = (await published.json()) as { id: string };

    const account = await asGuest(guest, '/api/auth/sign-up/email', { name: 'Keeper', email: 'keeper@example.com', password: 'keep-it-1' });
    const profile = await me(account);
    expect(profile).toMatchObject({ name: 'Keeper', email: 'keeper@example.com', isGuest: false, points: 25 });
    expect(profile.id).not.toBe(guest.id);
    expect(entry(profile, starred.where)).toMatchObject({ completed: true, starAchieved: true });
    expect(entry(profile, card.where)).toMatchObject({ completed: true });
    expect(profile.schematicCompletion.standard[0]!.completed).toBe(true);
    const level = (await (await server.request(`/api/levels/${levelId}`)).json()) as { creatorName: string };
    expect(level.creatorName).toBe('Keeper');
    const mine = await account.request(`/api/levels/${levelId}`, { method: 'DELETE' });
    expect(mine.status).toBe(204);

    // The guest account was removed: its session no longer works and its rows are gone.
    expect((await guest.request('/api/me')).status).toBe(401);
    const left = await server.database.db.selectFrom('user').select('id').where('id', '=', guest.id).execute();
    expect(left).toHaveLength(0);
    // The leaderboard shows the learner once, with the kept points.
    const board = (await (await account.request('/api/leaderboard')).json()) as { entries: { name: string; points: number }[] };
    expect(board.entries.filter((row) => row.name === 'Keeper')).toEqual([expect.objectContaining({ points: 25 })]);
  });

  it('signing in to an existing account from a guest session merges progress and never counts points twice', async () => {
    const existing = await server.signUp({ email: 'merge@example.com', password: 'merge-me-1' });
    const built = await existing.request('/api/attempts', { json: { ...starred.where, answer: { grid: solvedGrid(starred.exercise) } } });
    expect(await built.json()).toMatchObject({ pointsAwarded: 15, points: 15 });

    const guest = await guestWith25Points();
    const account = await asGuest(guest, '/api/auth/sign-in/email', { email: 'merge@example.com', password: 'merge-me-1' });
    const profile = await me(account);
    // The starred circuit was done by both (15 once), the card only by the guest (10): 25, not 40.
    expect(profile).toMatchObject({ id: existing.id, isGuest: false, points: 25 });
    expect(entry(profile, starred.where)).toMatchObject({ completed: true, starAchieved: true });
    expect(entry(profile, card.where)).toMatchObject({ completed: true });
    expect((await guest.request('/api/me')).status).toBe(401);

    // Repeating the merged exercises earns nothing more.
    const again = await account.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } } });
    expect(await again.json()).toMatchObject({ pointsAwarded: 0, points: 25 });
  });

  it('a plain sign-in without a guest session changes nothing', async () => {
    const user = await server.signUp({ email: 'plain@example.com', password: 'plain-pw-1' });
    await user.request('/api/attempts', { json: { ...card.where, answer: { viewed: true } } });
    const again = await server.signIn('plain@example.com', 'plain-pw-1');
    expect((await me(again)).points).toBe(10);
  });

  it("a hint's withheld star stays withheld when the learner brings the star from a guest session", async () => {
    const account = await server.signUp({ email: 'hinted@example.com', password: 'hinted-pw-1' });
    const hint = await account.request('/api/hints', { json: { ...starred.where, grid: startGrid(starred.exercise) } });
    expect(hint.status).toBe(200);
    const solved = await account.request('/api/attempts', { json: { ...starred.where, answer: { grid: solvedGrid(starred.exercise) } } });
    expect(await solved.json()).toMatchObject({ starAchieved: false, pointsAwarded: 10, points: 10 });

    // The same learner, as a fresh guest, builds it again with the piece they were shown: star and 15.
    const guest = await server.guest();
    const asGuestBuilt = await guest.request('/api/attempts', { json: { ...starred.where, answer: { grid: solvedGrid(starred.exercise) } } });
    expect(await asGuestBuilt.json()).toMatchObject({ starAchieved: true, pointsAwarded: 15 });

    const merged = await asGuest(guest, '/api/auth/sign-in/email', { email: 'hinted@example.com', password: 'hinted-pw-1' });
    const profile = await me(merged);
    // Before: the merge brought the star and its +5 back (15).
    expect(profile.points).toBe(10);
    expect(entry(profile, starred.where)).toMatchObject({ completed: true, starAchieved: false, hinted: true });
    const again = await merged.request('/api/attempts', { json: { ...starred.where, answer: { grid: solvedGrid(starred.exercise) } } });
    expect(await again.json()).toMatchObject({ starAchieved: false, pointsAwarded: 0, points: 10 });
  });

  it('a teacher who joined their own class as a guest is not made a learner of it by the merge', async () => {
    const teacher = await server.signUp({ email: 'teacher-merge@example.com', password: 'teach-pw-1' });
    const created = await teacher.request('/api/classes', { json: { name: 'Merge class' } });
    expect(created.status).toBe(201);
    const { id: classId, code } = (await created.json()) as { id: string; code: string };
    const other = await server.signUp({ email: 'other-teacher@example.com' });
    const otherClass = (await (await other.request('/api/classes', { json: { name: 'Other class' } })).json()) as { id: string; code: string };

    const guest = await server.guest();
    expect((await guest.request('/api/classes/join', { json: { code } })).status).toBe(200);
    expect((await guest.request('/api/classes/join', { json: { code: otherClass.code } })).status).toBe(200);
    await asGuest(guest, '/api/auth/sign-in/email', { email: 'teacher-merge@example.com', password: 'teach-pw-1' });

    const seats = await server.database.db.selectFrom('class_members').select('class_id').where('user_id', '=', teacher.id).execute();
    // Before: the guest's seat in the teacher's own class moved to the teacher.
    expect(seats.map((seat) => seat.class_id)).toEqual([otherClass.id]);
    const detail = await teacher.request(`/api/classes/${classId}`);
    expect(detail.status).toBe(200);
    const students = ((await detail.json()) as { students: { id: string }[] }).students;
    expect(students.map((student) => student.id)).not.toContain(teacher.id);
  });

  it('a fault star earned as a guest keeps its 5 points when the guest signs up', async () => {
    const guest = await server.guest();
    // Measure along the planner's tree from the meter's replies, then name the one part they leave.
    const plan = faultPlan(fault.exercise);
    const seen: { part: number; reading: { voltage: number; current: number } }[] = [];
    for (let next = nextMeasurement(plan.table, consistentWith(plan.table, seen)); next; next = nextMeasurement(plan.table, consistentWith(plan.table, seen))) {
      const response = await guest.request('/api/faults/measure', { json: { ...fault.where, cell: plan.table.parts[next.part] } });
      seen.push({ part: next.part, reading: (await response.json()) as { voltage: number; current: number } });
    }
    const suspect = consistentWith(plan.table, seen).map((k) => plan.table.candidates[k])[0]!;
    const reply = await guest.request('/api/attempts', { json: { ...fault.where, answer: { suspect: { row: suspect.row, col: suspect.col } } } });
    expect(await reply.json()).toMatchObject({ correct: true, starAchieved: true, pointsAwarded: 15 });
    expect((await me(guest)).points).toBe(15);

    const account = await asGuest(guest, '/api/auth/sign-up/email', { name: 'Finder', email: 'finder@example.com', password: 'find-it-1' });
    const profile = await me(account);
    expect(entry(profile, fault.where)).toMatchObject({ completed: true, starAchieved: true });
    expect(profile.points).toBe(15);
  });
});
