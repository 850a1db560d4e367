// Data survives a restart (issue 4): write through the API on a PGlite folder, close the server,
// open a new one on the same folder, and read it back with the same session.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/server/test-server';

describe('restart on PGlite', { timeout: 120_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts, sessions and profile changes', async () => {
    const first = await startTestServer('pglite', { dataDir });
    const user = await first.signUp({ name: 'Persistent Pat', email: 'pat@example.com', password: 'keep-me-1' });
    const patched = await user.request('/api/me', { method: 'PATCH', json: { settings: { useSchematicStyle: true } } });
    expect(patched.status).toBe(200);
    await first.close();

    const second = await startTestServer('pglite', { dataDir });
    try {
      const me = await second.request('/api/me', { headers: { cookie: user.cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ name: 'Persistent Pat', settings: { useSchematicStyle: true } });
      await second.signIn('pat@example.com', 'keep-me-1');
    } finally {
      await second.close();
    }
  });
});
