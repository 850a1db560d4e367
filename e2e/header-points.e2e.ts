// The header with five-digit points and a streak, on a phone (390×844, touch) and a laptop: the points,
// the streak and the bug link all fit, none cut off. No course earns 98 765 points, so this file runs its
// own real server in-process (in-memory PGlite, the built page) and sets the learner's points in its
// database, as an old account would have them.
import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../test/support/server/test-server';
import { closeBrowser, contextOptions, desktop, freshCredentials, mobile, openBrowser, signUpNewUser } from './support/browser';
import { completeInfoCard, findInfoExercises } from './support/award-points';
import { SCREENSHOT_DIR } from './support/screenshots';

const POINTS = 98_765;

let server: TestServer;
let listening: ReturnType<typeof serve>;
let url: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startTestServer('pglite', { env: { BASE_URL: url, WEB_DIR: inject('webDir') } });
  listening = serve({ port, hostname: '127.0.0.1', fetch: server.app.fetch });
  await new Promise((resolve) => listening.once('listening', resolve));
});

afterAll(async () => {
  await closeBrowser();
  listening?.close();
  await server?.close();
});

async function pageFor(size: 'phone' | 'laptop'): Promise<Page> {
  const browser = await openBrowser();
  const options = size === 'phone' ? { viewport: mobile, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : { viewport: desktop };
  const page = await (await browser.newContext(contextOptions({ ...options, baseURL: url }))).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('the header with five-digit points', { timeout: 120_000 }, () => {
  for (const size of ['phone', 'laptop'] as const) {
    it(`shows ${POINTS} points, the streak and the bug link, each whole and inside the screen (${size})`, async () => {
      const page = await pageFor(size);
      const credentials = await signUpNewUser(page, freshCredentials('Header'));
      // A real completed exercise starts the streak; the points are then an old account's.
      const cards = await findInfoExercises(page);
      expect(cards.length).toBeGreaterThan(0);
      await completeInfoCard(page, cards[0]);
      await server.database.db.updateTable('users').set({ points: POINTS }).where('name', '=', credentials.name).execute();
      await page.goto('/learn');
      const points = page.getByTestId('header-points');
      await expect.poll(() => points.getAttribute('aria-label')).toBe(`${POINTS} points`);
      await page.getByTestId('header-streak').waitFor();
      const bug = page.getByRole('link', { name: 'Report a Bug!' });
      await bug.waitFor();

      const width = (page.viewportSize() ?? desktop).width;
      const parts = [page.getByRole('banner').getByRole('link').first(), page.getByTestId('header-streak'), points, bug];
      for (const part of parts) {
        const box = await part.boundingBox();
        if (!box) throw new Error('a header part has no box');
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Whole: nothing inside is cut off or squeezed out of its box.
        expect(await part.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
      }
      expect(await points.textContent()).toContain(String(POINTS));
      // The header row itself does not overflow the screen.
      expect(await page.getByRole('banner').evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/header-five-digits-${size}.png` });
    });
  }
});
