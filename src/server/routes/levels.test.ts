// The community levels API against the real app, database and solver: publish (signed-in only, field
// messages, merged tags, solver check, throttle), list newest first with the all-tags filter, read one,
// count plays (once per player an hour, concurrently) and delete (creator only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelListSchema, PUBLISH_MESSAGES, storedLevelSchema, type LevelInput } from '../../api/levels';
import type { LevelListRow } from '../levels/level-queries';
import { PUBLISHES_PER_MINUTE } from '../levels/level-throttle';
import { SOLVED_AT_START_MESSAGE, UNSOLVABLE_MESSAGE } from '../levels/publish-check';
import { gapLevel, solvedAtStartLevel, switchLevel, unsolvableLevel } from '../../../test/support/server/sample-levels';
import { startTestServer, testDatabaseKinds, type TestServer, type TestUser } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('levels API on %s', (kind) => {
  let server: TestServer;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ada = await server.signUp({ name: 'Ada' });
    bob = await server.signUp({ name: 'Bob' });
  });
  afterAll(async () => server?.close());

  const publish = async (user: TestUser, level: unknown) => user.request('/api/levels', { json: level });
  const published = async (user: TestUser, level: LevelInput) => {
    const response = await publish(user, level);
    expect(response.status, await response.clone().text()).toBe(201);
    return storedLevelSchema.parse(await response.json());
  };
  /** The rows as sent (docs/api.md's schema checks them; it would strip the extra creatorId). */
  const list = async (query = '') => {
    const body = (await (await server.request(`/api/levels${query}`)).json()) as { levels: LevelListRow[] };
    levelListSchema.parse(body);
    return body.levels;
  };

  it('refuses a visitor who is not signed in with the spec text', async () => {
    const response = await server.request('/api/levels', { json: gapLevel() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: PUBLISH_MESSAGES.signIn });
  });

  it('publishes a level and answers 201 with the stored level, which GET returns unchanged', async () => {
    const level = await published(ada, gapLevel('Ada first', ['Beginner', ' Beginner ', 'Resistor']));
    expect(level).toMatchObject({ name: 'Ada first', creatorId: ada.id, creatorName: 'Ada', playCount: 0, metadata: { gridCol: 4, gridRow: 2 } });
    expect(level.tags).toEqual(['Beginner', 'Resistor']);
    expect(level.draggableItems).toEqual(gapLevel().draggableItems);
    expect(level.prePlacedComponents).toEqual(gapLevel().prePlacedComponents);
    expect(Date.now() - Date.parse(level.createdAt)).toBeLessThan(60_000);
    const read = await server.request(`/api/levels/${level.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(level);
  });

  it('keeps a level\'s task line (description) when one is given', async () => {
    const level = await published(ada, { ...gapLevel('With a task'), description: 'Put the resistor in the gap so the red bulb lights.' });
    expect(level.description).toBe('Put the resistor in the gap so the red bulb lights.');
    expect((await (await server.request(`/api/levels/${level.id}`)).json()).description).toBe(level.description);
  });

  it('merges the derived Resistor and Switch tags into the creator tags', async () => {
    const level = await published(ada, switchLevel('Switch it', ['Challenge']));
    expect(level.tags).toEqual(['Challenge', 'Switch', 'Resistor']);
  });

  it('lets a guest publish under their guest name', async () => {
    const guest = await server.guest();
    const level = await published(guest, gapLevel('Guest level'));
    expect(level.creatorName).toBe(guest.name);
    expect(guest.name.length).toBeGreaterThan(0);
  });

  it('lists newest first with the summary fields only', async () => {
    const tag = `order-${kind}`;
    const first = await published(ada, gapLevel('Oldest', [tag]));
    const second = await published(bob, switchLevel('Middle', [tag]));
    const third = await published(ada, gapLevel('Newest', [tag]));
    const levels = await list(`?tags=${tag}`);
    expect(levels.map((l) => l.id)).toEqual([third.id, second.id, first.id]);
    expect(levels[1]).toEqual({
      id: second.id, name: 'Middle', creatorId: bob.id, creatorName: 'Bob', tags: second.tags, playCount: 0, createdAt: second.createdAt, metadata: { gridCol: 5, gridRow: 2 },
    });
    const raw = JSON.stringify(await (await server.request(`/api/levels?tags=${tag}`)).json());
    expect(raw).not.toContain('prePlacedComponents');
    expect((await list()).length).toBeGreaterThanOrEqual(3);
  });

  it('orders levels stored at the same moment by id, the same way on every request', async () => {
    const tag = `tie-${kind}`;
    const at = new Date('2026-01-02T03:04:05.678Z');
    const store = async (name: string, createdAt: Date) => {
      const row = await server.database.db
        .insertInto('custom_levels')
        .values({ creator_id: ada.id, creator_name: 'Ada', name, level: JSON.stringify(gapLevel(name)), tags: JSON.stringify([tag]), created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const twins = [await store('Twin A', at), await store('Twin B', at), await store('Twin C', at)];
    const later = await store('Later', new Date(at.getTime() + 1000));
    const expected = [later, ...[...twins].sort().reverse()];
    for (let i = 0; i < 3; i++) expect((await list(`?tags=${tag}`)).map((l) => l.id)).toEqual(expected);
  });

  it('keeps only levels carrying every selected tag', async () => {
    const tag = `filter-${kind}`;
    const gap = await published(ada, gapLevel('Gap', [tag, 'Beginner']));
    const flip = await published(bob, switchLevel('Flip', [tag, 'Intermediate']));
    const ids = async (tags: string) => (await list(`?tags=${encodeURIComponent(tags)}`)).map((l) => l.id);
    expect(await ids(`${tag},Resistor`)).toEqual([flip.id, gap.id]);
    expect(await ids(`${tag},Resistor,Switch`)).toEqual([flip.id]);
    expect(await ids(` ${tag} , Beginner `)).toEqual([gap.id]);
    expect(await ids(`${tag},Beginner,Switch`)).toEqual([]);
  });

  it.each([
    ['name', { name: '   ' }, PUBLISH_MESSAGES.name],
    ['draggableItems', { draggableItems: [] }, PUBLISH_MESSAGES.draggable],
    ['goal', { goal: [] }, PUBLISH_MESSAGES.goal],
  ])('answers 400 naming %s with the spec text', async (field, change, message) => {
    const response = await publish(ada, { ...gapLevel(), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, field });
  });

  it('answers 400 naming the field for sizes, unknown fields, pieces off the grid and bad JSON', async () => {
    const tooBig = await publish(ada, { ...gapLevel(), metadata: { gridCol: 12, gridRow: 2 } });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject({ field: 'metadata.gridCol', error: expect.stringContaining('metadata.gridCol') });
    const longName = await publish(ada, { ...gapLevel(), name: 'x'.repeat(51) });
    expect(await longName.json()).toEqual({ field: 'name', error: expect.stringContaining('at most 50 characters') });
    const unknown = await publish(ada, { ...gapLevel(), playCount: 1000 });
    expect(await unknown.json()).toEqual({ field: 'playCount', error: 'Unknown field playCount.' });
    const offGrid = await publish(ada, { ...gapLevel(), metadata: { gridCol: 3, gridRow: 2 } });
    expect(await offGrid.json()).toEqual({ field: 'prePlacedComponents.3', error: 'The corner-wire at row 0, column 3 is outside the 3×2 grid.' });
    const broken = await ada.request('/api/levels', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(broken.status).toBe(400);
  });

  it('refuses a level the solver proves unsolvable, or one solved before anything is placed', async () => {
    const before = (await list()).length;
    const unsolvable = await publish(ada, unsolvableLevel());
    expect(unsolvable.status).toBe(400);
    expect(await unsolvable.json()).toEqual({ error: UNSOLVABLE_MESSAGE, field: 'draggableItems' });
    const solved = await publish(ada, solvedAtStartLevel());
    expect(solved.status).toBe(400);
    expect(await solved.json()).toEqual({ error: SOLVED_AT_START_MESSAGE, field: 'goal' });
    expect((await list()).length).toBe(before);
  });

  it("keeps a level's description (instructions for the learner) and returns it from every level route", async () => {
    // Its own creator, so the other tests' publishes stay within the per-minute budget.
    const dana = await server.signUp({ name: 'Dana' });
    const tag = `described-${kind}`;
    const text = 'Close the loop with one wire.\nThe red bulb must shine.';
    const level = await published(dana, { ...gapLevel('Described', [tag]), description: `  ${text}  ` });
    expect(level.description).toBe(text);
    expect(await (await server.request(`/api/levels/${level.id}`)).json()).toEqual(level);
    const [row] = await list(`?tags=${tag}`);
    expect(row).toMatchObject({ id: level.id, description: text });
    // Blank is no description: the level has docs/product.md's fields only.
    const blank = await published(dana, { ...gapLevel('Blank description', [tag]), description: '   ' });
    expect('description' in blank).toBe(false);
    expect('description' in (await (await server.request(`/api/levels/${blank.id}`)).json())).toBe(false);
    expect((await list(`?tags=${tag}`)).find((l) => l.id === blank.id)).not.toHaveProperty('description');
  });

  it('answers 400 naming description when it is too long, holds a NUL or another control character, or is not text', async () => {
    const eve = await server.signUp({ name: 'Eve' });
    const refused = async (description: unknown) => {
      const response = await publish(eve, { ...gapLevel('Bad description'), description });
      expect(response.status).toBe(400);
      return (await response.json()) as { error: string; field: string };
    };
    expect(await refused('x'.repeat(201))).toEqual({ field: 'description', error: expect.stringContaining('at most 200 characters') });
    expect(await refused('Light it\u0000')).toMatchObject({ field: 'description', error: expect.stringContaining('NUL') });
    expect(await refused('Ring the bell\u0007')).toEqual({ field: 'description', error: expect.stringContaining('plain text') });
    expect(await refused(42)).toMatchObject({ field: 'description' });
    // 200 characters is fine.
    const longest = await published(eve, { ...gapLevel('Longest description'), description: 'y'.repeat(200) });
    expect(longest.description).toHaveLength(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const path = `/api/levels/${encodeURIComponent(id)}`;
      expect((await server.request(path)).status).toBe(404);
      expect((await server.request(`${path}/plays`, { json: {} })).status).toBe(404);
      expect((await ada.request(path, { method: 'DELETE' })).status).toBe(404);
    }
  });

  it('counts one play per player and level an hour, also when many players arrive at once', async () => {
    const level = await published(bob, gapLevel('Popular'));
    const first = await server.request(`/api/levels/${level.id}/plays`, { json: {} });
    expect(await first.json()).toEqual({ playCount: 1 });
    // A visitor (counted by address) playing again within the hour does not count twice.
    const again = await Promise.all(Array.from({ length: 5 }, () => server.request(`/api/levels/${level.id}/plays`, { method: 'POST' })));
    for (const answer of again) expect(await answer.json()).toEqual({ playCount: 1 });
    const players = await Promise.all(Array.from({ length: 10 }, () => server.guest()));
    const answers = await Promise.all(players.map((player) => player.request(`/api/levels/${level.id}/plays`, { method: 'POST' })));
    const counts = await Promise.all(answers.map(async (r) => ((await r.json()) as { playCount: number }).playCount));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 2));
    const repeat = await players[0]!.request(`/api/levels/${level.id}/plays`, { method: 'POST' });
    expect(await repeat.json()).toEqual({ playCount: 11 });
    const read = storedLevelSchema.parse(await (await server.request(`/api/levels/${level.id}`)).json());
    expect(read.playCount).toBe(11);
  });

  it('lets only the creator delete a level', async () => {
    const level = await published(ada, gapLevel('Short-lived'));
    const path = `/api/levels/${level.id}`;
    expect((await server.request(path, { method: 'DELETE' })).status).toBe(401);
    const other = await bob.request(path, { method: 'DELETE' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: 'Only the creator of a level can delete it.' });
    expect((await server.request(path)).status).toBe(200);
    const own = await ada.request(path, { method: 'DELETE' });
    expect(own.status).toBe(204);
    expect(await own.text()).toBe('');
    expect((await server.request(path)).status).toBe(404);
    expect((await list()).some((l) => l.id === level.id)).toBe(false);
    expect((await ada.request(path, { method: 'DELETE' })).status).toBe(404);
  });

  it(`allows ${PUBLISHES_PER_MINUTE} publishes a minute per user, then answers 429 with Retry-After`, async () => {
    const busy = await server.signUp({ name: 'Busy' });
    for (let i = 0; i < PUBLISHES_PER_MINUTE; i++) await published(busy, gapLevel(`Busy ${i}`));
    const refused = await publish(busy, gapLevel('One too many'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Please wait \d+ seconds and try again\./);
    // Someone else is not held up.
    await published(bob, gapLevel('Not throttled'));
  });
});
