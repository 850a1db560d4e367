// Class-only levels against the real app and database (docs/classes.md "Class levels"): a teacher
// assigns a generated level and an own level to one class without publishing them; members play them
// and their progress shows in the class table; a stranger and a signed-out caller get 404; neither level
// is listed on Explore; the publish check (the solver's proof) still applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classCreatedSchema, classDetailSchema, myAssignmentsSchema } from '../../api/classes';
import { levelInputSchema } from '../../api/levels';
import { gapLevel, unsolvableLevel } from '../../../test/support/server/sample-levels';
import { gapGrid } from '../../../test/support/server/gap-grid';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('class-only levels on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  let teacher: TestUser;
  let learner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    teacher = await server.signUp({ name: 'Ms Rivera', email: 'rivera@school.example' });
    learner = await server.guest();
    stranger = await server.signUp({ name: 'Stranger', email: 'stranger@nowhere.example' });
  }, 400_000);
  afterAll(async () => server?.close());

  const call = async (user: TestUser | null, path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await (user ? user.request(path, init) : server.request(path, init));
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  };

  it('assigns a generated and an own level to one class: members play them, nobody else finds them', async () => {
    const klass = classCreatedSchema.parse((await call(teacher, '/api/classes', { json: { name: 'Year 7' } })).json);
    expect((await call(learner, '/api/classes/join', { json: { code: klass.code, name: 'Bea' } })).status).toBe(200);

    const generated = await call(null, '/api/generate-level', { json: { lesson_goal: 'Two bulbs in parallel with a switch on a 7x4 grid' } });
    const generatedLevel = levelInputSchema.parse((generated.json as { level: unknown }).level);
    const assignGenerated = await call(teacher, `/api/classes/${klass.id}/levels`, { json: { level: generatedLevel, due: '2026-12-01' } });
    expect(assignGenerated).toMatchObject({ status: 201, json: { title: generatedLevel.name, due: '2026-12-01' } });
    const own = await call(teacher, `/api/classes/${klass.id}/levels`, { json: { level: gapLevel('Our own gap') } });
    expect(own).toMatchObject({ status: 201, json: { title: 'Our own gap', source: 'This class only' } });
    const generatedId = (assignGenerated.json as { levelId: string }).levelId;
    const ownId = (own.json as { levelId: string }).levelId;

    // Not on Explore, not for strangers or signed-out callers (the same 404 as no level at all).
    const explore = (await call(stranger, '/api/levels')).json as { levels: { id: string }[] };
    expect(explore.levels.map((level) => level.id)).not.toEqual(expect.arrayContaining([generatedId]));
    expect(explore.levels.map((level) => level.id)).not.toContain(ownId);
    for (const who of [stranger, null]) {
      expect(await call(who, `/api/levels/${ownId}`)).toEqual({ status: 404, json: { error: 'Level not found.' } });
      expect((await call(who, `/api/levels/${ownId}/plays`, { method: 'POST' })).status).toBe(404);
    }
    expect((await call(stranger, '/api/attempts', { json: { levelId: ownId, answer: { grid: gapGrid(true) } } })).status).toBe(404);
    expect((await call(stranger, `/api/levels/${ownId}`, { method: 'DELETE' })).status).toBe(404);
    // Another teacher cannot assign it to their own class by id.
    const other = classCreatedSchema.parse((await call(stranger, '/api/classes', { json: { name: 'Elsewhere' } })).json);
    expect(await call(stranger, `/api/classes/${other.id}/assignments`, { json: { levelId: ownId } })).toMatchObject({ status: 404, json: { field: 'levelId' } });

    // The teacher and the member read it; the member plays it and the teacher's table shows it.
    expect(await call(teacher, `/api/levels/${ownId}`)).toMatchObject({ status: 200, json: { id: ownId, name: 'Our own gap' } });
    expect(await call(learner, `/api/levels/${generatedId}`)).toMatchObject({ status: 200, json: { id: generatedId } });
    expect((await call(learner, `/api/levels/${ownId}/plays`, { method: 'POST' })).json).toEqual({ playCount: 1 });
    expect((await call(learner, '/api/attempts', { json: { levelId: ownId, answer: { grid: gapGrid(true) } } })).json).toMatchObject({ correct: true, completed: true });

    const detail = classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json);
    expect(detail.assignments.map((assignment) => assignment.levelId)).toEqual([generatedId, ownId]);
    expect(detail.assignments.map((assignment) => assignment.source)).toEqual(['This class only', 'This class only']);
    const bea = detail.students.find((student) => student.id === learner.id)!;
    expect(bea.assignments.find((progress) => progress.assignmentId === detail.assignments[1]!.id)).toMatchObject({ done: 1, total: 1 });
    expect(bea.assignments.find((progress) => progress.assignmentId === detail.assignments[0]!.id)).toMatchObject({ done: 0, total: 1 });
    const mine = myAssignmentsSchema.parse((await call(learner, `/api/classes/${klass.id}/assignments`)).json);
    expect(mine.assignments.map((assignment) => [assignment.levelId, assignment.done])).toEqual([[generatedId, 0], [ownId, 1]]);

    // Removed and added back (the page's Undo), it is still the class's level.
    const ownAssignment = detail.assignments[1]!.id;
    expect((await call(teacher, `/api/classes/${klass.id}/assignments/${ownAssignment}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(teacher, `/api/classes/${klass.id}/assignments`, { json: { levelId: ownId } })).status).toBe(201);

    // Deleting the class deletes its class-only levels.
    expect((await call(teacher, `/api/classes/${klass.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(teacher, `/api/levels/${ownId}`)).status).toBe(404);
  });

  it('keeps the publish check and the access rules of the class', async () => {
    const klass = classCreatedSchema.parse((await call(teacher, '/api/classes', { json: { name: 'Year 8' } })).json);
    const path = `/api/classes/${klass.id}/levels`;
    expect(await call(teacher, path, { json: { level: unsolvableLevel() } })).toMatchObject({
      status: 400,
      json: { error: 'This level cannot be solved with the items in its tray.' },
    });
    expect(await call(teacher, path, { json: { level: { ...gapLevel(), name: '' } } })).toMatchObject({ status: 400, json: { field: 'name' } });
    expect(await call(teacher, path, { json: { level: gapLevel(), due: 'soon' } })).toMatchObject({ status: 400, json: { field: 'due' } });
    expect(await call(teacher, path, { json: { level: gapLevel(), extra: 1 } })).toMatchObject({ status: 400 });
    // A member or a stranger cannot add levels to the class: the class does not exist for them.
    expect((await call(learner, '/api/classes/join', { json: { code: klass.code } })).status).toBe(200);
    expect(await call(learner, path, { json: { level: gapLevel() } })).toMatchObject({ status: 404, json: { error: 'No such class.' } });
    expect((await call(stranger, path, { json: { level: gapLevel() } })).status).toBe(404);
    expect((await call(null, path, { json: { level: gapLevel() } })).status).toBe(401);
    // Nothing was stored by the refused requests.
    expect(classDetailSchema.parse((await call(teacher, `/api/classes/${klass.id}`)).json).assignments).toEqual([]);
  });
});
