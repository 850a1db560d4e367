// Coming back and the level-complete moment, in a real browser (docs/journey.md): the daily streak in
// the header and on the map; "Continue where you left off" on /learn opens the first unfinished exercise; a new learner on a device where someone
// else chose another chapter opens on their own first unfinished chapter; the summary's celebration
// stands still under prefers-reduced-motion; the chime's switch in Account is remembered.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { completeInfoCard } from './support/award-points';
import { closeBrowser, contextOptions, desktop, loginAsGuest, mobile, openBrowser } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

async function pageAt(viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport, hasTouch: touch, isMobile: touch }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('coming back', () => {
  it('on a phone, /learn offers to continue at the first unfinished exercise', async () => {
    const page = await pageAt(mobile, true);
    await loginAsGuest(page);
    const card = page.getByRole('region', { name: 'Start your first level' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/chapter/0/level/0/exercise/0');

    expect(await page.getByTestId('map-streak').textContent()).toBe('Complete an exercise today to start a streak.');
    expect(await page.getByTestId('header-streak').count()).toBe(0);

    await completeInfoCard(page, { chapter: 0, level: 0, exercise: 0 });
    await page.reload();
    const resume = page.getByRole('region', { name: 'Continue where you left off' });
    await resume.waitFor();
    // The daily streak, in the header beside the points and on the map.
    await expect.poll(() => page.getByTestId('header-streak').getAttribute('aria-label')).toBe('1-day streak');
    expect(await page.getByTestId('map-streak').textContent()).toBe('1-day streak — see you tomorrow!');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'learn-continue-phone.png') });
    await resume.getByRole('link', { name: 'Continue' }).tap();
    await page.waitForURL((url) => url.pathname === '/chapter/0/level/0/exercise/1');
    await page.context().close();
  });

  it('on a laptop, a new learner opens on their own first chapter, not the one the last learner left on', async () => {
    const page = await pageAt(desktop);
    await loginAsGuest(page);
    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Using schematic symbols' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lastSelectedChapter'))).toBe('1');
    await page.reload();
    // The same learner comes back to the chapter they chose.
    await page.getByRole('heading', { level: 1, name: 'Using schematic symbols' }).waitFor();

    // Someone else on this device.
    await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    await loginAsGuest(page);
    await page.getByRole('heading', { level: 1, name: 'Batteries, resistors and switches' }).waitFor();
    await page.context().close();
  });

  it('the level summary stands still under prefers-reduced-motion, and animates otherwise', async () => {
    const page = await pageAt(mobile, true);
    await loginAsGuest(page);
    await completeInfoCard(page, { chapter: 0, level: 0, exercise: 0 });
    await page.goto('/chapter/0/level/0/complete');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const animation = () => page.locator('section[aria-labelledby="level-complete-title"]').evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(animation).toBe('none');
    expect(await page.getByTestId('level-points').textContent()).toBe('+10');
    await page.context().close();
  });

  it('the chime is off by default, and its switch in Account is remembered', async () => {
    const page = await pageAt(desktop);
    await loginAsGuest(page);
    await page.goto('/account');
    const sound = page.getByRole('switch', { name: 'Sound' });
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-sound-laptop.png'), fullPage: true });
    await page.context().close();
  });
});
