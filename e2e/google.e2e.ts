// 'Continue with Google' in a real browser: a second server configured for Google, with a local
// OpenID Connect server (oauth2-mock-server) standing in for Google through GOOGLE_ISSUER. The shared
// server has no Google configured, and offers no button there (e2e/guest-save.e2e.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { completeInfoCard, findInfoExercises } from './support/award-points';
import { closeBrowser, contextOptions, loginAsGuest, openBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

afterAll(closeBrowser);

describe('Continue with Google', () => {
  let provider: OAuth2Server;
  let server: ServerProcess;
  let workDir: string;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const profile = { sub: 'google-e2e-1', email: 'grace@example.com', email_verified: true, name: 'Grace from Google' };
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, profile, { aud: 'ohmlet-e2e-client' }));
    provider.service.on('beforeUserinfo', (userinfo) => {
      userinfo.body = profile;
    });
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-e2e-google-'));
    server = await startServerProcess({
      workDir,
      webDir: inject('webDir'),
      env: { GOOGLE_CLIENT_ID: 'ohmlet-e2e-client', GOOGLE_CLIENT_SECRET: 'ohmlet-e2e-secret', GOOGLE_ISSUER: provider.issuer.url ?? '' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('signs in through the provider and lands on /learn with the Google name', async () => {
    const browser = await openBrowser();
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // A slow network: the click comes before the page knows Google is configured, and must wait for
    // it rather than say 'not configured'.
    await page.route('**/api/config', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${server.baseURL}/learn`);
    await page.goto('/account');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hi, Grace from Google!');
    expect(await page.getByText('grace@example.com').isVisible()).toBe(true);
    await context.close();
  });

  it("a guest who continues with Google from Account's Save your progress keeps their points", async () => {
    const browser = await openBrowser();
    const context = await browser.newContext(contextOptions({ baseURL: server.baseURL, viewport: { width: 1366, height: 768 } }));
    const page = await context.newPage();
    await loginAsGuest(page);
    const [card] = await findInfoExercises(page);
    expect(await completeInfoCard(page, card!)).toBe(10);
    await page.goto('/account');
    await page.getByRole('region', { name: 'Save your progress' }).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${server.baseURL}/account`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hi, Grace from Google!');
    await expect.poll(() => page.getByTestId('header-points').getAttribute('aria-label')).toBe('10 points');
    expect(await page.getByRole('region', { name: 'Save your progress' }).count()).toBe(0);
    await context.close();
  });
});
