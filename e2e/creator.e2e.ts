// The level creator in a real browser against the real server, engine and solver: a signed-out
// visitor builds a small level by mouse (settings validation, catalog drag and click, tap to rotate,
// resistor popup, goal toggles, live bulbs), sees the publishing rule messages in docs/product.md's order,
// sees a solution, test-plays it at /level/test and comes back to the same draft. A signed-in user
// builds one by touch and keyboard, publishes it and continues to /explore. Screenshots at both sizes.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PUBLISH_MESSAGES } from '../src/api/levels';
import { UNSOLVABLE_MESSAGE } from '../src/server/levels/publish-check';
import { closeBrowser, contextOptions, desktop, mobile, newPage, openBrowser, signUpNewUser } from './support/browser';
import { mouseDrag, touchDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const SHOT_DIRS = ['/tmp/shots-creator', SCREENSHOT_DIR];

async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const [label, viewport] of [['phone', mobile], ['laptop', desktop]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    for (const dir of SHOT_DIRS) {
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: `${dir}/creator-${name}-${label}.png`, fullPage: true });
    }
  }
  if (size) await page.setViewportSize(size);
}

const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
const dialog = (page: Page) => page.getByRole('dialog');

/** The catalog tile's place button, paging the catalog until it shows. */
async function tile(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('button', { name: new RegExp(`^Place ${name} on the grid`) });
  const previous = page.getByRole('button', { name: 'Previous catalog page' });
  while (await previous.isEnabled()) await previous.click();
  const next = page.getByRole('button', { name: 'Next catalog page' });
  while (!(await button.isVisible())) {
    if (!(await next.isEnabled())) throw new Error(`No catalog tile ${name}`);
    await next.click();
  }
  return button;
}

async function addToInventory(page: Page, name: string): Promise<void> {
  await tile(page, name);
  await page.getByRole('button', { name: `Add ${name} to the inventory` }).click();
}

/** Presses Save or Check and returns the message of the dialog that opens, then closes it. */
async function ruleMessage(page: Page, button: 'Save' | 'Check'): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const text = (await dialog(page).getByRole('alert').textContent()) ?? '';
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  return text;
}

/** Opens the settings popup and waits until it has taken focus (typing before that would go astray). */
async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Level settings' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Level settings' && document.activeElement.getAttribute('role') === 'dialog');
  return dialog(page);
}

async function setSize(page: Page, rows: string, cols: string): Promise<void> {
  await openSettings(page);
  await dialog(page).getByLabel('Rows').fill(rows);
  await dialog(page).getByLabel('Columns').fill(cols);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

async function rotateBy(target: Locator, turns: number, how: 'click' | 'key'): Promise<void> {
  for (let i = 0; i < turns; i++) {
    if (how === 'click') await target.click();
    else await target.press('r');
  }
}

const LABELS = {
  corner: (r: number, c: number, deg: number) => `Row ${r}, column ${c}: Corner wire${deg ? `, rotated ${deg}°` : ''}`,
};

describe('level creator', { timeout: 180_000 }, () => {
  it('builds by mouse, validates settings and rules in order, shows a solution and test-plays the level', async () => {
    const page = await newPage(desktop);
    onTestFailed(() => page.screenshot({ path: '/tmp/shots-creator/failed-mouse.png', fullPage: true }).then(() => undefined));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    expect(await page.getByRole('gridcell').count()).toBe(25); // default 5×5

    // Level settings: required, 2–9, Save disabled while wrong.
    const settings = await openSettings(page);
    const saveSettings = settings.getByRole('button', { name: 'Save' });
    await settings.getByLabel('Rows').fill('');
    await settings.getByText('Rows is required.').waitFor();
    expect(await saveSettings.isDisabled()).toBe(true);
    await settings.getByLabel('Rows').fill('12');
    await settings.getByText('Rows must be a number between 2 and 9.').waitFor();
    await settings.getByLabel('Columns').fill('');
    await settings.getByText('Columns is required.').waitFor();
    await settings.getByLabel('Columns').fill('1');
    await settings.getByText('Columns must be a number between 2 and 9.').waitFor();
    expect(await saveSettings.isDisabled()).toBe(true);
    await shoot(page, 'settings-errors');
    await settings.getByLabel('Rows').fill('2');
    await settings.getByLabel('Columns').fill('4');
    await settings.getByText('Beginner').click();
    expect(await saveSettings.isEnabled()).toBe(true);
    await saveSettings.click();
    await settings.waitFor({ state: 'detached' });
    expect(await page.getByRole('gridcell').count()).toBe(8);

    // Publishing rules, signed out: sign-in comes first; testing needs an inventory item, then a goal.
    expect(await ruleMessage(page, 'Save')).toBe(PUBLISH_MESSAGES.signIn);
    expect(await ruleMessage(page, 'Check')).toBe(PUBLISH_MESSAGES.draggable);

    // Build: battery dragged into row 1 column 2, corner wires placed by click and tapped to rotate.
    await mouseDrag(page, await tile(page, 'Battery'), cell(page, 1, 2));
    await cell(page, 1, 2).and(page.getByRole('gridcell', { name: /Battery/ })).waitFor();
    // One battery per level: the catalog says so when asked for another.
    await (await tile(page, 'Battery')).click();
    await page.getByText('No more battery available.').waitFor();
    await addToInventory(page, 'Battery');
    await page.getByText('No more battery available in the catalog.').waitFor();

    await (await tile(page, 'Corner wire')).click(); // next free cell: row 1, column 1
    await rotateBy(cell(page, 1, 1), 3, 'click');
    expect(await cell(page, 1, 1).getAttribute('aria-label')).toBe(LABELS.corner(1, 1, 270));
    await (await tile(page, 'Straight wire')).click();
    await rotateBy(cell(page, 1, 3), 1, 'click');
    await (await tile(page, 'Corner wire')).click();
    await (await tile(page, 'Corner wire')).click();
    await rotateBy(cell(page, 2, 1), 2, 'click');
    await mouseDrag(page, await tile(page, 'Red bulb \\(straight\\)'), cell(page, 2, 2));
    await mouseDrag(page, await tile(page, 'Corner wire'), cell(page, 2, 4));
    await rotateBy(cell(page, 2, 4), 1, 'click');
    expect(await cell(page, 2, 3).getAttribute('aria-label')).toBe('Row 2, column 3: empty');

    // A resistor on the grid: tapping it opens the value popup; a custom value beats the preset.
    await (await tile(page, 'Resistor')).click();
    await cell(page, 2, 3).click();
    await dialog(page).getByText('560 Ω').click();
    await dialog(page).getByText('The resistor will be 560 Ω.').waitFor();
    await dialog(page).getByLabel('Custom value (Ω)').fill('1000');
    await dialog(page).getByText('The resistor will be 1 kΩ.').waitFor();
    await shoot(page, 'resistor-popup');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect(await cell(page, 2, 3).getAttribute('aria-label')).toBe('Row 2, column 3: Resistor 1 kΩ');
    // Moved by drag, then removed by dragging it off the grid.
    await mouseDrag(page, cell(page, 2, 3), page.getByRole('heading', { name: /^Goal/ }));
    await cell(page, 2, 3).and(page.getByRole('gridcell', { name: /empty$/ })).waitFor();

    // The learner gets one 330 Ω resistor; without a goal the level cannot be tested yet.
    await addToInventory(page, 'Resistor');
    await page.locator('[data-inventory="resistor"]').waitFor();
    expect(await ruleMessage(page, 'Check')).toBe(PUBLISH_MESSAGES.goal);

    // Goal bulb: none → ON → OFF → ON; the live grid shows the bulb OFF (the loop has a gap).
    const red = page.getByRole('button', { name: /^Red bulb goal/ });
    await red.click();
    expect(await red.getAttribute('aria-label')).toBe('Red bulb goal: ON');
    await red.click();
    expect(await red.getAttribute('aria-label')).toBe('Red bulb goal: OFF');
    await red.click();
    expect(await red.getAttribute('aria-label')).toBe('Red bulb goal: ON');
    await page.locator('[data-goal="red-bulb"]').getByText('Grid: OFF').waitFor();
    await shoot(page, 'built');

    // See a solution: the solver places the resistor in the gap, and the bulb lights.
    await page.getByRole('button', { name: 'See a solution' }).click();
    await dialog(page).getByRole('img', { name: 'Solved grid' }).waitFor();
    expect(await dialog(page).locator('[data-solution-cell="resistor"]').count()).toBe(1);
    await shoot(page, 'solution');
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    // Check: a test play at /level/test, solved there; Continue comes back to the same draft.
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.waitForURL('**/level/test');
    await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
    await page.getByRole('button', { name: /^Resistor 330 Ω: 1 left$/ }).click();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    expect(await cell(page, 1, 2).getAttribute('aria-label')).toBe('Row 1, column 2: Battery');
    expect(await page.getByRole('button', { name: /^Red bulb goal/ }).getAttribute('aria-label')).toBe('Red bulb goal: ON');
    // Still signed out: publishing asks for an account first, whatever else is missing.
    expect(await ruleMessage(page, 'Save')).toBe(PUBLISH_MESSAGES.signIn);
    expect(errors).toEqual([]);
  });

  it('builds by touch and keyboard as a signed-in user, publishes and continues to /explore', async () => {
    const browser = await openBrowser();
    const context = await browser.newContext(contextOptions({ viewport: mobile, hasTouch: true, isMobile: true }));
    const page = await context.newPage();
    onTestFailed(() => page.screenshot({ path: '/tmp/shots-creator/failed-touch.png', fullPage: true }).then(() => undefined));
    page.setDefaultTimeout(15_000);
    await signUpNewUser(page);
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, 'empty');

    // Signed in: the rules continue in order — name, inventory item, goal.
    expect(await ruleMessage(page, 'Save')).toBe(PUBLISH_MESSAGES.name);
    await page.getByLabel('Level name').fill('Light it up');
    expect(await ruleMessage(page, 'Save')).toBe(PUBLISH_MESSAGES.draggable);
    await setSize(page, '2', '4');

    // Touch: the battery dragged with a finger into row 1, column 2.
    await touchDrag(page, await tile(page, 'Battery'), cell(page, 1, 2));
    await cell(page, 1, 2).and(page.getByRole('gridcell', { name: /Battery/ })).waitFor();
    // Keyboard: Enter on a catalog tile places in the next free cell; R on a grid cell rotates.
    const keyPlace = async (name: string) => {
      const button = await tile(page, name);
      await button.focus();
      await page.keyboard.press('Enter');
    };
    await keyPlace('Corner wire'); // row 1, column 1
    await rotateBy(cell(page, 1, 1), 3, 'key');
    await keyPlace('Straight wire'); // row 1, column 3
    await rotateBy(cell(page, 1, 3), 1, 'key');
    await keyPlace('Corner wire'); // row 1, column 4
    await keyPlace('Corner wire'); // row 2, column 1
    await rotateBy(cell(page, 2, 1), 2, 'key');
    await keyPlace('Red bulb \\(straight\\)'); // row 2, column 2
    await keyPlace('Corner wire'); // row 2, column 3 — then moved with the keyboard to column 4
    await cell(page, 2, 3).focus();
    // dnd-kit measures the grid on pick-up and after each move: give it a frame or two, like a person would.
    await page.keyboard.press('m');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await cell(page, 2, 4).and(page.getByRole('gridcell', { name: /Corner wire/ })).waitFor();
    await rotateBy(cell(page, 2, 4), 1, 'key');
    expect(await cell(page, 2, 4).getAttribute('aria-label')).toBe(LABELS.corner(2, 4, 90));

    const plus = page.getByRole('button', { name: 'Add Resistor to the inventory' });
    await tile(page, 'Resistor');
    await plus.focus();
    await page.keyboard.press('Enter');
    expect(await ruleMessage(page, 'Save')).toBe(PUBLISH_MESSAGES.goal);
    const red = page.getByRole('button', { name: /^Red bulb goal/ });
    await red.focus();
    await page.keyboard.press('Enter');
    expect(await red.getAttribute('aria-label')).toBe('Red bulb goal: ON');
    await shoot(page, 'ready');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).getByText(PUBLISH_MESSAGES.success).waitFor();
    await shoot(page, 'published');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/explore');
    await context.close();
  });

  it('shows the server refusal when the solver proves a level unsolvable', async () => {
    const page = await newPage(desktop);
    await signUpNewUser(page);
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    await page.getByLabel('Level name').fill('Impossible');
    await addToInventory(page, 'Straight wire');
    await page.getByRole('button', { name: /^Green bulb goal/ }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = dialog(page).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(UNSOLVABLE_MESSAGE);
    await shoot(page, 'unsolvable');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'See a solution' }).click();
    await dialog(page).getByText('No solution found with this tray').waitFor();
  });

  it('opens a level passed in the navigation state (the lesson generator\'s Place Level) for editing', async () => {
    const page = await newPage(mobile);
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    const level = {
      name: 'Generated lamp',
      prePlacedComponents: [{ type: 'battery', row: 0, col: 1, rotation: 0 }],
      draggableItems: [{ type: 'corner-wire', itemCount: 2 }],
      goal: [{ type: 'green-bulb', status: 'OFF' }],
      metadata: { gridCol: 3, gridRow: 3 },
      educationalMessages: { success: 'Bright!', failure: 'Dark.' },
      tags: ['Beginner'],
    };
    // As react-router's navigate(path, { state }) would leave it: a history entry carrying the level.
    await page.evaluate((passed) => {
      history.pushState({ usr: { level: passed }, key: 'generated', idx: 1 }, '', '/level-creator');
      history.pushState({ usr: null, key: 'after', idx: 2 }, '', '/level-creator');
      history.back();
    }, level);
    await expect.poll(() => page.getByLabel('Level name').inputValue()).toBe('Generated lamp');
    expect(await page.getByRole('gridcell').count()).toBe(9);
    expect(await cell(page, 1, 2).getAttribute('aria-label')).toBe('Row 1, column 2: Battery');
    expect(await page.getByRole('button', { name: /^Green bulb goal/ }).getAttribute('aria-label')).toBe('Green bulb goal: OFF');
    expect(await page.getByRole('group', { name: 'Corner wire count' }).locator('output').textContent()).toBe('2');
    // The passed level is consumed: a reload keeps the edits made since.
    await page.getByLabel('Level name').fill('Generated lamp, edited');
    await page.reload();
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    expect(await page.getByLabel('Level name').inputValue()).toBe('Generated lamp, edited');
  });
});
