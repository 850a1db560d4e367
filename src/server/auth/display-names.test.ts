// Names others see cannot impersonate: an invisible, right-to-left-override or look-alike name is
// refused with 400 naming the field on sign-up, update-user and PATCH /api/me (src/api/display-name.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MESSAGES } from '../../api/display-name';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';

const impostors = [
  ['zero-width space', 'Ada\u200BLovelace', DISPLAY_NAME_MESSAGES.invisible],
  ['right-to-left override', '\u202EecalevoL adA', DISPLAY_NAME_MESSAGES.invisible],
  ['Cyrillic А among Latin letters', '\u0410da Lovelace', DISPLAY_NAME_MESSAGES.mixedScripts],
  ['styled letters', '𝐀𝐝𝐚', DISPLAY_NAME_MESSAGES.styled],
] as const;

describe.each(testDatabaseKinds)('display names on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it.each(impostors)('sign-up refuses a name with a %s, naming the field', async (_what, name, message) => {
    const response = await server.request('/api/auth/sign-up/email', { json: { name, email: `impostor-${name.length}-${Date.now()}@example.com`, password: 'impostor-1' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, field: 'name' });
  });

  it.each(impostors)('update-user and PATCH /api/me refuse a name with a %s', async (_what, name, message) => {
    const user = await server.signUp({ name: 'Ada Lovelace' });
    const viaAuth = await user.request('/api/auth/update-user', { json: { name } });
    expect(viaAuth.status).toBe(400);
    expect(await viaAuth.json()).toMatchObject({ message, field: 'name' });
    const viaProfile = await user.request('/api/me', { method: 'PATCH', json: { name } });
    expect(viaProfile.status).toBe(400);
    expect(await viaProfile.json()).toMatchObject({ field: 'name', error: `name: ${message}` });
    expect(((await (await user.request('/api/me')).json()) as { name: string }).name).toBe('Ada Lovelace');
  });

  it('real names in other scripts still pass', async () => {
    const user = await server.signUp({ name: 'محمد' });
    expect((await user.request('/api/me', { method: 'PATCH', json: { name: '田中 Taro' } })).status).toBe(200);
    expect((await user.request('/api/auth/update-user', { json: { name: 'Zoë Núñez' } })).status).toBe(200);
  });
});
