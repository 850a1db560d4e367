// Rough edges a new learner hit on every screen, in a real browser: the footer keeps no stuck
// highlight after a tap on a phone, and the live-points stream is opened once for the whole session
// (never aborted and reopened on each navigation).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { completeInfoCard, findInfoExercises } from './support/award-points';
import { closeBrowser, contextOptions, desktop, footerLink, loginAsGuest, mobile, openBrowser } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';
import { navigateInPage } from './support/navigation';

afterAll(closeBrowser);

async function pageAt(viewport: { width: number; height: number }, touch: boolean): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport, hasTouch: touch, isMobile: touch }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const background = (page: Page, name: string) => footerLink(page, name).evaluate((element) => getComputedStyle(element).backgroundColor);

describe('session-wide edges', () => {
  it('on a phone, a tapped footer item does not stay highlighted once the learner is elsewhere', async () => {
    const page = await pageAt(mobile, true);
    await loginAsGuest(page);
    const idle = await background(page, 'Explore');
    await footerLink(page, 'Projects').tap();
    await page.waitForURL('**/projects');
    // A phone's browser leaves the tapped item under its pointer (so :hover), which headless Chromium's
    // tap does not; put the pointer there as the phone does. Then back to the map without touching
    // the footer (the browser's back): only Learn may look selected.
    await footerLink(page, 'Projects').hover();
    await page.goBack();
    await page.waitForURL('**/learn');
    await expect.poll(() => footerLink(page, 'Learn').getAttribute('aria-current')).toBe('page');
    // Wait past the colour transition before reading the settled colours.
    await page.waitForTimeout(300);
    expect(await background(page, 'Projects')).toBe(idle);
    expect(await background(page, 'Learn')).not.toBe(idle);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'footer-after-tap-phone.png') });
    await page.context().close();
  });

  it.each([
    ['phone', mobile, true],
    ['laptop', desktop, false],
  ] as const)('on a %s, one live-points stream serves the whole session', async (_name, viewport, touch) => {
    const page = await pageAt(viewport, touch);
    const opened: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/me/events')) opened.push(request.url());
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/me/events')) failed.push(request.failure()?.errorText ?? 'failed');
    });
    await loginAsGuest(page);
    await expect.poll(() => opened.length).toBe(1);
    for (const name of ['Leaderboard', 'Projects', 'Explore', 'Account', 'Learn', 'Leaderboard', 'Learn']) {
      const link = footerLink(page, name);
      if (touch) await link.tap();
      else await link.click();
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
    }
    // A full-screen screen (the player, no footer) and back keeps the same stream too.
    await navigateInPage(page, '/chapter/0/level/0/exercise/0');
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'detached' });
    await page.goBack();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // The stream still delivers: points earned now reach the header without a reload.
    const [card] = await findInfoExercises(page);
    await completeInfoCard(page, card!);
    await expect.poll(() => page.getByTestId('header-points').getAttribute('aria-label')).toBe('10 points');
    expect(failed).toEqual([]);
    expect(opened).toHaveLength(1);
    await page.context().close();
  });
});
