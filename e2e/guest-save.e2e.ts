// A guest keeps what they earned (docs/accounts.md), in a real browser: Account offers "Save your
// progress", logging out as a guest first warns and offers the same, and signing up from there keeps
// the guest's points. On this server Google is not configured, so its button is not offered anywhere.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { completeInfoCard, findInfoExercises } from './support/award-points';
import { closeBrowser, contextOptions, desktop, freshCredentials, loginAsGuest, mobile, openBrowser } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

async function touchPage(): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport: mobile, hasTouch: true, isMobile: true }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function laptopPage(): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport: desktop }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A guest with two info cards read: 20 points. */
async function guestWith20Points(page: Page): Promise<void> {
  await loginAsGuest(page);
  const cards = await findInfoExercises(page);
  await completeInfoCard(page, cards[0]!);
  expect(await completeInfoCard(page, cards[1]!)).toBe(20);
}

describe('guests keep what they earned', () => {
  it('on a phone: Account offers Save your progress; logout warns; signing up from the warning keeps the 20 points', async () => {
    const page = await touchPage();
    await guestWith20Points(page);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Save your progress' });
    await card.waitFor();
    expect(await card.textContent()).toContain('20 points');
    // Google is not configured on this server: no button that could only fail.
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-guest-save-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Logout' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Log out of the guest account?' });
    await dialog.getByText('Your progress will be lost').waitFor();
    expect(await dialog.textContent()).toContain('20 points');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-guest-logout-warning-phone.png'), animations: 'disabled' });

    await dialog.getByRole('link', { name: 'Sign up with email' }).tap();
    await page.waitForURL('**/signup');
    const credentials = freshCredentials('Saved');
    await page.getByLabel('Name').fill(credentials.name);
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Sign Up' }).tap();
    await page.waitForURL('**/learn');
    await expect.poll(() => page.getByTestId('header-points').getAttribute('aria-label')).toBe('20 points');

    await page.goto('/account');
    await page.getByRole('heading', { name: `Hi, ${credentials.name}!` }).waitFor();
    expect(await page.getByText('20 points').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Save your progress' }).count()).toBe(0);
    expect(await page.getByText('Guest', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('on a laptop: the warning can be cancelled, and "Log out anyway" logs the guest out', async () => {
    const page = await laptopPage();
    await loginAsGuest(page);
    await page.goto('/account');
    await page.getByRole('region', { name: 'Save your progress' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-guest-save-laptop.png') });

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out of the guest account?' });
    await dialog.waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-guest-logout-warning-laptop.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/account');

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Log out anyway' }).click();
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('a signed-in learner (not a guest) logs out at once, with no warning', async () => {
    const page = await laptopPage();
    await page.goto('/signup');
    const credentials = freshCredentials('Plain');
    await page.getByLabel('Name').fill(credentials.name);
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/learn');
    await page.goto('/account');
    await page.getByRole('heading', { name: `Hi, ${credentials.name}!` }).waitFor();
    expect(await page.getByRole('region', { name: 'Save your progress' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it.each([
    ['/login', mobile],
    ['/signup', desktop],
  ] as const)('%s offers no Google button (nor its "or") on a server without Google', async (route, viewport) => {
    const browser = await openBrowser();
    const context = await browser.newContext(contextOptions({ viewport }));
    const page = await context.newPage();
    await page.goto(route);
    await page.getByLabel('Email').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    expect(await page.getByText('or', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${route.slice(1)}-no-google-${viewport.width}.png`) });
    await context.close();
  });
});
