// Practice from the learn map, in a real browser at 390×844 with touch and at 1366×768 (docs/course.md
// "Practice"): the chapter's Practice row opens a generated level with its task line, sized to its
// circuit; the learner solves it as the solver did; 'Next practice level' serves another level; no
// points are added and the day counts for the streak. The Fault finding chapter's Practice row opens
// fault practice (docs/faults.md "Fault practice"): a generated broken circuit on the fault screen,
// measured, hinted and answered through the server. Screenshots in the gallery (UPDATE_SCREENSHOTS=1).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { course } from '../src/content/index';
import { practiceKind } from '../src/learning/practice-chapters';
import { faultPractice, generateLesson, practiceLesson } from '../src/generator';
import { consistentWith, nextMeasurement } from '../src/solver';
import { describePiece } from '../src/web/components/circuit/piece-label';
import { completeInfoCard } from './support/award-points';
import { closeBrowser, contextOptions, desktop, loginAsGuest, mobile, openBrowser } from './support/browser';
import { mouseDrag, touchDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

async function openPage(viewport: typeof mobile | typeof desktop, touch: boolean): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport, hasTouch: touch, isMobile: touch }));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await loginAsGuest(page);
  return page;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${col + 1}:`) });

async function account(page: Page): Promise<{ points: number; streak: { days: number; activeToday: boolean } }> {
  return page.evaluate(async () => {
    const zone = { 'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone };
    const me = (await (await fetch('/api/me')).json()) as { points: number };
    const streak = (await (await fetch('/api/me/streak', { headers: zone })).json()) as { days: number; activeToday: boolean };
    return { points: me.points, streak };
  });
}

/** Plays the solver's solution for practice level (chapter, seed) with the finger or the mouse. */
async function solve(page: Page, chapter: number, seed: number, touch: boolean): Promise<void> {
  const { solution } = practiceLesson(chapter, seed);
  for (const toggle of solution.toggles) {
    const target = cell(page, toggle.row, toggle.col);
    await (touch ? target.tap() : target.click());
    await target.and(page.getByRole('gridcell', { name: toggle.isOn ? /\(on\)/ : /\(off\)/ })).waitFor();
  }
  for (const piece of solution.placements) {
    const label = describePiece({ type: piece.type, rotation: 0, ...(piece.resistanceValue !== undefined ? { resistanceValue: piece.resistanceValue } : {}) });
    const from = page.getByRole('button', { name: new RegExp(`^${escape(label)}: \\d left$`) });
    const to = cell(page, piece.row, piece.col);
    await (touch ? touchDrag(page, from, to) : mouseDrag(page, from, to));
    await to.and(page.getByRole('gridcell', { name: new RegExp(escape(label.split(' ')[0])) })).waitFor();
    // A placed piece turns a quarter per tap.
    for (let turn = 0; turn < piece.rotation / 90; turn++) {
      await (touch ? to.tap() : to.click());
      await page.waitForTimeout(60);
    }
  }
}

describe('practice', () => {
  it('on a phone: Practice from the map, solve, next level differs, no points, the streak counts', async () => {
    const page = await openPage(mobile, true);
    expect(await account(page)).toEqual({ points: 0, streak: { days: 0, activeToday: false } });
    // The last practice level played here was seed 5, so this one is 6 (chapter 1's first goal, a series loop).
    await page.evaluate(() => localStorage.setItem('practiceSeed:0', '5'));
    const practice = page.getByRole('link', { name: /^Practice/ });
    await practice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'practice-map-phone.png') });
    await practice.tap();
    await page.waitForURL((url) => url.pathname === '/chapter/0/practice' && url.searchParams.get('seed') === '6');

    const { level } = practiceLesson(0, 6);
    const grid = page.getByRole('grid', { name: 'Circuit grid' });
    await grid.waitFor();
    await page.getByText(level.description ?? '', { exact: true }).waitFor();
    // A grid sized to its circuit: every cell at least 44 px wide on a phone, and nothing to scroll sideways.
    await expect.poll(() => grid.getByRole('gridcell').count()).toBe(level.metadata.gridCol * level.metadata.gridRow);
    const box = await cell(page, 0, 0).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'practice-level-phone.png') });

    await solve(page, 0, 6, true);
    await page.getByRole('button', { name: 'Check Answer' }).tap();
    const done = page.getByRole('dialog');
    await done.waitFor();
    expect(await done.textContent()).toContain('Practice earns no points, but it counts for your daily streak.');
    expect(await done.textContent()).not.toMatch(/\+\d+ points/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'practice-solved-phone.png') });
    await done.getByRole('button', { name: 'Next practice level' }).tap();

    await page.waitForURL((url) => url.searchParams.get('seed') === '7');
    const next = practiceLesson(0, 7).level;
    await page.getByText(next.description ?? '', { exact: true }).waitFor();
    expect(next.description).not.toBe(level.description);
    expect(await account(page)).toEqual({ points: 0, streak: { days: 1, activeToday: true } });

    // Back on the map, the streak shows; practice again starts after the last level served.
    await page.getByRole('button', { name: 'Exit' }).tap();
    await page.waitForURL('**/learn');
    await expect.poll(() => page.getByTestId('header-streak').getAttribute('aria-label')).toBe('1-day streak');
    await page.getByRole('link', { name: /^Practice/ }).tap();
    await page.waitForURL((url) => url.searchParams.get('seed') === '8');
    await page.context().close();
  });

  it('on a laptop: a MOSFET practice level of chapter 2, by keyboard and mouse, and the points stay as they were', async () => {
    const page = await openPage(desktop, false);
    const card = { chapter: 0, level: 0, exercise: 0 };
    const points = await completeInfoCard(page, card);
    expect(points).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.setItem('practiceSeed:1', '1'));
    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Using schematic symbols' }).waitFor();
    await page.getByRole('link', { name: /^Practice/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'practice-map-laptop.png') });
    // By keyboard: the Practice row is a link like the level rows.
    await page.getByRole('link', { name: /^Practice/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/chapter/1/practice' && url.searchParams.get('seed') === '2');

    const { level } = practiceLesson(1, 2);
    expect([...level.prePlacedComponents, ...level.draggableItems].some((p) => p.type === 'mosfet')).toBe(true);
    await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
    await page.getByText(level.description ?? '', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'practice-level-laptop.png') });

    // A wrong answer first: the untouched board. No streak for it.
    await page.getByRole('button', { name: 'Check Answer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await solve(page, 1, 2, false);
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const done = page.getByRole('dialog');
    await done.waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'practice-solved-laptop.png') });
    // The card's one button has the focus: Enter goes on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Next practice level');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('seed') === '3');
    await page.getByText(practiceLesson(1, 3).level.description ?? '', { exact: true }).waitFor();
    expect(await account(page)).toMatchObject({ points, streak: { days: 1, activeToday: true } });
    await page.context().close();
  });

  it('a generated level on a phone: before, 9×4 with no task and a board to scroll; now its own size with a task line', async () => {
    const page = await openPage(mobile, true);
    const now = generateLesson('easy series circuit').level;
    // What the generator made before: the same level stretched over the old default 9×4, no description.
    const { description: _none, ...before } = generateLesson('easy series circuit on a 9x4 grid').level;
    const play = async (level: typeof now, name: string) => {
      await page.goto('/LessonGen');
      await page.evaluate((stored) => sessionStorage.setItem('lessonGenLast', JSON.stringify(stored)), { goal: 'easy series circuit', seed: 0, level, notes: ['-'] });
      await page.reload();
      await page.getByRole('button', { name: 'Play it' }).tap();
      const grid = page.getByRole('grid', { name: 'Circuit grid' });
      await grid.waitFor();
      await expect.poll(() => grid.getByRole('gridcell').count()).toBe(level.metadata.gridCol * level.metadata.gridRow);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `generated-level-phone-${name}.png`) });
      return grid;
    };
    const old = await play(before, 'before');
    // 36 cells, 9 wide: the board scrolls sideways in its frame.
    expect(await old.evaluate((el) => el.scrollWidth > (el.parentElement?.clientWidth ?? 0) + 1 || (el.closest('section')?.scrollWidth ?? 0) > window.innerWidth)).toBe(true);
    const fresh = await play(now, 'after');
    await page.getByText(now.description ?? '', { exact: true }).waitFor();
    expect(now.metadata).toEqual({ gridCol: 4, gridRow: 3 });
    const box = await fresh.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= mobile.width).toBe(true);
    await page.context().close();
  });
});

const FAULT_CHAPTER = course.chapters.findIndex((chapter) => practiceKind(chapter) === 'fault');
const faultCell = (page: Page, at: { row: number; col: number }) => page.getByRole('grid', { name: 'Broken circuit' }).locator(`[data-row="${at.row}"][data-col="${at.col}"]`);

/** Opens the Fault finding chapter on the map (the chapter remembered for this learner) and its Practice row. */
async function openFaultPractice(page: Page, lastSeed: number, touch: boolean): Promise<void> {
  const userId = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);
  await page.evaluate(
    ({ chapter, seed, user }) => {
      localStorage.setItem('lastSelectedChapter', String(chapter));
      localStorage.setItem('lastSelectedChapterUser', user);
      localStorage.setItem(`practiceSeed:${chapter}`, String(seed));
    },
    { chapter: FAULT_CHAPTER, seed: lastSeed, user: userId },
  );
  await page.goto('/learn');
  await page.getByRole('heading', { level: 1, name: course.chapters[FAULT_CHAPTER].title }).waitFor();
  const practice = page.getByRole('link', { name: /^Practice/ });
  await practice.scrollIntoViewIfNeeded();
  await (touch ? practice.tap() : practice.click());
  await page.waitForURL((url) => url.pathname === `/chapter/${FAULT_CHAPTER}/practice` && url.searchParams.get('seed') === String(lastSeed + 1));
}

/** Measures along the planner's tree, reading each reply as the learner's meter does; returns how many. */
async function measureLikeThePlanner(page: Page, seed: number, touch: boolean): Promise<number> {
  const { plan } = faultPractice(seed);
  const seen: { part: number; reading: { voltage: number; current: number } }[] = [];
  for (let next = nextMeasurement(plan.table, consistentWith(plan.table, seen)); next; next = nextMeasurement(plan.table, consistentWith(plan.table, seen))) {
    const reply = page.waitForResponse((response) => response.url().endsWith('/api/faults/measure'));
    const target = faultCell(page, plan.table.parts[next.part]);
    await (touch ? target.tap() : target.click());
    const body = (await (await reply).json()) as { voltage: number; current: number; measurements: number };
    expect(body.measurements).toBe(seen.length + 1);
    await expect.poll(() => page.getByTestId('measurement-count').textContent()).toBe(`Measurements: ${body.measurements}`);
    seen.push({ part: next.part, reading: body });
  }
  return seen.length;
}

describe('fault practice', { timeout: 180_000 }, () => {
  it('on a phone: Practice on the Fault finding map, measure, name the part, the star, and Next gives another broken circuit', async () => {
    const page = await openPage(mobile, true);
    await openFaultPractice(page, 0, true);
    const seed = 1;
    const { exercise, plan } = faultPractice(seed);
    expect(plan.fewest).toBeGreaterThanOrEqual(1);
    await page.getByRole('heading', { name: exercise.title }).waitFor();
    await page.getByTestId('symptom').waitFor();
    expect(await page.getByTestId('measurement-count').textContent()).toBe('Measurements: 0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fault-practice-start-phone.png') });

    const used = await measureLikeThePlanner(page, seed, true);
    expect(used).toBeLessThanOrEqual(plan.fewest);
    await page.getByRole('button', { name: 'Name the faulty part' }).tap();
    await faultCell(page, exercise.fault).tap();
    await page.getByRole('button', { name: 'Check Answer' }).tap();
    const done = page.getByRole('dialog');
    await done.getByTestId('star-rule').waitFor();
    expect(await done.getByTestId('star-rule').textContent()).toContain(`the fewest that always find it is ${plan.fewest}. That earns the star!`);
    expect(await done.textContent()).toContain('Practice earns no points, but it counts for your daily streak.');
    expect(await done.textContent()).toContain(exercise.successMessage);
    expect(await done.textContent()).not.toMatch(/\+\d+ points/);
    await page.waitForTimeout(300); // the card's slide-in
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fault-practice-right-phone.png') });
    expect(await account(page)).toEqual({ points: 0, streak: { days: 1, activeToday: true } });

    await done.getByRole('button', { name: 'Next practice level' }).tap();
    await page.waitForURL((url) => url.searchParams.get('seed') === String(seed + 1));
    const next = faultPractice(seed + 1).exercise;
    await page.getByRole('heading', { name: next.title }).waitFor();
    await expect.poll(() => page.getByTestId('measurement-count').textContent()).toBe('Measurements: 0');
    await page.context().close();
  });

  it('on a laptop: the hint outlines the part to measure, a wrong suspect gets Try Again, and the hint costs the star', async () => {
    const page = await openPage(desktop, false);
    await openFaultPractice(page, 2, false);
    const seed = 3;
    const { exercise, plan } = faultPractice(seed);
    await page.getByRole('heading', { name: exercise.title }).waitFor();
    await page.getByRole('button', { name: 'Hint: what should I measure?' }).click();
    const first = plan.table.parts[nextMeasurement(plan.table, consistentWith(plan.table, []))!.part];
    await expect.poll(() => page.getByText(/No star on this one now/).count()).toBe(1);
    await expect.poll(() => faultCell(page, first).getAttribute('data-explained')).toBe('true');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fault-practice-hint-laptop.png') });
    await measureLikeThePlanner(page, seed, false);

    await page.getByRole('button', { name: 'Name the faulty part' }).click();
    const wrong = plan.table.parts.find((p) => p.row !== exercise.fault.row || p.col !== exercise.fault.col)!;
    await faultCell(page, wrong).click();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const failure = page.getByRole('alertdialog');
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await failure.waitFor({ state: 'detached' });

    await faultCell(page, exercise.fault).click();
    const reply = page.waitForResponse((response) => response.url().endsWith('/api/attempts') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const verdict = (await (await reply).json()) as { correct: boolean; starAchieved: boolean; pointsAwarded: number };
    expect(verdict).toMatchObject({ correct: true, starAchieved: false, pointsAwarded: 0 });
    const done = page.getByRole('dialog');
    await done.getByTestId('star-rule').waitFor();
    expect(await done.textContent()).not.toContain('Star collected');
    // The hint withheld the star, so the sentence does not promise it (star-rule.test.ts has each wording).
    expect(await done.getByTestId('star-rule').textContent()).not.toContain('That earns the star!');
    await page.waitForTimeout(300); // the card's slide-in
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fault-practice-right-laptop.png') });
    await page.context().close();
  });
});
