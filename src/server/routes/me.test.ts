// GET/PATCH /api/me and GET /api/config against the real app, on PGlite and (when configured) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '../../api/me';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../test/support/server/test-server';

describe.each(testDatabaseKinds)('profile API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('a new account has an empty profile with 0 points and default schematic completion', async () => {
    const user = await server.signUp({ name: 'Ada', email: 'ada-me@example.com' });
    const response = await user.request('/api/me');
    expect(response.status).toBe(200);
    const profile = profileSchema.parse(await response.json());
    expect(profile).toMatchObject({ id: user.id, name: 'Ada', email: 'ada-me@example.com', isGuest: false, points: 0 });
    expect(profile.progress).toEqual({});
    expect(profile.settings).toEqual({ useSchematicStyle: false });
    expect(profile.schematicCompletion.standard).toEqual(Array(5).fill({ completed: false, starAchieved: false }));
    expect(profile.schematicCompletion.advanced).toEqual(Array(5).fill({ completed: false }));
    expect(Number.isNaN(Date.parse(profile.createdAt))).toBe(false);
  });

  it('a guest has a component name, no email and isGuest', async () => {
    const guest = await server.guest();
    const profile = profileSchema.parse(await (await guest.request('/api/me')).json());
    expect(profile.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{1,3}$/);
    expect(profile).toMatchObject({ email: null, isGuest: true, points: 0 });
  });

  it('a missing profile row is created on demand with empty progress', async () => {
    const user = await server.signUp();
    await server.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const profile = profileSchema.parse(await (await user.request('/api/me')).json());
    expect(profile).toMatchObject({ id: user.id, points: 0, progress: {} });
  });

  it('PATCH changes the name (trimmed) everywhere and the schematic style setting', async () => {
    const user = await server.signUp({ name: 'Before' });
    const response = await user.request('/api/me', {
      method: 'PATCH',
      json: { name: '  After  ', settings: { useSchematicStyle: true } },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'After', settings: { useSchematicStyle: true } });
    const session = (await (await user.request('/api/auth/get-session')).json()) as { user: { name: string } };
    expect(session.user.name).toBe('After');
    const again = await user.request('/api/me', { method: 'PATCH', json: { settings: {} } });
    expect(await again.json()).toMatchObject({ name: 'After', settings: { useSchematicStyle: true } });
  });

  it('PATCH switches the level-end chime on and off, remembered and kept apart from the style setting', async () => {
    const user = await server.signUp();
    const on = await user.request('/api/me', { method: 'PATCH', json: { settings: { sound: true } } });
    expect(((await on.json()) as { settings: unknown }).settings).toEqual({ useSchematicStyle: false, sound: true });
    expect(((await (await user.request('/api/me')).json()) as { settings: unknown }).settings).toEqual({ useSchematicStyle: false, sound: true });
    const off = await user.request('/api/me', { method: 'PATCH', json: { settings: { sound: false } } });
    expect(((await off.json()) as { settings: unknown }).settings).toEqual({ useSchematicStyle: false });
    const wrong = await user.request('/api/me', { method: 'PATCH', json: { settings: { sound: 'loud' } } });
    expect(wrong.status).toBe(400);
  });

  it('a name with HTML is stored and returned as plain text', async () => {
    const user = await server.signUp();
    const name = '<img src=x onerror=alert(1)>';
    const response = await user.request('/api/me', { method: 'PATCH', json: { name } });
    expect(((await response.json()) as { name: string }).name).toBe(name);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it.each([
    [{ name: 42 }, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(51) }, 'name'],
    [{ settings: { useSchematicStyle: 'yes' } }, 'settings.useSchematicStyle'],
    [{ points: 1000 }, 'points'],
    [{ settings: { theme: 'dark' } }, 'settings.theme'],
    [{ progress: { 0: {} } }, 'progress'],
  ])('PATCH %j answers 400 naming %s', async (body, field) => {
    const user = await server.signUp();
    const response = await user.request('/api/me', { method: 'PATCH', json: body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: string; field: string };
    expect(error.field).toBe(field);
    expect(error.error).toContain(field);
    expect(((await (await user.request('/api/me')).json()) as { points: number }).points).toBe(0);
  });

  it('PATCH with broken JSON answers 400, with a body over 64 KiB 413', async () => {
    const user = await server.signUp();
    const broken = await user.request('/api/me', {
      method: 'PATCH',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const huge = await user.request('/api/me', { method: 'PATCH', json: { name: 'x'.repeat(70 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it('without a session the profile answers 401 Sign in required.', async () => {
    for (const init of [{}, { method: 'PATCH', json: { name: 'Eve' } }]) {
      const response = await server.request('/api/me', init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Sign in required.' });
    }
    const forged = await server.request('/api/me', { headers: { cookie: 'better-auth.session_token=forged.value' } });
    expect(forged.status).toBe(401);
  });

  it("one user can never read or change another user's profile", async () => {
    const alice = await server.signUp({ name: 'Alice' });
    const bob = await server.signUp({ name: 'Bob' });
    const asBob = (await (await bob.request(`/api/me?id=${alice.id}`)).json()) as { id: string; name: string };
    expect(asBob).toMatchObject({ id: bob.id, name: 'Bob' });
    const forged = await bob.request('/api/me', { method: 'PATCH', json: { id: alice.id, name: 'Hacked' } });
    expect(forged.status).toBe(400);
    expect((await (await bob.request(`/api/me/${alice.id}`)).json()) as object).not.toHaveProperty('name');
    const alicesView = (await (await alice.request('/api/me')).json()) as { name: string };
    expect(alicesView.name).toBe('Alice');
  });

  it('a PATCH from a foreign origin is refused', async () => {
    const user = await server.signUp({ name: 'Origin' });
    const response = await user.request('/api/me', {
      method: 'PATCH',
      json: { name: 'Evil' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(((await (await user.request('/api/me')).json()) as { name: string }).name).toBe('Origin');
  });

  it('GET /api/config tells the page the feedback link and whether Google is on', async () => {
    const response = await server.request('/api/config');
    expect(await response.json()).toEqual({ feedbackUrl: server.config.feedbackUrl, googleEnabled: false });
  });
});
