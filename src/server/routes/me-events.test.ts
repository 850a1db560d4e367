// GET /api/me/events: the header's bolt gets the current points on connect and every change, only
// the caller's own, published through NOTIFY (events/points-events.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPoints } from '../events/points-events';
import { MAX_STREAMS_PER_USER, SUPERSEDED_RETRY_MS } from './me-events';
import { readSse } from '../../../test/support/server/sse';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('points events on %s', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('needs a session', async () => {
    expect((await server.request('/api/me/events')).status).toBe(401);
  });

  it('sends the points on connect and each change of this user only, to every open stream', async () => {
    const ada = await server.signUp({ name: 'Ada' });
    const bob = await server.signUp({ name: 'Bob' });
    await server.database.db.updateTable('users').set({ points: 20 }).where('id', '=', ada.id).execute();

    const response = await ada.request('/api/me/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const firstTab = readSse(response);
    const secondTab = readSse(await ada.request('/api/me/events'));
    expect(await firstTab.next('points')).toEqual({ points: 20, version: 1 });
    expect(await secondTab.next('points')).toEqual({ points: 20, version: 1 });

    const setPoints = (id: string, points: number) => server.database.db.updateTable('users').set({ points }).where('id', '=', id).execute();
    await setPoints(bob.id, 999);
    await publishPoints(server.database, bob.id);
    await setPoints(ada.id, 30);
    await publishPoints(server.database, ada.id);
    expect(await firstTab.next('points')).toEqual({ points: 30, version: 2 });
    expect(await secondTab.next('points')).toEqual({ points: 30, version: 2 });
    await firstTab.close();

    // An older event arriving late (another instance's NOTIFY) is not passed on.
    await server.database.notify('points', JSON.stringify({ userId: ada.id, points: 20, version: 1 }));
    await setPoints(ada.id, 45);
    await publishPoints(server.database, ada.id);
    expect(await secondTab.next('points')).toEqual({ points: 45, version: 3 });
    await secondTab.close();
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user: a new one closes the oldest, which is told to wait a day before reconnecting`, async () => {
    const ada = await server.signUp({ name: 'Many Tabs' });
    const bob = await server.signUp({ name: 'One Tab' });
    const bobTab = readSse(await bob.request('/api/me/events'));
    expect(await bobTab.next('points')).toEqual({ points: 0, version: 0 });

    const oldest = await ada.request('/api/me/events');
    const oldestText = oldest.body!.pipeThrough(new TextDecoderStream()).getReader();
    const tabs = [];
    for (let n = 1; n < MAX_STREAMS_PER_USER; n++) {
      const tab = readSse(await ada.request('/api/me/events'));
      expect(await tab.next('points')).toEqual({ points: 0, version: 0 });
      tabs.push(tab);
    }
    let seen = '';
    const readAll = async () => {
      for (;;) {
        const { value, done } = await oldestText.read();
        if (done) return seen;
        seen += value;
      }
    };
    const oldestEnded = readAll();

    // One more than the cap: the newest gets its points, the oldest is told and its stream ends.
    const newest = readSse(await ada.request('/api/me/events'));
    expect(await newest.next('points')).toEqual({ points: 0, version: 0 });
    const text = await oldestEnded;
    expect(text).toContain('event: points');
    expect(text).toContain('event: superseded');
    expect(text).toContain(`retry: ${SUPERSEDED_RETRY_MS}`);

    // The other streams, and another user's, still get every change.
    await server.database.db.updateTable('users').set({ points: 10 }).where('id', '=', ada.id).execute();
    await publishPoints(server.database, ada.id);
    await server.database.db.updateTable('users').set({ points: 7 }).where('id', '=', bob.id).execute();
    await publishPoints(server.database, bob.id);
    for (const tab of [...tabs, newest]) expect(await tab.next('points')).toMatchObject({ points: 10 });
    expect(await bobTab.next('points')).toMatchObject({ points: 7 });

    // A closed tab frees its place: the next stream closes nobody.
    await newest.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const replacement = readSse(await ada.request('/api/me/events'));
    expect(await replacement.next('points')).toMatchObject({ points: 10 });
    await server.database.db.updateTable('users').set({ points: 20 }).where('id', '=', ada.id).execute();
    await publishPoints(server.database, ada.id);
    for (const tab of [...tabs, replacement]) expect(await tab.next('points')).toMatchObject({ points: 20 });
    for (const tab of [...tabs, replacement, bobTab]) await tab.close();
  });
});
