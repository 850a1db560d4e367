// Community levels stored under older, looser rules (docs/architecture.md "Levels at the edge"): rows
// written straight into custom_levels in older words and with values today's schema refuses still open
// in docs/api.md's shape, list on Explore, play and take assignments; a row no reader understands is
// answered like a missing level (404, one log line naming it), never a 500, and the list survives it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE, levelListSchema, storedLevelSchema } from '../../api/levels';
import { gapLevel } from '../../../test/support/server/sample-levels';
import { gapGrid } from '../../../test/support/server/gap-grid';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

const gap = gapLevel('Close the gap', ['Beginner']);

/** The gap level as the first creator stored it: `title`, `inventory` with `count`, keys the app no longer keeps, no messages. */
const OLDEST_GAP = {
  title: 'Close the gap',
  prePlacedComponents: gap.prePlacedComponents.map((piece, index) => ({ ...piece, id: `piece-${index}` })),
  inventory: [{ type: 'straight-wire', count: 1, rotation: 90, svgPath: '/parts/wire.svg' }],
  goal: [{ type: 'red-bulb', status: 'ON', label: 'Red' }],
  metadata: { gridCol: 4, gridRow: 2, theme: 'dark' },
};

describe.each(testDatabaseKinds)('community levels stored under older rules on %s', (kind) => {
  let server: TestServer;
  let ada: TestUser;
  let learner: TestUser;
  const warnings: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
    ada = await server.signUp({ name: 'Ada' });
    learner = await server.signUp({ name: 'Lin' });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    vi.restoreAllMocks();
    warnings.length = 0;
  });

  /** Stores `level` as the level JSON of a new row, as an older server would have; returns its id. */
  const storeRaw = async (name: string, level: unknown, tags: unknown = ['Older']) => {
    const row = await server.database.db
      .insertInto('custom_levels')
      .values({ creator_id: ada.id, creator_name: 'Ada', name, level: JSON.stringify(level), tags: JSON.stringify(tags) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const read = async (id: string) => {
    const response = await server.request(`/api/levels/${id}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const attempt = async (levelId: string, close: boolean) => {
    const response = await learner.request('/api/attempts', { json: { where: { levelId }, answer: { grid: gapGrid(close) } } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const listenToWarnings = () => vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));

  it('opens the oldest words in docs/api.md\'s shape, and a correct build on it is judged correct', async () => {
    const id = await storeRaw('Close the gap', OLDEST_GAP);
    const { status, body } = await read(id);
    expect(status).toBe(200);
    const level = storedLevelSchema.strict().parse(body);
    expect(level).toEqual({
      id,
      name: 'Close the gap',
      creatorId: ada.id,
      creatorName: 'Ada',
      prePlacedComponents: gap.prePlacedComponents,
      draggableItems: [{ type: 'straight-wire', itemCount: 1, rotation: 90 }],
      goal: [{ type: 'red-bulb', status: 'ON' }],
      metadata: { gridCol: 4, gridRow: 2 },
      educationalMessages: { success: DEFAULT_SUCCESS_MESSAGE, failure: DEFAULT_FAILURE_MESSAGE },
      tags: ['Older'],
      playCount: 0,
      createdAt: level.createdAt,
    });

    const wrong = await attempt(id, false);
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(200);
    expect(wrong.body).toMatchObject({ correct: false, completed: false });
    const right = await attempt(id, true);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({ correct: true, completed: true, pointsAwarded: 0 });
  });

  it('serves values today\'s limits refuse at today\'s limits or the part\'s default', async () => {
    const id = await storeRaw('Too many wires', {
      ...gap,
      prePlacedComponents: gap.prePlacedComponents.map((piece) => (piece.type === 'resistor' ? { ...piece, resistanceValue: 1e12 } : piece)),
      draggableItems: [{ type: 'straight-wire', itemCount: 7, rotation: 90 }, { type: 'corner-wire', itemCount: 'Infinity' }],
      educationalMessages: { success: 'Lit!' },
    });
    const { status, body } = await read(id);
    expect(status).toBe(200);
    expect(storedLevelSchema.strict().parse(body)).toMatchObject({
      prePlacedComponents: gap.prePlacedComponents.map(({ resistanceValue: _value, ...piece }) => piece),
      draggableItems: [{ type: 'straight-wire', itemCount: 3, rotation: 90 }, { type: 'corner-wire', itemCount: 3 }],
      educationalMessages: { success: 'Lit!', failure: DEFAULT_FAILURE_MESSAGE },
    });
    // The pieces the learner has are the ones served: the same build still closes the loop.
    expect((await attempt(id, true)).body).toMatchObject({ correct: true });
  });

  it('gives a level without metadata the 5×5 grid it was made on, on its page and in the list', async () => {
    const { metadata: _metadata, ...withoutGrid } = gap;
    const id = await storeRaw('No grid yet', withoutGrid);
    const { status, body } = await read(id);
    expect(status).toBe(200);
    expect(storedLevelSchema.strict().parse(body).metadata).toEqual({ gridCol: 5, gridRow: 5 });
    const listed = levelListSchema.parse(await (await server.request('/api/levels')).json()).levels.find((row) => row.id === id);
    expect(listed?.metadata).toEqual({ gridCol: 5, gridRow: 5 });
  });

  it('answers a row no reader understands as a missing level with one log line naming it, and lists the others', async () => {
    const readable = await storeRaw('Still fine', OLDEST_GAP, ['Broken next door']);
    const laser = await storeRaw('Laser show', { ...gap, prePlacedComponents: [{ type: 'laser', row: 0, col: 0, rotation: 0 }] }, ['Broken next door']);
    const badGrid = await storeRaw('Huge', { ...gap, metadata: { gridCol: 'wide', gridRow: 40 } }, ['Broken next door']);
    listenToWarnings();

    for (const id of [laser, badGrid]) {
      expect(await read(id)).toEqual({ status: 404, body: { error: 'Level not found.' } });
      const played = await attempt(id, true);
      expect(played).toEqual({ status: 404, body: { error: 'There is no such exercise.' } });
    }
    expect(warnings.filter((line) => line.includes(laser))).toHaveLength(2);
    expect(warnings.filter((line) => line.includes(badGrid))).toHaveLength(2);
    expect(warnings.every((line) => !line.includes('\n'))).toBe(true);

    // Explore: every row listed, the unreadable grid at the default 5×5, so its creator can still delete it.
    const response = await server.request('/api/levels?tags=Broken%20next%20door');
    expect(response.status).toBe(200);
    const rows = levelListSchema.parse(await response.json()).levels;
    expect(Object.fromEntries(rows.map((row) => [row.id, row.metadata]))).toEqual({
      [badGrid]: { gridCol: 5, gridRow: 5 },
      [laser]: gap.metadata,
      [readable]: { gridCol: 4, gridRow: 2 },
    });
    expect((await ada.request(`/api/levels/${laser}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('reads stored tags through the publish route\'s tag schema: a refused one is dropped with one log line', async () => {
    const tag = `odd-tags-${kind}`;
    const odd = await storeRaw('Odd tags', OLDEST_GAP, [tag, ' Beginner ', '', 'x'.repeat(31), 42, null, { name: 'Expert' }, tag]);
    const notAList = await storeRaw('Tags as text', OLDEST_GAP, 'Beginner');
    const fine = await storeRaw('Fine tags', OLDEST_GAP, [tag, 'Resistor']);
    listenToWarnings();

    const listed = levelListSchema.parse(await (await server.request(`/api/levels?tags=${tag}`)).json()).levels;
    expect(Object.fromEntries(listed.map((row) => [row.id, row.tags]))).toEqual({ [odd]: [tag, 'Beginner'], [fine]: [tag, 'Resistor'] });
    const all = levelListSchema.parse(await (await server.request('/api/levels')).json()).levels;
    expect(all.find((row) => row.id === notAList)?.tags).toEqual([]);
    expect(storedLevelSchema.parse((await read(odd)).body).tags).toEqual([tag, 'Beginner']);
    // one line per answer that read it: the tag-filtered list, the whole list and its page
    expect(warnings.filter((line) => line.includes(odd))).toHaveLength(3);
    expect(warnings.filter((line) => line.includes(notAList))).toHaveLength(1);
    expect(warnings.some((line) => line.includes(fine))).toBe(false);
  });

  it('lets a teacher assign an old-shape level, and refuses an unreadable one as missing', async () => {
    const klass = (await (await ada.request('/api/classes', { json: { name: 'Old levels' } })).json()) as { id: string };
    const assign = (levelId: string) => ada.request(`/api/classes/${klass.id}/assignments`, { json: { levelId } });
    const old = await storeRaw('Close the gap', OLDEST_GAP);
    const added = await assign(old);
    expect(added.status, await added.clone().text()).toBe(201);
    expect(await added.json()).toMatchObject({ title: 'Close the gap', levelId: old });

    listenToWarnings();
    const broken = await assign(await storeRaw('Laser show', { ...gap, goal: 'all of them' }));
    expect(broken.status).toBe(404);
    expect(await broken.json()).toMatchObject({ error: 'There is no community level with this id.', field: 'levelId' });
  });
});
