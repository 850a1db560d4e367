// Rough edges of the circuit player a new learner hit: the goal card with a burnt-out bulb ("now
// EXPLODED") must hold its text and art inside the card; dropping a piece on a learner's piece swaps
// the two; the lock mark stays a small corner badge and a pre-placed switch (tapped by the learner)
// shows none. Phone (touch) and laptop, screenshots in the gallery (UPDATE_SCREENSHOTS=1).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { course } from '../src/content/index';
import { closeBrowser, contextOptions, desktop, mobile, openBrowser, signUpNewUser } from './support/browser';
import { mouseDrag, touchDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

function exercisePath(title: string): string {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (exercise.exerciseType === 'circuit' && exercise.title === title) return `/chapter/${c}/level/${l}/exercise/${e}`;
      }
    }
  }
  throw new Error(`No circuit exercise '${title}' in the course`);
}

// 2×5 loop with the bulb; gaps at row 1 column 3 and row 2 column 2; tray: resistor 330 Ω, straight wire, star.
const saveTheBulb = exercisePath('Save the bulb');
// 2×5 with a pre-placed switch at row 1, column 3 the learner taps.
const flipTheSwitch = exercisePath('Flip the switch');

const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
const trayItem = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}.*: \\d left$`) });

async function openPage(viewport: typeof mobile | typeof desktop, touch: boolean): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport, hasTouch: touch, isMobile: touch }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signUpNewUser(page);
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
}

/** Every descendant of each goal card whose box pokes out of its card, as "card > tag: text". */
async function goalCardOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('[data-goal]')) {
      const box = card.getBoundingClientRect();
      for (const child of card.querySelectorAll<HTMLElement>('*')) {
        const r = child.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
          out.push(`${card.dataset.goal} > ${child.tagName.toLowerCase()}: ${child.textContent ?? ''}`);
        }
      }
      // The art's own drawing clipped by its box (an svg wider than its frame).
      for (const art of card.querySelectorAll<HTMLElement>('svg, img')) {
        const parent = art.parentElement?.getBoundingClientRect();
        const r = art.getBoundingClientRect();
        if (parent && (r.width > parent.width + 0.5 || r.height > parent.height + 0.5)) out.push(`${card.dataset.goal} > art clipped`);
      }
    }
    return out;
  });
}

describe('player rough edges', { timeout: 150_000 }, () => {
  for (const [name, viewport, touch] of [
    ['phone', mobile, true],
    ['laptop', desktop, false],
  ] as const) {
    it(`keeps a burnt-out bulb's goal card whole (${name})`, async () => {
      const page = await openPage(viewport, touch);
      await open(page, saveTheBulb);
      const drag = touch ? touchDrag : mouseDrag;
      // No resistor in the loop: about 220 mA, the bulb burns out.
      await drag(page, trayItem(page, 'Straight wire'), cell(page, 1, 3));
      await cell(page, 1, 3).and(page.getByRole('gridcell', { name: /Straight wire/ })).waitFor();
      await drag(page, trayItem(page, 'Star'), cell(page, 2, 2));
      await page.locator('[data-goal="red-bulb"][data-now="EXPLODED"]').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/edge-goal-exploded-${name}.png` });
      expect(await goalCardOverflow(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('swaps a dropped piece with the learner piece under it: tray pieces go back to the tray, grid pieces to the source cell (phone, touch)', async () => {
    const page = await openPage(mobile, true);
    await open(page, saveTheBulb);
    await touchDrag(page, trayItem(page, 'Straight wire'), cell(page, 1, 3));
    await cell(page, 1, 3).and(page.getByRole('gridcell', { name: /Straight wire/ })).waitFor();
    // From the tray onto the wire: the resistor goes in, the wire back to the tray.
    await touchDrag(page, trayItem(page, 'Resistor'), cell(page, 1, 3));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/edge-swap-phone.png` });
    await cell(page, 1, 3).and(page.getByRole('gridcell', { name: /Resistor 330 Ω/ })).waitFor();
    await trayItem(page, 'Straight wire').and(page.getByRole('button', { name: /1 left$/ })).waitFor();
    expect(await trayItem(page, 'Resistor').getAttribute('aria-label')).toMatch(/0 left$/);
    // From the grid onto another learner piece: the two trade places.
    await touchDrag(page, trayItem(page, 'Star'), cell(page, 2, 2));
    await cell(page, 2, 2).and(page.getByRole('gridcell', { name: /Star/ })).waitFor();
    await touchDrag(page, cell(page, 1, 3), cell(page, 2, 2));
    await cell(page, 2, 2).and(page.getByRole('gridcell', { name: /Resistor 330 Ω/ })).waitFor();
    await cell(page, 1, 3).and(page.getByRole('gridcell', { name: /Star/ })).waitFor();
    // A pre-placed piece still refuses: the battery stays, the star stays where it was.
    await touchDrag(page, cell(page, 1, 3), cell(page, 1, 2));
    await page.waitForTimeout(300);
    expect(await cell(page, 1, 2).getAttribute('aria-label')).toBe('Row 1, column 2: Battery, locked');
    expect(await cell(page, 1, 3).getAttribute('aria-label')).toMatch(/Star/);
    await page.context().close();
  });

  it('swaps by mouse on the laptop too', async () => {
    const page = await openPage(desktop, false);
    await open(page, saveTheBulb);
    await mouseDrag(page, trayItem(page, 'Straight wire'), cell(page, 2, 2));
    await cell(page, 2, 2).and(page.getByRole('gridcell', { name: /Straight wire/ })).waitFor();
    await mouseDrag(page, trayItem(page, 'Star'), cell(page, 2, 2));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/edge-swap-laptop.png` });
    await cell(page, 2, 2).and(page.getByRole('gridcell', { name: /Star/ })).waitFor();
    await trayItem(page, 'Straight wire').and(page.getByRole('button', { name: /1 left$/ })).waitFor();
    await page.context().close();
  });

  for (const [name, viewport, touch] of [
    ['phone', mobile, true],
    ['laptop', desktop, false],
  ] as const) {
    it(`marks locked pieces with a small corner badge and a pre-placed switch with none (${name})`, async () => {
      const page = await openPage(viewport, touch);
      await open(page, flipTheSwitch);
      const lock = '[title="Pre-placed: locked"]';
      await page.waitForTimeout(300);
      await page.getByRole('grid', { name: 'Circuit grid' }).screenshot({ path: `${SCREENSHOT_DIR}/edge-lock-${name}.png` });
      expect(await cell(page, 1, 3).locator(lock).count()).toBe(0); // the switch the learner taps
      const battery = cell(page, 1, 2);
      const cellBox = await battery.boundingBox();
      const lockBox = await battery.locator(lock).boundingBox();
      if (!cellBox || !lockBox) throw new Error('battery cell or its lock has no box');
      // A fifth of the cell at most, tucked in a corner.
      expect(lockBox.width).toBeLessThanOrEqual(cellBox.width * 0.2 + 0.5);
      expect(lockBox.x - cellBox.x).toBeLessThanOrEqual(4);
      expect(cellBox.y + cellBox.height - (lockBox.y + lockBox.height)).toBeLessThanOrEqual(4);
      await page.context().close();
    });
  }
});
