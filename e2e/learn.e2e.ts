// The learning map in a real browser against the real server and course: a new learner plays level 1
// of chapter 1 from the map to the end through the player (info card, three circuits, a quiz), gets
// the level-complete summary, and back on the map sees its node turn gold with a bright star; the chosen chapter survives a reload; chapter 2 shows the
// advanced board. Screenshots at phone and laptop size go to /tmp/shots-content.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { course } from '../src/content/index';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const SHOTS = '/tmp/shots-content';
const level1 = course.chapters[0].levels[0];

const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
const trayItem = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}.*: \\d left$`) });
const node = (page: Page, n: number) => page.getByRole('button', { name: `Level-${n}`, exact: true });

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [['phone', mobile], ['laptop', desktop]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
}

async function expectExercise(page: Page, index: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/chapter/0/level/0/exercise/${index}`);
}

/** Tap a placed piece `times` times (a quarter turn each). */
async function turn(page: Page, row: number, col: number, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await cell(page, row, col).click();
}

async function checkAndContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check Answer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Well done!' }).waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

async function waitBulb(page: Page, state: string): Promise<void> {
  await page.locator(`[data-goal="red-bulb"][data-now="${state}"]`).waitFor();
}

describe('learning map', () => {
  it('plays level 1 of chapter 1 from the map to the end and its node turns gold with a bright star', async () => {
    const page = await newPage(mobile);
    await loginAsGuest(page);
    expect(await node(page, 1).getAttribute('data-state')).toBe('incomplete');
    expect(await node(page, 1).getAttribute('data-starred')).toBe('false');
    await node(page, 1).click();

    // 1. Info card
    await expectExercise(page, 0);
    await page.getByRole('heading', { level: 1, name: level1.exercises[0].title }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. Close the gap: the star fills the only empty cell (row 2, column 2) and collects itself.
    await expectExercise(page, 1);
    await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
    await trayItem(page, 'Star').click();
    await cell(page, 2, 2).and(page.getByRole('gridcell', { name: /Star/ })).waitFor();
    await waitBulb(page, 'ON');
    await checkAndContinue(page);

    // 3. Turn the corner: place the corner in row 1, column 1 and turn it to 270°.
    await expectExercise(page, 2);
    await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
    await trayItem(page, 'Corner wire').click();
    await turn(page, 1, 1, 3);
    await waitBulb(page, 'ON');
    await checkAndContinue(page);

    // 4. Build the whole loop: each click fills the next free cell in reading order.
    await expectExercise(page, 3);
    await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
    for (const part of ['Corner wire', 'Corner wire', 'Corner wire', 'Straight wire', 'Star', 'Red bulb']) {
      await trayItem(page, part).first().click();
    }
    await turn(page, 1, 1, 3); // ┌ joins the battery to the bottom row
    await turn(page, 2, 1, 2); // └
    await turn(page, 2, 4, 2); // the bulb bends up into the corner above it
    await waitBulb(page, 'ON');
    await checkAndContinue(page);

    // 5. Quiz
    await expectExercise(page, 4);
    const quiz = level1.exercises[4];
    if (quiz.exerciseType !== 'multiple-choice') throw new Error('level 1 should end with a quiz');
    await page.getByRole('radio', { name: quiz.options[quiz.correctOptionIndex] }).click();
    await checkAndContinue(page);

    // The level-complete moment: stars, the points this level earned, the level's new place on the
    // map, then Back to map.
    await page.waitForURL((url) => url.pathname === '/chapter/0/level/0/complete');
    await page.getByRole('heading', { level: 1, name: 'Level complete!' }).waitFor();
    const earned = (await page.getByTestId('level-points').textContent()) ?? '';
    expect(earned).toMatch(/^\+\d+$/);
    const map = page.getByRole('list', { name: 'Chapter 1 map' });
    expect(await map.locator('li').first().getAttribute('data-state')).toBe('complete');
    expect(await map.locator('li').first().getAttribute('data-starred')).toBe('true');
    expect(await page.getByRole('link', { name: 'Next level' }).getAttribute('href')).toBe('/chapter/0/level/1/exercise/0');
    await page.waitForTimeout(900); // past the celebration
    await page.screenshot({ path: `${SCREENSHOT_DIR}/level-complete-phone.png` });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/level-complete-laptop.png` });
    await page.setViewportSize(mobile);
    await page.getByRole('link', { name: 'Back to map' }).click();

    // Back on the map: level 1 is gold and starred, level 2 still blue.
    await page.waitForURL((url) => url.pathname === '/learn');
    await page.locator('[aria-label="Level-1"][data-state="complete"][data-starred="true"]').waitFor();
    expect(await node(page, 2).getAttribute('data-state')).toBe('incomplete');
    await page.getByText('1 of 6 levels complete').waitFor();
    await shoot(page, 'learn-level-1-complete');
    await page.context().close();
  });

  it('remembers the chosen chapter across a reload, and chapter 2 shows the advanced board', async () => {
    const page = await newPage(desktop);
    await loginAsGuest(page);
    const board = page.getByTestId('chapter-board');
    await page.getByRole('heading', { level: 1, name: 'Batteries, resistors and switches' }).waitFor();
    expect(await board.getAttribute('data-board')).toBe('/circuitboard-1.svg');
    // /learn opened directly asks for this same picture from its HTML (src/server/first-screen-preloads.ts).
    const html = await (await page.request.get('/learn')).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${await board.getAttribute('data-board')}" fetchpriority="high">`);
    expect(await page.getByRole('button', { name: 'Previous chapter' }).count()).toBe(0);
    for (let n = 1; n <= 6; n++) await node(page, n).waitFor();
    expect(await page.getByRole('link', { name: 'Schematic practice' }).getAttribute('href')).toBe('/schematic-question/standard');

    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Using schematic symbols' }).waitFor();
    expect(await board.getAttribute('data-board')).toBe('/advanced-circuitboard.svg');
    // The course grows after docs/product.md's two chapters (docs/course.md): Next Chapter leads on.
    expect(await page.getByRole('button', { name: 'Next Chapter' }).isDisabled()).toBe(false);
    expect(await node(page, 5).count()).toBe(1);
    expect(await node(page, 6).count()).toBe(0);
    // The board picture really loads.
    const loaded = await board.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lastSelectedChapter'))).toBe('1');
    await shoot(page, 'learn-chapter-2');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Using schematic symbols' }).waitFor();
    expect(await board.getAttribute('data-board')).toBe('/advanced-circuitboard.svg');

    // Nodes are 1-based in the picture and zero-based in the address.
    await node(page, 3).click();
    await page.waitForURL((url) => url.pathname === '/chapter/1/level/2/exercise/0');
    await page.goBack();
    await page.getByRole('button', { name: 'Previous chapter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Batteries, resistors and switches' }).waitFor();
    expect(await board.getAttribute('data-board')).toBe('/circuitboard-1.svg');
    expect(await page.getByRole('button', { name: 'Previous chapter' }).count()).toBe(0);
    await page.context().close();
  });

  it("paints the map from the course map alone, and a level opened from it plays from the whole course fetched while idle", async () => {
    const page = await newPage(mobile);
    await loginAsGuest(page);
    await page.goto('about:blank');
    // Hold the whole course back: the map must not need it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let courseAsked = 0;
    await page.route('**/api/course', async (route) => {
      courseAsked += 1;
      await held;
      await route.continue();
    });
    await page.goto('/learn');
    await page.getByRole('heading', { level: 1, name: 'Batteries, resistors and switches' }).waitFor();
    await node(page, 1).waitFor();
    expect(await page.getByRole('link', { name: /^Level \d+ · / }).count()).toBe(course.chapters[0].levels.length);
    // Asked for once the map is up, and not answered yet.
    await expect.poll(() => courseAsked).toBe(1);
    release();
    await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/course');
    // The level opens from the course already here: no request for it alone.
    const levelAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/course\/chapters\//.test(request.url())) levelAsked.push(request.url());
    });
    await node(page, 1).click();
    await page.waitForURL((url) => url.pathname === '/chapter/0/level/0/exercise/0');
    await page.getByRole('heading', { name: level1.exercises[0].title }).waitFor();
    expect(levelAsked).toEqual([]);
    await page.context().close();
  });
});
