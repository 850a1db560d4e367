// The Projects screens in a real browser against the real server: an unknown code gets the
// 'Invalid project code' message in the page (never a browser alert); 'egg' unlocks a card that survives a reload; Start opens the
// overview; a level box opens the player; finishing a level's info cards marks that box completed
// while the points stay the same. Screenshots at phone and laptop size go to docs/screenshots/.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { projects } from '../src/content/index';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const SHOTS = SCREENSHOT_DIR;
const egg = projects.egg;
/** A level made only of info cards: Continue through it completes it (Breadboard). */
const infoLevel = egg.levels.findIndex((level) => level.exercises.every((e) => e.exerciseType === 'info'));

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = (size: string) => `${SHOTS}/projects${name ? `-${name}` : ''}-${size}.png`;
  await page.setViewportSize(mobile);
  await page.screenshot({ path: file('mobile') });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: file('desktop') });
  await page.setViewportSize(mobile);
}

/**
 * Types a code and presses Unlock; resolves with the page's error line, or null when the code was
 * accepted. A browser dialog (alert) fails the test: the page must say it in its own style.
 */
async function unlock(page: Page, code: string): Promise<string | null> {
  let browserDialog: string | null = null;
  const onDialog = (dialog: { message(): string; accept(): Promise<void> }) => {
    browserDialog = dialog.message();
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await page.getByPlaceholder('Project code').fill(code);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const error = page.locator('main').getByRole('alert');
  await expect.poll(async () => (await error.count()) > 0 || (await page.getByPlaceholder('Project code').inputValue()) === '').toBe(true);
  page.off('dialog', onDialog);
  expect(browserDialog).toBeNull();
  return (await error.count()) > 0 ? error.textContent() : null;
}

async function pointsLabel(page: Page): Promise<string | null> {
  const points = page.getByTestId('header-points');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="header-points"]')?.textContent ?? ''));
  return points.getAttribute('aria-label');
}

describe('projects', () => {
  it('says so in the page for an unknown code, unlocks egg once, keeps it after a reload and opens the overview', async () => {
    const page = await newPage(mobile);
    await page.goto('/projects');
    await expect.poll(() => page.getByRole('heading', { name: 'Projects', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('Enter the project code below to unlock').isVisible()).toBe(true);
    await shoot(page, 'empty');

    expect(await unlock(page, 'no-such-kit')).toMatch(/^Invalid project code/);
    await shoot(page, 'invalid-code');
    expect(await page.evaluate(() => localStorage.getItem('unlockedProjects'))).toBeNull();

    // The mistyped code stays in the box to be corrected. Spaces are trimmed while typing; the code
    // is matched lower-cased.
    expect(await page.getByPlaceholder('Project code').inputValue()).toBe('no-such-kit');
    await page.getByPlaceholder('Project code').fill('');
    await page.getByPlaceholder('Project code').pressSequentially(' EGG ');
    expect(await page.getByPlaceholder('Project code').inputValue()).toBe('EGG');
    await page.getByPlaceholder('Project code').fill('');
    expect(await unlock(page, ' EGG ')).toBeNull();
    await page.getByRole('heading', { name: 'Egg Timer' }).waitFor();
    expect(await page.getByText(egg.description).isVisible()).toBe(true);
    expect(await unlock(page, 'egg')).toBeNull();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('unlockedProjects'))) ?? 'null')).toEqual(['egg']);
    expect(await page.getByRole('link', { name: 'Start' }).count()).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Egg Timer' }).waitFor();
    await shoot(page, ''); // the unlocked card: the screen's main picture

    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL('**/project/egg');
    await page.getByRole('heading', { name: 'Egg Timer', level: 1 }).waitFor();
    for (const [index, level] of egg.levels.entries()) {
      expect(await page.getByText(`Level ${index + 1} – ${level.title}`, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator('[data-completed="true"]').count()).toBe(0);
    await shoot(page, 'overview');

    await page.getByRole('button', { name: 'Back to Projects' }).click();
    await page.waitForURL('**/projects');
    await page.context().close();
  });

  it('opens a level in the player and marks it completed after its last card, without points', async () => {
    expect(infoLevel).toBeGreaterThanOrEqual(0);
    const page = await newPage(mobile);
    await loginAsGuest(page);
    expect(await pointsLabel(page)).toBe('0 points');

    await page.goto('/project/egg');
    const box = page.getByRole('link', { name: new RegExp(`^Level ${infoLevel + 1} – ${egg.levels[infoLevel].title}`) });
    await box.waitFor();
    expect(await box.getAttribute('data-completed')).toBe('false');
    await box.click();
    await page.waitForURL(`**/project/egg/level/${infoLevel}/exercise/0`);

    for (const [index, card] of egg.levels[infoLevel].exercises.entries()) {
      await page.getByRole('heading', { name: card.title }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      if (index < egg.levels[infoLevel].exercises.length - 1) await page.waitForURL(`**/exercise/${index + 1}`);
    }
    await page.waitForURL(/\/project\/egg$/);
    await expect.poll(() => box.getAttribute('data-completed')).toBe('true');
    expect(await page.locator('[data-completed="true"]').count()).toBe(1);
    expect(await page.getByText(`1 of ${egg.levels.length} levels completed`).isVisible()).toBe(true);
    await shoot(page, 'overview-progress');

    expect(await pointsLabel(page)).toBe('0 points');
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.points).toBe(0);
    expect(me.progress.projects.egg[String(infoLevel)].completed).toBe(true);
    await page.context().close();
  });

  it('plays the egg timer puzzle: the resistor beside the pre-placed capacitor lights the bulb, with no points', async () => {
    const page = await newPage(desktop);
    await loginAsGuest(page);
    const timer = egg.levels.length - 1;
    await page.goto(`/project/egg/level/${timer}/exercise/1`);
    await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
    const tray = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}.*: \\d left$`) });
    const cell = (row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
    // Click-to-place fills the next free cell: the resistor's (row 2, column 2), feeding the upright capacitor.
    expect(await cell(3, 3).getAttribute('aria-label')).toMatch(/Capacitor/);
    await tray('Resistor').click();
    expect(await cell(2, 2).getAttribute('aria-label')).toMatch(/Resistor/);
    await page.locator('[data-goal="yellow-bulb"][data-now="ON"]').waitFor();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
    await dialog.getByText('Well done!').waitFor();
    expect(await dialog.textContent()).not.toMatch(/\+\d+ points/);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/project/egg/level/${timer}/exercise/2`);
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.points).toBe(0);
    expect(me.progress.projects?.egg?.[String(timer)]).toBeUndefined(); // its quiz is still to come
    await page.context().close();
  });
});
