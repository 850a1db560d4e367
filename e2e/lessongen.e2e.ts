// The lesson generator in a real browser against the real server: an empty goal gets the message of docs/product.md "Rules and their texts";
// an example goal fills the box; Generate Level reads 'Generating...' while busy, then previews the level
// (the asked concept drawn on the grid, goal bulbs, tray, notes); 'Play it' opens that level in the
// player, where placing the solver's piece passes Check Answer, and Exit comes back to the preview;
// 'Place Level' opens the level creator with the level in the navigation state.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FEEDBACK_TITLES } from '../src/puzzle/judge-feedback';
import { generateLesson } from '../src/generator';
import { describePiece } from '../src/web/components/circuit/piece-label';
import { closeBrowser, contextOptions, desktop, mobile, newPage, openBrowser } from './support/browser';
import { mouseDrag, touchDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = (size: string) => `${SCREENSHOT_DIR}/lessongen${name ? `-${name}` : ''}-${size}.png`;
  await page.setViewportSize(mobile);
  await page.screenshot({ path: file('mobile') });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: file('desktop') });
  await page.setViewportSize(mobile);
}

const goalBox = (page: Page) => page.getByRole('textbox', { name: 'Lesson goal' });
const generate = (page: Page) => page.getByRole('button', { name: /^(Generate Level|Generating\.\.\.)$/ });

async function openGenerator(page: Page): Promise<void> {
  await page.goto('/LessonGen');
  await page.getByRole('heading', { name: 'Lesson generator', level: 1 }).waitFor();
}

/** Records the state of every history push (the level creator may clear it once read). */
async function recordPushes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { pushed: unknown[] };
    w.pushed = [];
    const push = window.history.pushState.bind(window.history);
    window.history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      w.pushed.push(state);
      push(state, unused, url);
    };
  });
}

async function pushedLevel(page: Page): Promise<{ name: string; description?: string; goal: unknown[]; prePlacedComponents: { type: string }[] } | undefined> {
  return page.evaluate(() => {
    const pushed = (window as unknown as { pushed: { usr?: { level?: never } }[] }).pushed;
    return pushed.at(-1)?.usr?.level;
  });
}

/** Generates from `goal` and waits for the preview. */
async function generateFrom(page: Page, goal: string): Promise<void> {
  await goalBox(page).fill(goal);
  await generate(page).click();
  await page.getByRole('grid', { name: 'Generated circuit grid' }).waitFor();
}

/** Holds the next /api/generate-level request until the returned function is called. */
async function holdGenerator(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  let passed = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = new Promise<void>((resolve) => (passed = resolve));
  await page.route('**/api/generate-level', async (route) => {
    await held;
    await route.continue();
    passed();
  });
  return async () => {
    release();
    await done;
    await page.unroute('**/api/generate-level');
  };
}

describe('lesson generator', () => {
  it('asks for a goal, fills an example, and previews a generated diode lesson', async () => {
    const page = await newPage(mobile);
    await openGenerator(page);
    await page.getByRole('button', { name: 'Generate Level' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter a lesson goal.');
    await page.getByRole('button', { name: 'Place Level' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter a lesson goal.');
    await shoot(page, 'empty');

    // On a phone the examples are folded away until asked for.
    expect(await page.getByRole('button', { name: 'A diode lets current flow one way' }).isVisible()).toBe(false);
    await page.getByText('Try an example').click();
    await page.getByRole('button', { name: 'A diode lets current flow one way' }).click();
    expect(await goalBox(page).inputValue()).toBe('A diode lets current flow one way');
    expect(await page.getByRole('alert').count()).toBe(0);

    // A failed request gets the line of docs/product.md "Rules and their texts"; the goal stays for another try.
    await page.route('**/api/generate-level', (route) => route.abort());
    await goalBox(page).fill('Hard: a diode lets current flow one way, on a 6x4 grid');
    await generate(page).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Error generating level. Please try again.');
    await page.unroute('**/api/generate-level');

    // While the server works, the button reads 'Generating...' and both buttons are disabled.
    const release = await holdGenerator(page);
    await generate(page).click();
    await expect.poll(() => generate(page).textContent()).toBe('Generating...');
    expect(await generate(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Place Level' }).isDisabled()).toBe(true);
    await release();
    await page.getByRole('grid', { name: 'Generated circuit grid' }).waitFor();
    expect(await generate(page).textContent()).toBe('Generate Level');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('heading', { name: 'One-Way Diodes' }).waitFor();
    // The grid is the asked size, and the diode lesson shows diodes (on the grid or in the tray).
    expect(await page.locator('[aria-label="Generated circuit grid"] [role="gridcell"]').count()).toBe(24);
    expect(await page.locator('[data-type="diode"]').count()).toBeGreaterThanOrEqual(1);
    const goals = page.getByRole('list', { name: 'Goal bulbs' }).getByRole('listitem');
    expect(await goals.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(['Red bulb ON', 'Green bulb OFF']);
    expect(await page.getByRole('list', { name: 'Generator notes' }).textContent()).toContain('Understood: a diode the right way round, grid 6×4; difficulty Advanced.');
    // The difficulty tag comes from the level: two diodes to turn, two branches and a resistor to place.
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first().textContent()).toBe('Advanced');
    // The level's task in one line, under its name.
    expect(await page.getByTestId('generated-instruction').textContent()).toMatch(/^Put the .*diode.* so the red bulb lights and the green bulb stays dark\.$/);
    await page.locator('section[aria-labelledby="generated-level-name"]').evaluate((el) => el.parentElement?.scrollIntoView({ block: 'start' }));
    await shoot(page, '');
  });

  it("'Play it' opens the generated level in the player", async () => {
    const page = await newPage(desktop);
    await openGenerator(page);
    await generateFrom(page, 'Two bulbs in parallel with a switch on a 7x4 grid');
    // Generating the same goal again gives a variant (other colours), still a 7×4 parallel lesson.
    const before = await page.getByRole('list', { name: 'Goal bulbs' }).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    await generate(page).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Goal bulbs' }).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label'))))
      .not.toEqual(before);
    const preplaced = await page.locator('[aria-label="Generated circuit grid"] [data-type]').count();
    await page.getByRole('button', { name: 'Play it' }).click();
    await page.waitForURL('**/level/test');
    const grid = page.getByRole('grid', { name: 'Circuit grid' });
    await grid.waitFor();
    expect(await grid.getByRole('gridcell').count()).toBe(28);
    expect(await grid.getByRole('gridcell', { name: /Switch/ }).count()).toBe(1);
    await expect.poll(() => grid.getByRole('gridcell', { name: /locked$/ }).count()).toBe(preplaced);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/lessongen-play-desktop.png` });

    // Exit leads back to the generator, where the goal and the preview are still there.
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL('**/LessonGen');
    await page.getByRole('grid', { name: 'Generated circuit grid' }).waitFor();
    expect(await goalBox(page).inputValue()).toBe('Two bulbs in parallel with a switch on a 7x4 grid');
  });

  it('a generated level can be solved in the player, as the solver said', async () => {
    const goal = 'An easy first series circuit';
    // The same pure generator the server runs tells where the missing piece goes.
    const { level, solution } = generateLesson(goal);
    expect(solution.placements).toHaveLength(1);
    const [piece] = solution.placements;
    const page = await newPage(desktop);
    await openGenerator(page);
    await generateFrom(page, goal);
    await page.getByRole('button', { name: 'Play it' }).click();
    const grid = page.getByRole('grid', { name: 'Circuit grid' });
    await grid.waitFor();
    // The player shows the generated task line under the level's name, on a grid sized to the circuit.
    expect(level.description).toBeTruthy();
    await page.getByText(level.description ?? '', { exact: true }).waitFor();
    await expect.poll(() => grid.getByRole('gridcell').count()).toBe(level.metadata.gridCol * level.metadata.gridRow);
    const target = grid.getByRole('gridcell', { name: new RegExp(`^Row ${piece.row + 1}, column ${piece.col + 1}:`) });
    await mouseDrag(page, page.getByRole('button', { name: /: 1 left$/ }), target);
    await target.and(page.getByRole('gridcell', { name: /Resistor/ })).waitFor();
    for (let turn = 0; turn < piece.rotation / 90; turn++) await target.click();
    await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const passed = page.locator('[role="dialog"], [role="alertdialog"]');
    await passed.waitFor();
    expect(await passed.getByRole('heading').textContent()).toBe(FEEDBACK_TITLES.correct);
    expect(await passed.textContent()).toContain(level.educationalMessages.success.slice(0, 40));
  });

  // The classroom walk's goals: both named ideas in the level, previewed, then played to 'Well done' the way
  // the solver said, by finger on a phone and by mouse on a laptop.
  it.each([
    { goal: 'An LED with a resistor and a switch', size: mobile, touch: true, parts: ['switch', 'red-led'], shot: 'touch' },
    { goal: 'Two bulbs in series with a capacitor', size: desktop, touch: false, parts: ['capacitor'], shot: 'mouse' },
    // The light sensor is a part the generator builds with (it used to be "not a part yet").
    { goal: 'a light sensor turns on a bulb', size: mobile, touch: true, parts: ['ldr'], shot: 'ldr-touch' },
    { goal: 'an LDR makes the bulb brighter in daylight', size: desktop, touch: false, parts: ['ldr'], shot: 'ldr-mouse' },
  ])('generates, previews and plays $goal at $size.width px', async ({ goal, size, touch, parts, shot }) => {
    const { level, solution, notes: generatedNotes } = generateLesson(goal);
    const browser = await openBrowser();
    const context = await browser.newContext(contextOptions({ viewport: size, ...(touch ? { hasTouch: true, isMobile: true } : {}) }));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await openGenerator(page);
    await generateFrom(page, goal);
    // The preview shows the named parts and notes that leave nothing out.
    for (const part of parts) expect(await page.locator(`[data-type="${part}"]`).count()).toBeGreaterThanOrEqual(1);
    const notes = page.getByRole('list', { name: 'Generator notes' });
    expect(await notes.textContent()).toContain(generatedNotes[0]);
    expect(await notes.textContent()).not.toContain('Left out');
    expect(await page.getByRole('heading', { name: level.name }).count()).toBe(1);
    await page.locator('section[aria-labelledby="generated-level-name"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/lessongen-${shot}-preview.png` });

    await page.getByRole('button', { name: 'Play it' }).click();
    const grid = page.getByRole('grid', { name: 'Circuit grid' });
    await grid.waitFor();
    const cellAt = (row: number, col: number) => grid.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${col + 1}:`) });
    for (const piece of solution.placements) {
      const name = describePiece({ type: piece.type, rotation: 0, ...(piece.resistanceValue !== undefined ? { resistanceValue: piece.resistanceValue } : {}) });
      const from = page.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: \\d left$`) });
      const target = cellAt(piece.row, piece.col);
      await (touch ? touchDrag(page, from, target) : mouseDrag(page, from, target));
      await target.and(grid.getByRole('gridcell', { name: /: (?!empty)/ })).waitFor();
      for (let turn = 0; turn < piece.rotation / 90; turn++) await (touch ? target.tap() : target.click());
    }
    for (const toggle of solution.toggles) await (touch ? cellAt(toggle.row, toggle.col).tap() : cellAt(toggle.row, toggle.col).click());
    for (const g of level.goal) await page.locator(`[data-goal="${g.type}"][data-now="${g.status}"]`).waitFor();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const passed = page.locator('[role="dialog"], [role="alertdialog"]');
    await passed.waitFor();
    expect(await passed.getByRole('heading').textContent()).toBe(FEEDBACK_TITLES.correct);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/lessongen-${shot}-solved.png` });
    await context.close();
  });

  it("'Place Level' opens the level creator with the level in the navigation state", async () => {
    const page = await newPage(mobile);
    await openGenerator(page);
    await generateFrom(page, 'Use a MOSFET as a switch');
    const name = await page.locator('#generated-level-name').textContent();
    await recordPushes(page);
    await page.getByRole('button', { name: 'Place Level' }).last().click();
    await page.waitForURL('**/level-creator');
    const level = await pushedLevel(page);
    expect(level?.name).toBe(name);
    expect(level?.prePlacedComponents.some((p) => p.type === 'mosfet' || p.type === 'battery')).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/lessongen-placed-mobile.png` });
    // The generated task line is the creator's description, ready to edit in the level settings.
    expect(level?.description).toMatch(/\w/);
    await page.getByRole('button', { name: 'Level settings' }).click();
    expect(await page.getByRole('dialog').getByLabel('Description').inputValue()).toBe(level?.description);
  });

  it("'Place Level' straight from a goal generates first, then opens the creator", async () => {
    const page = await newPage(mobile);
    await openGenerator(page);
    await goalBox(page).fill('Make a bulb dim with 560 ohm');
    await recordPushes(page);
    const release = await holdGenerator(page);
    await page.getByRole('button', { name: 'Place Level' }).click();
    await page.getByRole('button', { name: 'Placing Level...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Placing Level...' }).isDisabled()).toBe(true);
    expect(await generate(page).isDisabled()).toBe(true);
    await release();
    await page.waitForURL('**/level-creator');
    expect((await pushedLevel(page))?.goal).toEqual([{ type: 'red-bulb', status: 'DIM' }]);
  });
});
