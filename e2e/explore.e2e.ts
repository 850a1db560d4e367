// /explore in a real browser against the real server and solver: a signed-up creator publishes levels
// through the API with their session, finds them on Community Levels, filters by tags (a level must
// carry every selected tag), plays one through 'Play Level' by dragging from the tray, lands back on
// Explore with the play counted, and deletes their own level after confirming. Another learner and a
// visitor see no Delete. Loading failures offer Try again. Screenshots at phone and laptop size.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storedLevelSchema, type LevelInput, type StoredLevel } from '../src/api/levels';
import { gapLevel, switchLevel } from '../test/support/server/sample-levels';
import { closeBrowser, desktop, mobile, newPage, signUpNewUser } from './support/browser';
import { mouseDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const SHOTS = process.env.UPDATE_SCREENSHOTS ? SCREENSHOT_DIR : '/tmp/shots-explore';
/** Unique per run, so levels other test files publish on the shared server never get in the way. */
const runTag = `run${Date.now().toString(36)}`;
const gapName = `Gap ${runTag}`;
const switchName = `Switch ${runTag}`;

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = (size: string) => `${SHOTS}/explore${name ? `-${name}` : ''}-${size}.png`;
  const start = page.viewportSize();
  await page.setViewportSize(mobile);
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('mobile'), fullPage: true });
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('desktop'), fullPage: true });
  if (start) await page.setViewportSize(start);
}

/** POST /api/levels with the page's session cookie, as the level creator does. */
async function publish(page: Page, level: LevelInput): Promise<StoredLevel> {
  const response = await page.request.post('/api/levels', { data: level });
  expect(response.status(), await response.text()).toBe(201);
  return storedLevelSchema.parse(await response.json());
}

const card = (page: Page, name: string) => page.getByTestId('level-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const tagButton = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name, exact: true });
const shownNames = async (page: Page) => page.getByTestId('level-card').getByRole('heading').allTextContents();

describe('explore', { timeout: 120_000 }, () => {
  let gap: StoredLevel;

  it('lists a creator’s published levels, filters by all selected tags, plays one and deletes one', async () => {
    const page = await newPage(desktop);
    await signUpNewUser(page);
    gap = await publish(page, gapLevel(gapName, [runTag, 'Beginner']));
    const flip = await publish(page, switchLevel(switchName, [runTag, 'Intermediate']));
    expect(flip.tags).toEqual([runTag, 'Intermediate', 'Switch', 'Resistor']);

    await page.goto('/explore');
    await page.getByRole('heading', { name: 'Community Levels', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Create New Level' }).getAttribute('href')).toBe('/level-creator');
    await card(page, gapName).waitFor();
    // Newest first.
    const names = await shownNames(page);
    expect(names.indexOf(switchName)).toBeLessThan(names.indexOf(gapName));
    const gapCard = card(page, gapName);
    expect(await gapCard.textContent()).toContain('4×2 grid');
    expect(await gapCard.getByTestId('play-count').textContent()).toBe('No plays yet');
    // Delete shows once the session is known.
    await gapCard.getByRole('button', { name: `Delete ${gapName}` }).waitFor();
    expect(await gapCard.getByText('You', { exact: true }).isVisible()).toBe(true);

    // Creator and derived tags are always offered; the run's own tag appears because a level has it
    // (behind 'more tags' when other test files' levels use many tags).
    const more = page.getByRole('button', { name: /^\d+ more tags?$/ });
    if (await more.count()) await more.click();
    for (const tag of ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Challenge', 'Resistor', 'Switch', runTag]) {
      expect(await tagButton(page, tag).isVisible()).toBe(true);
    }
    await tagButton(page, runTag).click();
    await expect.poll(() => tagButton(page, runTag).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shownNames(page)).toEqual([switchName, gapName]);
    await tagButton(page, 'Switch').click();
    await expect.poll(() => shownNames(page)).toEqual([switchName]);
    expect(new URL(page.url()).searchParams.get('tags')).toBe(`${runTag},Switch`);
    await shoot(page, 'filtered');
    await tagButton(page, 'Beginner').click();
    await page.getByText('No level has all of these tags').waitFor();
    await tagButton(page, 'Switch').click();
    await expect.poll(() => shownNames(page)).toEqual([gapName]);
    // The selection lives in the address: a reload keeps it.
    await page.reload();
    await expect.poll(() => shownNames(page)).toEqual([gapName]);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(async () => (await shownNames(page)).includes(switchName)).toBe(true);
    await page.goto(`/explore?tags=${runTag}`);
    await expect.poll(() => shownNames(page)).toEqual([switchName, gapName]);
    await shoot(page, '');

    // Play: the tray's straight wire fills the gap at row 2, column 2 and the bulb lights.
    await card(page, gapName).getByRole('link', { name: `Play Level ${gapName}` }).click();
    await page.waitForURL(`**/custom-level/${gap.id}`);
    const grid = page.getByRole('grid', { name: 'Circuit grid' });
    await grid.waitFor();
    await mouseDrag(page, page.getByRole('button', { name: /^Straight wire.*: 1 left$/ }), page.getByRole('gridcell', { name: /^Row 2, column 2:/ }));
    await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const result = page.locator('[role="dialog"], [role="alertdialog"]');
    await result.getByText('The loop is closed!').waitFor();
    await result.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/explore');
    await expect.poll(() => card(page, gapName).getByTestId('play-count').textContent()).toBe('1 play');

    // Delete asks first; Cancel keeps the level, confirming removes it for everyone.
    await page.goto(`/explore?tags=${runTag}`);
    await card(page, switchName).getByRole('button', { name: `Delete ${switchName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete level?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(switchName);
    await shoot(page, 'delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await card(page, switchName).count()).toBe(1);
    await card(page, switchName).getByRole('button', { name: `Delete ${switchName}` }).click();
    await confirm.getByRole('button', { name: 'Delete level' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => shownNames(page)).toEqual([gapName]);
    expect((await page.request.get(`/api/levels/${flip.id}`)).status()).toBe(404);
    await page.context().close();
  });

  it('shows another learner and a visitor the level with Play Level but no Delete', async () => {
    const other = await newPage(mobile);
    await signUpNewUser(other);
    await other.goto(`/explore?tags=${runTag}`);
    await card(other, gapName).waitFor();
    await other.getByTestId('header-points').waitFor(); // signed in and the session is known
    expect(await card(other, gapName).getByRole('link', { name: `Play Level ${gapName}` }).isVisible()).toBe(true);
    expect(await other.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    const refused = await other.request.delete(`/api/levels/${gap.id}`);
    expect(refused.status()).toBe(403);
    await other.context().close();

    const visitor = await newPage(mobile);
    await visitor.goto(`/explore?tags=${runTag}`);
    await card(visitor, gapName).waitFor();
    expect(await visitor.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await visitor.context().close();
  });

  it('offers Try again when the list cannot load, and the Create button when there are no levels', async () => {
    const page = await newPage(mobile);
    await page.route('**/api/levels', (route) => route.abort('internetdisconnected'));
    await page.goto('/explore');
    await page.getByText('The levels could not be loaded.').waitFor({ timeout: 30_000 });
    await shoot(page, 'error');
    await page.unroute('**/api/levels');
    await page.getByRole('button', { name: 'Try again' }).click();
    await card(page, gapName).waitFor();

    // A brand-new site: the list is empty (answered here, as the shared server already has levels).
    await page.route('**/api/levels', (route) => route.fulfill({ json: { levels: [] } }));
    await page.reload();
    await page.getByText('No levels yet…').waitFor();
    expect(await page.getByRole('link', { name: 'Create New Level' }).count()).toBe(2);
    await shoot(page, 'empty');
    await page.context().close();
  });
});
