// The level creator's words for a teacher, in a real browser against the real server and solver: each of
// docs/product.md's publishing rules shows its exact text with a plain hint beside it; a new level starts with
// a success text that does not repeat 'Well done!'; the settings dialog takes a description (counter,
// over-length message, Save held back), which is published and then read on the /explore card and under
// the level's title in the player. By touch at 390×844 (a generated level's task line prefills it)
// and by mouse and keyboard at 1366×768. Screenshots at both sizes.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_SUCCESS_MESSAGE, MAX_LEVEL_DESCRIPTION_LENGTH, PUBLISH_MESSAGES } from '../src/api/levels';
import { gapLevel } from '../test/support/server/sample-levels';
import { publishHint } from '../src/web/features/creator/model/rules';
import { closeBrowser, contextOptions, desktop, mobile, newPage, openBrowser, signUpNewUser } from './support/browser';
import { placeLevel } from './support/creator';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const SHOT_DIR = '/tmp/shots-creator-text';
/** Unique per run, so levels other test files publish on the shared server never get in the way. */
const runTag = `text${Date.now().toString(36)}`;

/** Phone and laptop screenshots; `gallery` names the sizes that also go to docs/screenshots when updating it. */
async function shoot(page: Page, name: string, gallery: readonly ('phone' | 'laptop')[] = ['phone', 'laptop']): Promise<void> {
  const size = page.viewportSize();
  for (const [label, viewport] of [['phone', mobile], ['laptop', desktop]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    const dirs = [SHOT_DIR, ...(process.env.UPDATE_SCREENSHOTS && gallery.includes(label) ? [SCREENSHOT_DIR] : [])];
    for (const dir of dirs) {
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: `${dir}/creator-${name}-${label}.png`, fullPage: true });
    }
  }
  if (size) await page.setViewportSize(size);
}

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByTestId('level-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Presses a button by touch or by mouse. */
async function press(target: Locator, touch: boolean): Promise<void> {
  if (touch) await target.tap();
  else await target.click();
}

/** Presses Save or Check; the rule dialog must show docs/product.md's text and its hint. Closes it with OK. */
async function expectRule(page: Page, button: 'Save' | 'Check', message: string, touch: boolean): Promise<void> {
  await press(page.getByRole('button', { name: button, exact: true }), touch);
  expect(await dialog(page).getByRole('alert').textContent()).toBe(message);
  expect(await dialog(page).getByTestId('publish-hint').textContent()).toBe(publishHint(message));
  await press(dialog(page).getByRole('button', { name: 'OK' }), touch);
  await dialog(page).waitFor({ state: 'detached' });
}

/** Pages the catalog until the part's tile shows, then presses its + to add one to the inventory. */
async function addToInventory(page: Page, name: string, touch: boolean): Promise<void> {
  const plus = page.getByRole('button', { name: `Add ${name} to the inventory` });
  const next = page.getByRole('button', { name: 'Next catalog page' });
  while (!(await plus.isVisible())) {
    if (!(await next.isEnabled())) throw new Error(`No catalog tile ${name}`);
    await press(next, touch);
  }
  await press(plus, touch);
}

/** Opens the settings popup and waits until it has taken focus (typing before that would go astray). */
async function openSettings(page: Page, touch: boolean): Promise<Locator> {
  await press(page.getByRole('button', { name: 'Level settings' }), touch);
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Level settings' && document.activeElement.getAttribute('role') === 'dialog');
  return dialog(page);
}

/** Publishes the open level, continues to /explore and returns when the card shows the description. */
async function publishAndFind(page: Page, name: string, description: string, touch: boolean): Promise<Locator> {
  await press(page.getByRole('button', { name: 'Save', exact: true }), touch);
  await dialog(page).getByText(PUBLISH_MESSAGES.success).waitFor({ timeout: 30_000 });
  await press(dialog(page).getByRole('button', { name: 'Continue' }), touch);
  await page.waitForURL('**/explore');
  await page.goto(`/explore?tags=${runTag}`);
  const found = card(page, name);
  await found.getByTestId('level-description').waitFor();
  expect(await found.getByTestId('level-description').textContent()).toBe(description);
  return found;
}

/** Plays the level from its card: the description sits under the title; the tray's wire solves it. */
async function playAndRead(page: Page, found: Locator, name: string, description: string, touch: boolean): Promise<void> {
  await press(found.getByRole('link', { name: `Play Level ${name}` }), touch);
  await page.waitForURL('**/custom-level/**');
  const title = page.getByRole('heading', { name, level: 1 });
  await title.waitFor();
  const text = page.locator('p', { hasText: description.split('\n')[0] });
  expect(await text.textContent()).toBe(description);
  const [titleBox, textBox] = [await title.boundingBox(), await text.boundingBox()];
  expect(textBox && titleBox && textBox.y >= titleBox.y + titleBox.height - 1).toBe(true);
}

describe('level creator texts and description', { timeout: 180_000 }, () => {
  it('by touch: rules with hints, a generated task line edited under its counter, published and read on Explore and in the player', async () => {
    const browser = await openBrowser();
    const context = await browser.newContext(contextOptions({ viewport: mobile, hasTouch: true, isMobile: true }));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-touch.png`, fullPage: true }).then(() => undefined));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpNewUser(page);
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();

    // Each rule in docs/product.md's order, each with its plain hint.
    await expectRule(page, 'Save', PUBLISH_MESSAGES.name, true);
    await page.getByLabel('Level name').fill('Almost');
    await press(page.getByRole('button', { name: 'Save', exact: true }), true);
    expect(await dialog(page).getByRole('alert').textContent()).toBe(PUBLISH_MESSAGES.draggable);
    expect(await dialog(page).getByTestId('publish-hint').textContent()).toMatch(/^Add a part to the Inventory: the parts the learner drags onto the grid\./);
    await shoot(page, 'rule-hint');
    await press(dialog(page).getByRole('button', { name: 'OK' }), true);
    await expectRule(page, 'Check', PUBLISH_MESSAGES.draggable, true);
    await addToInventory(page, 'Straight wire', true);
    await expectRule(page, 'Save', PUBLISH_MESSAGES.goal, true);

    // The lesson generator's Place Level: its task line comes along as the description.
    const name = `Touch ${runTag}`;
    await placeLevel(page, { ...gapLevel(name, [runTag]), description: 'Close the loop.' });
    const settings = await openSettings(page, true);
    const field = settings.getByLabel('Description');
    expect(await field.inputValue()).toBe('Close the loop.');
    expect(await settings.getByText(`15/${MAX_LEVEL_DESCRIPTION_LENGTH}`).isVisible()).toBe(true);
    // Too long: the counter and the message say so, and Save waits.
    await field.fill('x'.repeat(MAX_LEVEL_DESCRIPTION_LENGTH + 1));
    await settings.getByRole('alert').getByText(`The description can be at most ${MAX_LEVEL_DESCRIPTION_LENGTH} characters.`).waitFor();
    expect(await settings.getByText(`201/${MAX_LEVEL_DESCRIPTION_LENGTH}`).isVisible()).toBe(true);
    expect(await settings.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await shoot(page, 'description-too-long', ['phone']);
    const description = 'Drag the straight wire into the gap.\nThe red bulb must light.';
    await field.fill(description);
    await settings.getByRole('alert').waitFor({ state: 'detached' });
    await shoot(page, 'description', []);
    await settings.getByRole('button', { name: 'Save' }).tap();
    await settings.waitFor({ state: 'detached' });

    const found = await publishAndFind(page, name, description, true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'explore-description');
    await playAndRead(page, found, name, description, true);
    await shoot(page, 'player-description');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('by mouse and keyboard: the sign-in rule with its hint, the new default success text, a typed description published and read', async () => {
    const page = await newPage(desktop);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-mouse.png`, fullPage: true }).then(() => undefined));
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    await expectRule(page, 'Save', PUBLISH_MESSAGES.signIn, false);

    // A draft kept from before still holds the old default success text: it opens with the new one.
    await page.evaluate(() => {
      const old = { grid: [[null, null], [null, null]], gridCol: 2, gridRow: 2, draggableItems: [], goal: [], levelName: 'Kept draft', successMessage: 'Well done! Your circuit lights the bulbs just right.', tryAgainMessage: 'Nope.' };
      localStorage.setItem('levelCreatorDraft', JSON.stringify(old));
    });
    await page.reload();
    await expect.poll(() => page.getByLabel('Level name').inputValue()).toBe('Kept draft');

    // The new success text says something the popup's 'Well done!' title does not.
    let settings = await openSettings(page, false);
    expect(await settings.getByLabel('Success message').inputValue()).toBe(DEFAULT_SUCCESS_MESSAGE);
    expect(DEFAULT_SUCCESS_MESSAGE).not.toMatch(/well done/i);
    expect(await settings.getByLabel('Description').inputValue()).toBe('');
    await settings.getByRole('button', { name: 'Start a new level' }).click();
    await settings.waitFor({ state: 'detached' });
    settings = await openSettings(page, false);
    expect(await settings.getByLabel('Success message').inputValue()).toBe(DEFAULT_SUCCESS_MESSAGE);
    await shoot(page, 'settings-new');
    await settings.getByRole('button', { name: 'Cancel' }).click();

    await signUpNewUser(page);
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    const name = `Mouse ${runTag}`;
    await placeLevel(page, gapLevel(name, [runTag]));
    settings = await openSettings(page, false);
    const field = settings.getByLabel('Description');
    await field.focus();
    const description = 'One wire is missing. Find the gap and close it.';
    await page.keyboard.type(description);
    expect(await settings.getByText(`${description.length}/${MAX_LEVEL_DESCRIPTION_LENGTH}`).isVisible()).toBe(true);
    await page.keyboard.press('Tab'); // to the tags, then save with the keyboard
    await settings.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await settings.waitFor({ state: 'detached' });

    const found = await publishAndFind(page, name, description, false);
    await playAndRead(page, found, name, description, false);
    // Solved: the popup's title and the level's own success text, not the same words twice.
    await page.getByRole('button', { name: /^Straight wire.*: 1 left$/ }).click();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    await dialog(page).getByRole('heading', { name: 'Well done!' }).waitFor();
    await dialog(page).getByText('The loop is closed!').waitFor();
    await page.context().close();
  });
});
