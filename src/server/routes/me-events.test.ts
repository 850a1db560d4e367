// GET /api/me/events: the header's bolt gets the current points on connect and every change, only
// the caller's own, published through NOTIFY (events/points-events.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPoints } from '../events/points-events';
import { readSse } from '../test-support/sse';
import { startTestServer, testDatabaseKinds, type TestServer } from '../test-support/test-server';

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
});
