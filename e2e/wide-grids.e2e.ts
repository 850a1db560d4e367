// Wide grids (9 columns) on a phone and in the level creator on a laptop. Every cell stays a 44 px
// fingertip target: a board wider than the screen scrolls sideways inside its own frame (the page
// never does), with a fade at the edge that has more, and pieces still land in the last column by
// touch (also when the frame auto-scrolls under the finger), mouse and keyboard. In the creator at
// 1366×768 a 9-column grid sits beside the Goal / Inventory / Catalog panel without covering it.
// Screenshots: wide-grid-*-after.png and creator-9*-after.png in the screenshot folder.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { storedLevelSchema, type LevelInput } from '../src/api/levels';
import { closeBrowser, contextOptions, desktop, mobile, openBrowser, signUpNewUser } from './support/browser';
import { holdPastPressDelay, mouseDrag, touchDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const MIN_CELL = 44;

/**
 * A 9×4 loop round the board's edge: battery and 330 Ω resistor along the top, the red bulb in the
 * last column (row 2) and one gap under it (row 3, column 9) that the tray's straight wire closes.
 */
function wideLevel(): LevelInput {
  const top = [3, 4, 5, 6, 7].map((col) => ({ type: 'straight-wire' as const, row: 0, col, rotation: 90 as const }));
  const bottom = [1, 2, 3, 4, 5, 6, 7].map((col) => ({ type: 'straight-wire' as const, row: 3, col, rotation: 90 as const }));
  return {
    name: `Wide loop ${Date.now().toString(36)}`,
    prePlacedComponents: [
      { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
      { type: 'battery', row: 0, col: 1, rotation: 0 },
      { type: 'resistor', row: 0, col: 2, rotation: 0, resistanceValue: 330 },
      ...top,
      { type: 'corner-wire', row: 0, col: 8, rotation: 0 },
      { type: 'straight-wire', row: 1, col: 0, rotation: 0 },
      { type: 'red-bulb-straight', row: 1, col: 8, rotation: 90 },
      { type: 'straight-wire', row: 2, col: 0, rotation: 0 },
      { type: 'corner-wire', row: 3, col: 0, rotation: 180 },
      ...bottom,
      { type: 'corner-wire', row: 3, col: 8, rotation: 90 },
    ],
    draggableItems: [{ type: 'straight-wire', itemCount: 1, rotation: 0 }],
    goal: [{ type: 'red-bulb', status: 'ON' }],
    metadata: { gridCol: 9, gridRow: 4 },
    educationalMessages: { success: 'The loop is closed!', failure: 'There is still a gap.' },
    tags: ['Beginner'],
  };
}

const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
const wire = (page: Page) => page.getByRole('button', { name: /^Straight wire.*: 1 left$/ });
const frame = (page: Page) => page.locator('[data-board-scroll]');

async function openPage(viewport: typeof mobile | typeof desktop, touch: boolean): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport, hasTouch: touch, isMobile: touch }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A signed-up learner publishes the wide level (as the creator would) and opens it. */
async function openWideLevel(viewport: typeof mobile | typeof desktop, touch: boolean): Promise<Page> {
  const page = await openPage(viewport, touch);
  await signUpNewUser(page);
  const published = await page.request.post('/api/levels', { data: wideLevel() });
  expect(published.status(), await published.text()).toBe(201);
  const level = storedLevelSchema.parse(await published.json());
  await page.goto(`/custom-level/${level.id}`);
  await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
  await page.waitForTimeout(300); // fonts and the fit-to-screen pass settle
  return page;
}

/** The smallest width and height of any grid cell, in CSS px. */
async function smallestCell(page: Page): Promise<{ width: number; height: number }> {
  return page.getByRole('gridcell').evaluateAll((cells) => {
    const boxes = cells.map((c) => c.getBoundingClientRect());
    return { width: Math.min(...boxes.map((b) => b.width)), height: Math.min(...boxes.map((b) => b.height)) };
  });
}

/** True when the page itself has nothing to scroll sideways. */
async function pageFitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth && document.body.scrollWidth <= window.innerWidth);
}

/** The wire and the red bulb in the last column: the loop is closed and the goal bulb lights. */
async function expectClosedLoop(page: Page): Promise<void> {
  await cell(page, 3, 9).and(page.getByRole('gridcell', { name: /Straight wire/ })).waitFor();
  await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
}

/** The part of the element's box a person can see: its box, clipped by the board's scroll frame. */
async function visibleBox(locator: Locator): Promise<{ left: number; right: number; top: number; bottom: number }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const f = el.closest('[data-board-scroll]')?.getBoundingClientRect() ?? r;
    return { left: Math.max(r.left, f.left), right: Math.min(r.right, f.right), top: Math.max(r.top, f.top), bottom: Math.min(r.bottom, f.bottom) };
  });
}

/** A quick one-finger swipe sideways from the element's centre (too fast for a drag to start). */
async function swipe(page: Page, from: Locator, dx: number): Promise<void> {
  const box = await from.boundingBox();
  if (!box) throw new Error('swipe start has no box');
  const a = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + (dx * i) / 8, y: a.y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('wide grids in the player (9×4 at 390×844)', { timeout: 150_000 }, () => {
  it('keeps every cell 44 px, scrolls the board in its frame and drops a piece into the last column by touch', async () => {
    const page = await openWideLevel(mobile, true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/wide-grid-phone-after.png` });
    const smallest = await smallestCell(page);
    expect(smallest.width).toBeGreaterThanOrEqual(MIN_CELL);
    expect(smallest.height).toBeGreaterThanOrEqual(MIN_CELL);
    expect(await pageFitsWidth(page)).toBe(true);

    // The board's frame scrolls, and says so: a fade on the side that has more.
    const board = frame(page);
    expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await board.getAttribute('data-more')).toBe('right');
    // A quick swipe over the empty cells scrolls the frame (not the page), and the fade follows.
    await swipe(page, cell(page, 2, 6), -150);
    await expect.poll(() => board.evaluate((el) => el.scrollLeft)).toBeGreaterThan(20);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await expect.poll(() => board.getAttribute('data-more')).toMatch(/^(both|left)$/);

    await touchDrag(page, wire(page), cell(page, 3, 9));
    await expectClosedLoop(page);
    expect(await pageFitsWidth(page)).toBe(true);
    expect(await board.getAttribute('data-more')).toBe('left');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/wide-grid-phone-after-scrolled.png` });
    await page.context().close();
  });

  it('auto-scrolls the frame while a finger holds a piece at its edge, and drops it in the last column', async () => {
    const page = await openWideLevel(mobile, true);
    const board = frame(page);
    await board.evaluate((el) => el.scrollTo({ left: 0 }));
    const maxScroll = await board.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(maxScroll).toBeGreaterThan(0);
    await wire(page).scrollIntoViewIfNeeded();
    const from = await wire(page).boundingBox();
    const edge = await board.boundingBox();
    const row = await cell(page, 3, 1).boundingBox();
    if (!from || !edge || !row) throw new Error('tray, frame or row has no box');
    const a = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    // Just inside the frame's right edge, on row 3: over the last cell once the frame has scrolled.
    const b = { x: edge.x + edge.width - 24, y: row.y + row.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
    await holdPastPressDelay(page);
    for (let i = 1; i <= 12; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * i) / 12, y: a.y + ((b.y - a.y) * i) / 12 }] });
      await page.waitForTimeout(16);
    }
    // The finger stays still at the edge; the frame scrolls to its end under it.
    await expect.poll(() => board.evaluate((el) => el.scrollLeft), { timeout: 10_000 }).toBeGreaterThanOrEqual(maxScroll - 1);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: b.x - 1, y: b.y }] });
    await page.waitForTimeout(100);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await expectClosedLoop(page);
    expect(await pageFitsWidth(page)).toBe(true);
    await page.context().close();
  });

  it('drops into the last column with the keyboard (M, arrows, Space), the frame following the piece', async () => {
    const page = await openWideLevel(mobile, false);
    await frame(page).evaluate((el) => el.scrollTo({ left: 0 }));
    await wire(page).focus();
    await page.keyboard.press('m');
    await page.waitForTimeout(200);
    // The first arrow jumps to the nearest cell; then one cell per press, to row 3 and on to column 9.
    const presses = ['ArrowUp', 'ArrowUp', ...Array<string>(9).fill('ArrowRight')];
    for (const key of presses) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await page.keyboard.press('Space');
    await expectClosedLoop(page);
    // The cell the piece went to is in view inside the frame.
    const target = await visibleBox(cell(page, 3, 9));
    expect(target.right - target.left).toBeGreaterThanOrEqual(MIN_CELL - 1);
    expect(await pageFitsWidth(page)).toBe(true);
    await page.context().close();
  });

  it('drops into the last column with the mouse in a narrow window', async () => {
    const page = await openWideLevel(mobile, false);
    await mouseDrag(page, wire(page), cell(page, 3, 9));
    await expectClosedLoop(page);
    expect(await pageFitsWidth(page)).toBe(true);
    await page.context().close();
  });

  it('fits the same level on a laptop without a scrolling frame', async () => {
    const page = await openWideLevel(desktop, false);
    expect((await smallestCell(page)).width).toBeGreaterThanOrEqual(MIN_CELL);
    expect(await frame(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await frame(page).getAttribute('data-more')).toBeNull();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/wide-grid-laptop.png` });
    await page.context().close();
  });
});

/** Opens the creator on a level passed in the navigation state, as the lesson generator's Place Level does. */
async function openCreatorWith(page: Page, level: LevelInput): Promise<void> {
  await page.goto('/level-creator');
  await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
  await page.evaluate((passed) => {
    history.pushState({ usr: { level: passed }, key: 'generated', idx: 1 }, '', '/level-creator');
    history.pushState({ usr: null, key: 'after', idx: 2 }, '', '/level-creator');
    history.back();
  }, level);
  await expect.poll(() => page.getByRole('gridcell').count()).toBe(level.metadata.gridRow * level.metadata.gridCol);
  await page.waitForTimeout(300);
}

/** The catalog tile's place button, paging the catalog until it shows. */
async function catalogTile(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('button', { name: new RegExp(`^Place ${name} on the grid`) });
  const next = page.getByRole('button', { name: 'Next catalog page' });
  while (!(await button.isVisible())) {
    if (!(await next.isEnabled())) throw new Error(`No catalog tile ${name}`);
    await next.click();
  }
  return button;
}

/** Each of the panel's headings and goal bulb buttons that the grid covers or that is hidden, by name. */
async function coveredByGrid(page: Page): Promise<string[]> {
  const targets: [string, Locator][] = [
    ['Goal', page.getByRole('heading', { name: /^Goal/ })],
    ['Inventory', page.getByRole('heading', { name: /^Inventory/ })],
    ['Catalog', page.getByRole('heading', { name: /^Catalog/ })],
  ];
  for (const button of await page.getByRole('button', { name: /goal: / }).all()) targets.push([(await button.getAttribute('aria-label')) ?? '?', button]);
  const covered: string[] = [];
  for (const [name, target] of targets) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const gridNow = await visibleBox(page.getByRole('grid', { name: 'Puzzle grid' }));
    if (!box) {
      covered.push(`${name}: no box`);
      continue;
    }
    const overlaps = box.x < gridNow.right && box.x + box.width > gridNow.left && box.y < gridNow.bottom && box.y + box.height > gridNow.top;
    // What a person sees at the target's centre must be the target itself.
    const onTop = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (el === hit || el.contains(hit));
    });
    if (overlaps || !onTop) covered.push(name);
  }
  return covered;
}

describe('level creator with 9 columns', { timeout: 150_000 }, () => {
  const nineBy = (rows: number): LevelInput => ({
    ...wideLevel(),
    name: `Nine by ${rows}`,
    prePlacedComponents: [{ type: 'battery', row: 0, col: 1, rotation: 0 }, { type: 'red-bulb', row: rows - 1, col: 8, rotation: 90 }],
    // Every goal colour in the goal, so each goal card shows its state.
    goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'yellow-bulb', status: 'OFF' }, { type: 'green-bulb', status: 'ON' }],
    metadata: { gridCol: 9, gridRow: rows },
  });

  for (const rows of [4, 9]) {
    it(`keeps a 9×${rows} grid beside the Goal, Inventory and Catalog panel at 1366×768`, async () => {
      const page = await openPage(desktop, false);
      await openCreatorWith(page, nineBy(rows));
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${rows === 4 ? 'creator-9cols-laptop-after' : 'creator-9x9-laptop-after'}.png` });
      expect(await coveredByGrid(page)).toEqual([]);
      const smallest = await smallestCell(page);
      expect(smallest.width).toBeGreaterThanOrEqual(MIN_CELL);
      expect(await pageFitsWidth(page)).toBe(true);
      // The grid's last column is on screen, not under the panel.
      const last = await visibleBox(cell(page, 1, 9));
      expect(last.right - last.left).toBeGreaterThanOrEqual(MIN_CELL - 1);
      await page.context().close();
    });
  }

  it('keeps 44 px cells on a phone, scrolling the grid in its frame, and takes a catalog part into the last column by touch', async () => {
    const page = await openPage(mobile, true);
    await openCreatorWith(page, nineBy(4));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/creator-9cols-phone-after.png` });
    const smallest = await smallestCell(page);
    expect(smallest.width).toBeGreaterThanOrEqual(MIN_CELL);
    expect(smallest.height).toBeGreaterThanOrEqual(MIN_CELL);
    expect(await pageFitsWidth(page)).toBe(true);
    expect(await frame(page).getAttribute('data-more')).toBe('right');
    await touchDrag(page, await catalogTile(page, 'Straight wire'), cell(page, 2, 9));
    await cell(page, 2, 9).and(page.getByRole('gridcell', { name: /Straight wire/ })).waitFor();
    expect(await pageFitsWidth(page)).toBe(true);
    await page.context().close();
  });

  it('moves a piece with the keyboard across a phone-width grid to the last column, the frame scrolling along', async () => {
    const page = await openPage(mobile, false);
    await openCreatorWith(page, nineBy(4));
    const place = await catalogTile(page, 'Straight wire');
    await place.focus();
    await page.keyboard.press('Enter'); // the next free cell: row 1, column 1
    await cell(page, 1, 1).and(page.getByRole('gridcell', { name: /Straight wire/ })).waitFor();
    await cell(page, 1, 1).focus();
    await page.keyboard.press('m');
    await page.waitForTimeout(200);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(250);
    }
    await page.keyboard.press('Space');
    await cell(page, 1, 9).and(page.getByRole('gridcell', { name: /Straight wire/ })).waitFor();
    expect(await cell(page, 1, 1).getAttribute('aria-label')).toBe('Row 1, column 1: empty');
    const target = await visibleBox(cell(page, 1, 9));
    expect(target.right - target.left).toBeGreaterThanOrEqual(MIN_CELL - 1);
    expect(await frame(page).getAttribute('data-more')).toBe('left');
    expect(await pageFitsWidth(page)).toBe(true);
    await page.context().close();
  });
});
