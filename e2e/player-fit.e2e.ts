// Check Answer in view on a 1366×768 laptop, on every circuit exercise of the course: no learner has to
// scroll to find the button (the goal column's readings sit beside its bulbs, five tray parts share a
// row, and where the column still runs long the tray and the button stay stuck to the bottom edge, as
// on a phone). Where the dock does cover the bottom of the goal column, it casts a shadow to show it
// floats, and a scroll brings every goal card out from under it. One page walks the course route to
// route, so the whole walk takes seconds. Screenshots: player-fit-*.png in the screenshot folder.
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { course } from '../src/content/index';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';
import { navigateInPage } from './support/navigation';
import { valuesSplitAcrossLines } from './support/value-lines';

afterAll(closeBrowser);

/** The goal column's bottom and the sticky dock's top (viewport px), and whether the dock casts its floating shadow. */
function goalAndDock(page: Page) {
  return page.evaluate(() => {
    const goal = document.querySelector('section[aria-label="Goal"]');
    let dock = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Check Answer')?.parentElement ?? null;
    while (dock && getComputedStyle(dock).position !== 'sticky') dock = dock.parentElement;
    if (!goal || !dock) throw new Error('no goal column or no sticky dock');
    const cards = [...goal.querySelectorAll('li')].map((card) => card.getBoundingClientRect());
    return {
      goalBottom: Math.max(goal.getBoundingClientRect().bottom, ...cards.map((card) => card.bottom)),
      lastCardTop: cards.length > 0 ? cards[cards.length - 1].top : goal.getBoundingClientRect().top,
      dockTop: dock.getBoundingClientRect().top,
      shadow: getComputedStyle(dock, '::before').boxShadow,
    };
  });
}

const circuits = course.chapters.flatMap((chapter, c) =>
  chapter.levels.flatMap((level, l) =>
    level.exercises.flatMap((exercise, e) =>
      exercise.exerciseType === 'circuit' ? [{ path: `/chapter/${c}/level/${l}/exercise/${e}`, title: exercise.title, scenarios: Boolean(exercise.scenarios) }] : [],
    ),
  ),
);

/** The focused element's bottom (when it is a "Try it" button) and the sticky dock's top, in viewport px. */
function focusedTryAndDock(page: Page) {
  return page.evaluate(() => {
    let dock = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Check Answer')?.parentElement ?? null;
    while (dock && getComputedStyle(dock).position !== 'sticky') dock = dock.parentElement;
    if (!dock) throw new Error('no sticky dock');
    const focused = document.activeElement;
    const tryIt = focused instanceof HTMLButtonElement && focused.getAttribute('aria-label')?.startsWith('Try it') ? focused : null;
    return {
      label: tryIt?.getAttribute('aria-label') ?? null,
      bottom: tryIt?.getBoundingClientRect().bottom ?? null,
      dockTop: dock.getBoundingClientRect().top,
      tryUnderDock: [...document.querySelectorAll('button[aria-label^="Try it"]')].filter((b) => b.getBoundingClientRect().bottom > dock.getBoundingClientRect().top).length,
      onBoard: Boolean(focused?.closest('section[aria-label="Circuit"]')),
    };
  });
}

describe('the circuit player on a 1366×768 laptop', { timeout: 300_000 }, () => {
  it(`keeps Check Answer in view without scrolling, and the goal column out from under the dock, on all ${circuits.length} course circuit exercises`, async () => {
    const page = await newPage(desktop);
    onTestFailed(() => page.screenshot({ path: `${SCREENSHOT_DIR}/player-fit-failed.png` }).then(() => undefined));
    await loginAsGuest(page);
    const hidden: string[] = [];
    const [overlapped, unmarked, stuck, split]: string[][] = [[], [], [], []];
    for (const { path, title } of circuits) {
      // A client-side route change, as the player's own Continue makes: no page load per exercise.
      await navigateInPage(page, path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      const check = page.getByRole('button', { name: 'Check Answer' });
      await check.waitFor();
      await page.waitForTimeout(100); // the lazy goal cards and the fit-to-screen pass settle
      // The task, its tip and the goal cards keep each value whole ("9 V", never "9" then "V" a line lower).
      split.push(...(await valuesSplitAcrossLines(page, 'main h1 ~ p, section[aria-label="Goal"]')).map((value) => `${title}: ${value}`));
      const box = await check.boundingBox();
      const scrolled = await page.evaluate(() => window.scrollY);
      if (!box || scrolled !== 0 || box.y < 0 || box.y + box.height > desktop.height) hidden.push(`${path} ${title}: ${JSON.stringify(box)} at scroll ${scrolled}`);
      // The goal column under the dock: only while the dock shows it floats, and only until a scroll.
      const start = await goalAndDock(page);
      const covered = start.goalBottom - start.dockTop;
      if (covered > 0) {
        overlapped.push(`${title}: ${Math.round(covered)} px`);
        if (start.shadow === 'none') unmarked.push(`${path} ${title}: the dock covers ${Math.round(covered)} px of the goal with no shadow`);
        await page.evaluate((by) => window.scrollBy(0, by), Math.ceil(covered) + 1);
        await page.waitForTimeout(50);
        const scrolledTo = await goalAndDock(page);
        if (scrolledTo.goalBottom > scrolledTo.dockTop + 0.5 || scrolledTo.lastCardTop < 0) stuck.push(`${path} ${title}: ${JSON.stringify(scrolledTo)} after a scroll`);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    }
    expect(hidden).toEqual([]);
    expect(unmarked).toEqual([]);
    expect(stuck).toEqual([]);
    expect(split).toEqual([]);
    // Say which exercises still run under the dock (none when this was written: the two chapter 11 exercises that did, 13 and 45 px, have shorter tasks).
    console.info(`the dock floats over the goal column on ${overlapped.length} exercises: ${overlapped.join('; ')}`);
  });

  it(`keeps every value of the goal column whole on a 390×844 phone, on all ${circuits.length} course circuit exercises`, async () => {
    const page = await newPage(mobile);
    await loginAsGuest(page);
    const split: string[] = [];
    for (const { path, title } of circuits) {
      await navigateInPage(page, path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await page.getByRole('button', { name: 'Check Answer' }).waitFor();
      await page.waitForTimeout(100); // the lazy goal cards settle
      split.push(...(await valuesSplitAcrossLines(page, 'main h1 ~ p, section[aria-label="Goal"]')).map((value) => `${title}: ${value}`));
    }
    expect(split).toEqual([]);
    await page.context().close();
  });

  it('scrolls a "Try it" button the keyboard reaches out from under the dock, on every scenario exercise', async () => {
    const page = await newPage(desktop);
    await loginAsGuest(page);
    let startedUnder = 0;
    const hiddenFocus: string[] = [];
    /** From the header's Exit, Tab through the goal column as a keyboard learner does, until the focus reaches the board. */
    const tabThroughGoal = async (title: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(50);
      startedUnder += (await focusedTryAndDock(page)).tryUnderDock;
      await page.getByRole('button', { name: 'Exit' }).focus();
      for (let presses = 0; presses < 30; presses += 1) {
        await page.keyboard.press('Tab');
        const at = await focusedTryAndDock(page);
        if (at.onBoard) return;
        if (at.bottom !== null && at.bottom > at.dockTop) hiddenFocus.push(`${title}, ${at.label}: ends at ${Math.round(at.bottom)} px, the dock starts at ${Math.round(at.dockTop)} px`);
      }
    };
    for (const { path, title } of circuits.filter((exercise) => exercise.scenarios)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await page.getByRole('list', { name: 'Scenarios' }).waitFor();
      await page.waitForTimeout(100); // the lazy goal cards and the fit-to-screen pass settle
      await tabThroughGoal(title);
      if (title !== 'From 0 to 9 V') continue;
      // Its knob placed half way plays none of the scenarios: a line says so, every card offers "Try it",
      // the knob's slider joins the dock, and the last card's button starts under it.
      await page.getByRole('button', { name: /^Potentiometer/ }).click();
      await page.getByRole('status').filter({ hasText: 'none of the scenarios' }).waitFor();
      await tabThroughGoal(`${title}, knob placed`);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/player-fit-focus-under-dock.png` });
    }
    // The test means something only while some "Try it" starts under the dock.
    expect(startedUnder).toBeGreaterThan(0);
    expect(hiddenFocus).toEqual([]);
    await page.context().close();
  });

  it('the six-part "Less power, less light" and a two-scenario exercise, at laptop and phone size', async () => {
    const page = await newPage(desktop);
    await loginAsGuest(page);
    for (const [name, path] of [['less-power', '/chapter/7/level/1/exercise/1'], ['night-light', '/chapter/10/level/2/exercise/4']] as const) {
      await page.goto(path);
      const check = page.getByRole('button', { name: 'Check Answer' });
      for (const [size, viewport] of [['laptop', desktop], ['phone', mobile]] as const) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(300);
        const box = await check.boundingBox();
        expect(box && box.y + box.height <= viewport.height, `${name} at ${size}`).toBe(true);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/player-fit-${name}-${size}.png` });
      }
      await page.setViewportSize(desktop);
    }
  });
});
