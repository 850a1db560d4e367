// The circuit screen's feedback on a phone (390×844, touch: hasTouch and finger taps) and a laptop
// (1366×768, mouse and keyboard), in a real browser against the real server and course: "Why?" lives
// off the board and a tap on a part always turns it; a diode's and an LED's direction mark is big and
// never covered; "Show scope" opens in view above the dock; focus lands on the next action (Next level,
// a quiz's Check in Tab order) and the keys line says what the keys really do; a capacitor's playback
// never judges a moment against the goal; the course's last level ends with a course-complete moment
// pointing to Practice and the project. (Five-digit points in the header: header-points.e2e.ts.)
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { course } from '../src/content/index';
import type { AuthoringCircuitExercise, AuthoringExercise } from '../src/content/schema';
import { solutionGrid } from '../src/puzzle/solver-puzzle';
import { bundledProjects } from '../src/content/projects/index';
import { COURSE_PROJECT_CODE } from '../src/learning/course-project';
import { lastPracticeChapter } from '../src/learning/practice-chapters';
import { optionOrder, placeOf } from '../src/learning/index';
import { closeBrowser, contextOptions, desktop, mobile, openBrowser, signUpNewUser } from './support/browser';
import { centre, mouseDrag, touchDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';
import { describePiece } from '../src/web/components/circuit/piece-label';

afterAll(closeBrowser);

type Size = 'phone' | 'laptop';
const SIZES: Size[] = ['phone', 'laptop'];

/** A phone is a touch device (taps, not clicks); the laptop has a mouse. */
async function pageFor(size: Size): Promise<Page> {
  const browser = await openBrowser();
  const options = size === 'phone' ? { viewport: mobile, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : { viewport: desktop };
  const page = await (await browser.newContext(contextOptions(options))).newPage();
  // A busy two-core machine: the server may take a while to answer while other work runs.
  page.setDefaultTimeout(30_000);
  return page;
}

interface Found<T> {
  path: string;
  exercise: T;
  c: number;
  l: number;
  e: number;
}

/** The first course exercise that fits, with its route (found by what it holds, not by its title). */
function firstExercise(accept: (exercise: AuthoringExercise) => boolean): Found<AuthoringExercise> {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (accept(exercise)) return { path: `/chapter/${c}/level/${l}/exercise/${e}`, exercise, c, l, e };
      }
    }
  }
  throw new Error('No course exercise fits');
}

function firstCircuit(accept: (exercise: AuthoringCircuitExercise) => boolean): Found<AuthoringCircuitExercise> {
  return firstExercise((exercise) => exercise.exerciseType === 'circuit' && accept(exercise)) as Found<AuthoringCircuitExercise>;
}

const trayHas = (exercise: AuthoringCircuitExercise, type: string) => exercise.inventory.some((item) => item.type === type);
const preHas = (exercise: AuthoringCircuitExercise, type: string) => exercise.prePlacedComponents.some((piece) => piece.type === type);

/** A bulb from the tray (it starts dark: the loop is not closed yet). */
const bulbToPlace = firstCircuit((exercise) => trayHas(exercise, 'red-bulb'));
/** A diode the tip says to turn, where it goes. */
const diodeToTurn = firstCircuit((exercise) => trayHas(exercise, 'diode') && (exercise.tip?.actions?.rotation?.length ?? 0) > 0);
/** An LED from the tray. */
const ledToPlace = firstCircuit((exercise) => exercise.inventory.some((item) => item.type.endsWith('-led')));
/** A probe already on the board, so the scope has a plot. */
const withProbe = firstCircuit((exercise) => preHas(exercise, 'probe-current') && (exercise.goal ?? []).some((g) => 'type' in g));
/** A bulb that fades behind a capacitor, with an OFF goal (the moment and the end differ). */
const fading = firstCircuit((exercise) => trayHas(exercise, 'capacitor') && (exercise.goal ?? []).some((g) => 'type' in g && g.status === 'OFF'));
/** A switch to toggle and tray parts to place, for the keys line. */
const withSwitch = firstCircuit((exercise) => preHas(exercise, 'switch') && exercise.inventory.length > 1);
/** A level (not the course's last) ending with a text quiz, for the keyboard path to Next level. */
const quizLast = (() => {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      const e = level.exercises.length - 1;
      const exercise = level.exercises[e];
      const courseEnd = c === course.chapters.length - 1 && l === chapter.levels.length - 1;
      if (!courseEnd && exercise?.exerciseType === 'multiple-choice' && exercise.answerType === 'text') return { path: `/chapter/${c}/level/${l}/exercise/${e}`, exercise, c, l, e };
    }
  }
  throw new Error('No level ends with a text quiz');
})();

const grid = (page: Page) => page.getByRole('grid', { name: 'Circuit grid' });
const cellAt = (page: Page, row: number, col: number) => page.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`);
const trayItem = (page: Page, name: RegExp) => page.getByRole('button', { name });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await grid(page).waitFor();
}

/** A finger tap at (x, y) in the viewport on the phone, a mouse click on the laptop. */
async function tapAt(page: Page, size: Size, x: number, y: number): Promise<void> {
  if (size === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.waitForTimeout(150);
}

async function tap(page: Page, size: Size, target: Locator): Promise<void> {
  const { x, y } = await centre(target);
  await tapAt(page, size, x, y);
}

async function drag(page: Page, size: Size, from: Locator, to: Locator): Promise<void> {
  if (size === 'phone') await touchDrag(page, from, to);
  else await mouseDrag(page, from, to);
}

async function rotationOf(cell: Locator): Promise<string | null> {
  return cell.locator('svg[data-rotation]').first().getAttribute('data-rotation');
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

/** Boxes of everything drawn over the part in its cell: badges, buttons, hints (not the art, not the flow dots). */
async function coverings(cell: Locator): Promise<Box[]> {
  return cell.evaluate((node) =>
    [...node.children]
      // Not the part's own art (a wrapper holding the drawing) and not the current-flow dots.
      .filter((child) => !child.querySelector('[data-component-type]') && !child.hasAttribute('data-flow-current'))
      .flatMap((child) => [child, ...child.querySelectorAll('*')])
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  );
}

describe('"Why?" off the board: a tap on a part always turns it', { timeout: 120_000 }, () => {
  for (const size of SIZES) {
    it(`a dark bulb turns at every tap on its cell, and "Why?" answers from the strip (${size})`, async () => {
      const page = await pageFor(size);
      await signUpNewUser(page);
      await open(page, bulbToPlace.path);
      await tap(page, size, trayItem(page, /^Red bulb.*: \d left$/));
      const bulb = page.getByRole('gridcell', { name: /Red bulb/ });
      await bulb.waitFor();
      expect(await page.locator('[data-goal="red-bulb"]').getAttribute('data-now')).toBe('OFF');

      // Nothing on the board is a button: the whole cell is the part's.
      expect(await grid(page).locator('button').count()).toBe(0);
      // Taps where the old "Why?" pill sat (top-left) and on the glass (centre) each turn the bulb.
      const cell = await box(bulb);
      const spots = [
        [cell.x + 10, cell.y + 10],
        [cell.x + 22, cell.y + 16],
        [cell.x + cell.width / 2, cell.y + cell.height / 2],
      ];
      for (const [x, y] of spots) {
        const before = Number(await rotationOf(bulb));
        await tapAt(page, size, x, y);
        await expect.poll(() => rotationOf(bulb)).toBe(String((before + 90) % 360));
        expect(await page.locator('[data-explanation]').count()).toBe(0);
      }

      // "Why?" is in the strip by the goal, clear of the board, and explains this light.
      const why = page.getByRole('button', { name: 'Why is the red bulb off?' });
      expect(overlaps(await box(why), await box(grid(page)))).toBe(false);
      await tap(page, size, why);
      await page.locator('[data-explanation][data-light="red-bulb"]').waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/why-strip-${size}.png` });
    });
  }
});

describe("a diode's and an LED's direction reads at a glance", { timeout: 120_000 }, () => {
  for (const size of SIZES) {
    it(`the direction arrow is big and nothing covers it, with the rotate hint showing (${size})`, async () => {
      const page = await pageFor(size);
      await signUpNewUser(page);
      const target = diodeToTurn.exercise.tip?.actions?.rotation?.[0];
      if (!target) throw new Error('the diode exercise has no rotation tip');
      await open(page, diodeToTurn.path);
      const diodeCell = cellAt(page, target.rowIndex, target.colIndex);
      await drag(page, size, trayItem(page, /^Diode.*: \d left$/), diodeCell);
      await diodeCell.locator('[data-hint="rotate"]').waitFor();
      const mark = diodeCell.locator('[data-direction-mark]');
      const diodeMark = await box(mark);
      // A phone's cell is ~68 px: the arrow's pill is about 30 px wide and 13 px tall (the old mark was ~9 px).
      expect(diodeMark.width).toBeGreaterThanOrEqual(size === 'phone' ? 26 : 40);
      expect(diodeMark.height).toBeGreaterThanOrEqual(size === 'phone' ? 11 : 16);
      for (const covering of await coverings(diodeCell)) expect(overlaps(covering, diodeMark)).toBe(false);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/direction-diode-${size}.png` });

      // A dark LED (it comes turned round): its arrow shows, with nothing over it.
      await open(page, ledToPlace.path);
      const ledItem = ledToPlace.exercise.inventory.find((item) => item.type.endsWith('-led'));
      const colour = ledItem?.type.split('-')[0] ?? 'red';
      await tap(page, size, trayItem(page, new RegExp(`^${colour} LED.*: \\d left$`, 'i')));
      const led = page.getByRole('gridcell', { name: new RegExp(`${colour} LED`, 'i') });
      await led.waitFor();
      const ledMark = await box(led.locator('[data-direction-mark]'));
      expect(ledMark.width).toBeGreaterThanOrEqual(size === 'phone' ? 26 : 40);
      for (const covering of await coverings(led)) expect(overlaps(covering, ledMark)).toBe(false);
      expect(await led.locator('button').count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/direction-led-${size}.png` });
    });
  }
});

describe('the scope opens in view', { timeout: 120_000 }, () => {
  for (const size of SIZES) {
    it(`"Show scope" brings the plot into view, above the dock on a phone (${size})`, async () => {
      const page = await pageFor(size);
      await signUpNewUser(page);
      await open(page, withProbe.path);
      // As a learner would: scroll until the button shows in the middle of the screen, clear of the dock,
      // and tap it once it has stopped moving and nothing covers it (Playwright's checks before it acts).
      const toggle = page.getByRole('button', { name: 'Show scope' });
      await toggle.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      if (size === 'phone') await toggle.tap();
      else await toggle.click();
      await expect.poll(() => page.locator('section[aria-label="Scope"] > button').getAttribute('aria-expanded')).toBe('true');
      const body = page.locator('section[aria-label="Scope"] > div[id]');
      await body.waitFor();
      await page.waitForTimeout(1200); // the plot loads and the panel settles
      const plot = await box(body);
      const viewport = page.viewportSize() ?? desktop;
      const dock = await page.getByRole('button', { name: 'Check Answer' }).evaluate((button) => {
        const { top, bottom } = (button.parentElement as HTMLElement).getBoundingClientRect();
        return { top, bottom };
      });
      expect(plot.y).toBeGreaterThanOrEqual(0);
      expect(plot.y + plot.height).toBeLessThanOrEqual(viewport.height + 1);
      // No part of the plot under the dock: on a phone the dock is stuck to the bottom edge and the plot
      // sits above it; on a laptop the dock (stuck only while the goal column runs long) sits above the scope.
      expect(plot.y + plot.height <= dock.top + 1 || plot.y >= dock.bottom - 1, JSON.stringify({ plot, dock })).toBe(true);
      if (size === 'phone') expect(dock.top).toBeLessThan(viewport.height);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/scope-open-${size}.png` });
    });
  }
});

describe('focus lands on the next action; the keys line is there and true', { timeout: 120_000 }, () => {
  for (const size of SIZES) {
    it(`a quiz's Check is the next Tab stop after the options, and after the pass focus is on Next level (${size})`, async () => {
      const page = await pageFor(size);
      await signUpNewUser(page);
      const quiz = quizLast.exercise;
      if (quiz.exerciseType !== 'multiple-choice') throw new Error('not a quiz');
      await page.goto(quizLast.path);
      const options = page.getByRole('radio');
      await options.first().waitFor();
      const right = quiz.options[quiz.correctOptionIndex];

      if (size === 'laptop') {
        // Keyboard only: into the options, then one Tab reaches Check Answer even before a choice.
        await options.first().focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check Answer');
        await page.keyboard.press('Enter');
        await page.getByRole('status').filter({ hasText: 'Pick an answer first' }).waitFor();
        await page.keyboard.press('Shift+Tab');
        // Space picks the focused option (the options come in each learner's own order), arrows move on.
        await page.keyboard.press('Space');
        for (let k = 0; k < quiz.options.length && (await page.evaluate(() => document.activeElement?.textContent ?? '')).slice(1) !== right; k++) {
          await page.keyboard.press('ArrowDown');
        }
        expect(await page.getByRole('radio', { checked: true }).textContent()).toContain(right);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check Answer');
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Continue' }).waitFor();
        await page.keyboard.press('Enter');
      } else {
        await tap(page, size, page.getByRole('radio', { name: new RegExp(right.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
        await tap(page, size, page.getByRole('button', { name: 'Check Answer' }));
        await tap(page, size, page.getByRole('button', { name: 'Continue' }));
      }
      // The level's last exercise passed: Continue opens the level-complete moment, focus on Next level.
      await page.waitForURL(/\/complete$/);
      const next = page.getByRole('link', { name: 'Next level' });
      await next.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Next level');
      if (size === 'laptop') {
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/exercise\/0$/);
      }
    });

    it(`the keys line is visible and each key does what it says (${size})`, async () => {
      const page = await pageFor(size);
      await signUpNewUser(page);
      await open(page, withSwitch.path);
      const keys = page.getByTestId('keys-line');
      await keys.scrollIntoViewIfNeeded();
      expect(await keys.isVisible()).toBe(true);
      expect(await keys.textContent()).toBe('Keys: Enter place · R rotate · M move · Space toggle');
      if (size === 'phone') return; // a phone has no keys to press

      // Enter on a tray part places it in the next free cell.
      const placed = () => page.locator('[role="gridcell"][aria-roledescription="movable piece"]');
      await page.getByRole('button', { name: /: \d left$/ }).first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => placed().count()).toBe(1);
      const piece = placed().first();
      const at = { row: Number(await piece.getAttribute('data-row')), col: Number(await piece.getAttribute('data-col')) };
      // R rotates it.
      const before = Number(await rotationOf(piece));
      await piece.focus();
      await page.keyboard.press('r');
      await expect.poll(() => rotationOf(cellAt(page, at.row, at.col))).toBe(String((before + 90) % 360));
      // M picks it up, an arrow moves it a cell, Space drops it there.
      const free = await page.evaluate(({ row, col }) => {
        const empty = (r: number, c: number) => {
          const node = document.querySelector(`[role="gridcell"][data-row="${r}"][data-col="${c}"]`);
          return node !== null && !node.hasAttribute('data-type');
        };
        if (empty(row, col + 1)) return { key: 'ArrowRight', row, col: col + 1 };
        if (empty(row, col - 1)) return { key: 'ArrowLeft', row, col: col - 1 };
        if (empty(row + 1, col)) return { key: 'ArrowDown', row: row + 1, col };
        if (empty(row - 1, col)) return { key: 'ArrowUp', row: row - 1, col };
        return null;
      }, at);
      if (!free) throw new Error('no free cell beside the placed piece');
      await cellAt(page, at.row, at.col).focus();
      await page.keyboard.press('m');
      await page.waitForTimeout(200);
      await page.keyboard.press(free.key);
      await page.waitForTimeout(200);
      await page.keyboard.press('Space');
      await expect.poll(() => cellAt(page, free.row, free.col).getAttribute('data-type')).not.toBeNull();
      expect(await cellAt(page, at.row, at.col).getAttribute('data-type')).toBeNull();
      // Space on the switch toggles it.
      const sw = page.locator('[role="gridcell"][data-type="switch"]').first();
      const wasOn = /\(on\)/.test((await sw.getAttribute('aria-label')) ?? '');
      await page.waitForTimeout(200);
      await sw.focus();
      await page.keyboard.press('Space');
      await expect.poll(async () => /\(on\)/.test((await sw.getAttribute('aria-label')) ?? '')).toBe(!wasOn);
    });
  }
});

describe('playback never judges a moment against the goal', { timeout: 120_000 }, () => {
  for (const size of SIZES) {
    it(`while the bulb fades the goal card says it is playing and "Why?" waits; at the end it judges (${size})`, async () => {
      const page = await pageFor(size);
      await signUpNewUser(page);
      await open(page, fading.path);
      const place = fading.exercise.solution.place.find((p) => p.type === 'capacitor');
      if (!place) throw new Error('no capacitor in the solution');
      // The rest of the build first (the learner places the resistor too), the capacitor last.
      for (const piece of fading.exercise.solution.place.filter((p) => p !== place)) {
        const item = fading.exercise.inventory.find((i) => i.type === piece.type && (piece.resistanceValue === undefined || i.resistanceValue === piece.resistanceValue));
        if (!item) throw new Error(`no tray item for ${piece.type}`);
        const start = item.rotation ?? 0;
        const name = describePiece({ type: item.type, rotation: start, resistanceValue: item.resistanceValue });
        await drag(page, size, page.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d left$`) }), cellAt(page, piece.row, piece.col));
        const placed = cellAt(page, piece.row, piece.col);
        await placed.locator(`[data-component-type="${piece.type}"]`).first().waitFor();
        for (let turns = ((piece.rotation - start) / 90 + 4) % 4; turns > 0; turns--) await tap(page, size, placed);
      }
      const goalLight = (fading.exercise.goal ?? []).find((g) => 'type' in g && g.status === 'OFF');
      if (!goalLight || !('type' in goalLight)) throw new Error('no OFF goal');
      await drag(page, size, trayItem(page, /^Capacitor.*: \d left$/), cellAt(page, place.row, place.col));
      const card = page.locator(`[data-goal="${goalLight.type}"]`);
      // Mid-playback: the card shows the moment as playing, never as "now DIM" against OFF, and no verdict.
      await card.and(page.locator('[data-playing="true"]')).waitFor({ timeout: 3000 });
      const during = (await card.textContent()) ?? '';
      expect(during).toMatch(/playing…/);
      expect(during).not.toMatch(/now (ON|DIM)/);
      expect(await card.getAttribute('aria-label')).toMatch(/playing back/);
      expect(await page.getByRole('button', { name: /^Why is/ }).count()).toBe(0);
      await page.getByTestId('why-waiting').waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/playback-during-${size}.png` });
      // The end: the final state, judged against the goal.
      await card.and(page.locator(':not([data-playing])')).waitFor({ timeout: 15_000 });
      expect(await card.textContent()).toContain('now OFF');
      expect(await card.getAttribute('aria-label')).toMatch(/now OFF \(matches\)/);
    });
  }
});

describe('the course-complete moment', { timeout: 180_000 }, () => {
  const lastChapter = course.chapters.length - 1;
  const lastLevel = course.chapters[lastChapter].levels.length - 1;
  const exercises = course.chapters[lastChapter].levels[lastLevel].exercises;
  const project = bundledProjects[COURSE_PROJECT_CODE];

  /** Every exercise of the last level but its last, answered through the API as the page's learner. */
  async function finishAllButLast(page: Page): Promise<void> {
    const userId = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);
    for (const [e, exercise] of exercises.slice(0, -1).entries()) {
      const answer =
        exercise.exerciseType === 'info'
          ? { viewed: true }
          : exercise.exerciseType === 'circuit'
            ? { grid: solutionGrid(exercise, exercise.solution, exercise.title) }
            : exercise.exerciseType === 'fault'
              ? { suspect: { row: exercise.fault.row, col: exercise.fault.col } }
              : exercise.exerciseType === 'multiple-choice'
                ? // the learner's own option order (docs/course.md "Option order"): the served index of the right one
                  { option: optionOrder(userId, placeOf({ chapter: lastChapter, level: lastLevel, exercise: e }), exercise.options.length).indexOf(exercise.correctOptionIndex) }
                : null;
      if (!answer) throw new Error(`no answer for ${exercise.exerciseType}`);
      const status = await page.evaluate(async (body) => (await fetch('/api/attempts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, {
        chapter: lastChapter,
        level: lastLevel,
        exercise: e,
        answer,
      });
      expect(status).toBe(200);
    }
  }

  for (const size of SIZES) {
    it(`finishing the last level points to Practice and the project, its title read from the content (${size})`, async () => {
      const page = await pageFor(size);
      await signUpNewUser(page);
      await finishAllButLast(page);
      const last = exercises.at(-1);
      await page.goto(`/chapter/${lastChapter}/level/${lastLevel}/exercise/${exercises.length - 1}`);
      if (last?.exerciseType === 'multiple-choice') {
        const right = last.options[last.correctOptionIndex];
        await page.getByRole('radio').first().waitFor();
        await tap(page, size, page.getByRole('radio').filter({ hasText: right }));
        await tap(page, size, page.getByRole('button', { name: 'Check Answer' }));
      } else if (last?.exerciseType === 'info') {
        await page.getByRole('heading', { name: last.title }).waitFor();
      } else {
        throw new Error('the last exercise is expected to be a quiz or a card');
      }
      await tap(page, size, page.getByRole('button', { name: 'Continue' }));
      await page.waitForURL(/\/complete$/);

      const end = page.getByTestId('course-complete');
      await end.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(Course complete!|You reached the end of the course!)$/);
      const build = end.getByRole('link', { name: `Build the ${project.title} project` });
      await build.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Build the ${project.title} project`);
      expect(await end.getByRole('link', { name: 'Practice' }).getAttribute('href')).toBe(`/chapter/${lastPracticeChapter(course.chapters)}/practice`);
      expect(await page.getByRole('link', { name: 'Next level' }).count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/course-complete-${size}.png`, fullPage: true });
      await tap(page, size, build);
      await page.waitForURL(new RegExp(`/project/${COURSE_PROJECT_CODE}$`));
      await page.getByRole('heading', { name: project.title }).waitFor();
    });
  }
});
