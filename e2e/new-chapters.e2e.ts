// The first level of chapters 8 ('Energy and power'), 9 ('Short circuits and safety') and 11 ('Sensors
// and inputs') played end to end against the real server, on a phone (390×844, touch: finger drags and
// taps) and on a laptop (1366×768: mouse drags, keyboard for cards, quizzes and the feedback). Every
// circuit is built from the tray as a learner would, round the pre-placed potentiometer in chapter 11;
// the measurement goals turn green with their live readings, the shorted battery shows the
// short-circuit warning, and each finished level lands back on the map with chapters 8 and 9 after
// chapter 7 and chapter 11 last.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { course } from '../src/content/index';
import type { AuthoringCircuitExercise, AuthoringExercise } from '../src/content/schema';
import { FEEDBACK_TITLES } from '../src/puzzle/judge-feedback';
import { describePiece } from '../src/web/components/circuit/piece-label';
import { closeBrowser, signUpNewUser } from './support/browser';
import { mouseDrag, touchDrag } from './support/pointer';
import { newDevicePage, press, type Device } from './support/device';

afterAll(closeBrowser);
const SHOT_DIR = '/tmp/shots-new-chapters';
fs.mkdirSync(SHOT_DIR, { recursive: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${col + 1}:`) });
const overlay = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

/** The keyboard on the laptop (focus, then Enter), a tap on the phone. */
async function activate(device: Device, page: Page, target: Locator): Promise<void> {
  if (device === 'phone') return target.tap();
  await target.focus();
  await page.keyboard.press('Enter');
}

async function continueFromOverlay(device: Device, page: Page): Promise<void> {
  const dialog = overlay(page);
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe(FEEDBACK_TITLES.correct);
  await activate(device, page, dialog.getByRole('button', { name: 'Continue' }));
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOT_DIR}/${name}.png`, fullPage: true });
}

async function buildCircuit(device: Device, page: Page, exercise: AuthoringCircuitExercise, shot: string): Promise<void> {
  await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
  for (const piece of exercise.solution.place) {
    const item = exercise.inventory.find((i) => i.type === piece.type && (piece.type !== 'resistor' || i.resistanceValue === piece.resistanceValue));
    if (!item) throw new Error(`no tray item for ${piece.type}`);
    const start = item.rotation ?? 0;
    const name = describePiece({ type: item.type, rotation: start, resistanceValue: item.resistanceValue });
    const tray = page.getByRole('button', { name: new RegExp(`^${escape(name)}: \\d left$`) });
    const drag = device === 'phone' ? touchDrag : mouseDrag;
    await drag(page, tray, cell(page, piece.row, piece.col));
    const placed = cell(page, piece.row, piece.col);
    const placedName = describePiece({ type: piece.type, rotation: start, resistanceValue: piece.resistanceValue }).split(',')[0];
    await placed.and(page.getByRole('gridcell', { name: new RegExp(escape(placedName)) })).waitFor();
    for (let turns = ((piece.rotation - start) / 90 + 4) % 4; turns > 0; turns--) await press(device, placed);
  }
  // Every measurement goal's card turns green with its live reading (a scenario goal is judged per
  // scenario by the server, under each scenario's inputs: the build is checked as it stands).
  const readings = page.locator('[data-goal-probe]');
  if (!exercise.scenarios) {
    expect(await readings.count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-goal-probe][data-met="true"]').count()).toBe(await readings.count());
    for (const reading of await readings.all()) expect(await reading.getByTestId('reading-now').textContent()).toMatch(/\d+(\.\d+)? (mA|V)/);
  }
  if (exercise.goal?.every((g) => 'probe' in g) && exercise.tags.includes('short-circuit')) {
    // Shorting the battery on purpose: the warning is the lesson.
    expect(await page.getByRole('alert').filter({ hasText: 'Short circuit!' }).count()).toBe(1);
  }
  await shoot(page, shot);
  await activate(device, page, page.getByRole('button', { name: 'Check Answer' }));
  await continueFromOverlay(device, page);
}

async function answerQuiz(device: Device, page: Page, exercise: Extract<AuthoringExercise, { exerciseType: 'multiple-choice' }>, shot: string): Promise<void> {
  await page.getByRole('heading', { name: exercise.question }).waitFor();
  const right = page.getByRole('radio', { name: exercise.options[exercise.correctOptionIndex], exact: true });
  if (device === 'phone') await right.tap();
  else {
    await right.focus();
    await page.keyboard.press('Space');
  }
  await expect.poll(() => right.getAttribute('aria-checked')).toBe('true');
  await shoot(page, shot);
  await activate(device, page, page.getByRole('button', { name: 'Check Answer' }));
  await continueFromOverlay(device, page);
}

/** Plays every exercise of a level in order, as a learner would, and ends back on the map. */
async function playLevel(device: Device, page: Page, chapter: number, level: number): Promise<void> {
  const exercises = course.chapters[chapter].levels[level].exercises;
  await page.goto(`/chapter/${chapter}/level/${level}/exercise/0`);
  for (const [index, exercise] of exercises.entries()) {
    await page.waitForURL((url) => url.pathname === `/chapter/${chapter}/level/${level}/exercise/${index}`);
    const shot = `${device}-chapter-${chapter + 1}-level-${level + 1}-exercise-${index + 1}`;
    if (exercise.exerciseType === 'info') {
      await page.getByRole('heading', { name: exercise.title }).waitFor();
      await shoot(page, shot);
      await activate(device, page, page.getByRole('button', { name: 'Continue' }));
    } else if (exercise.exerciseType === 'multiple-choice') {
      await answerQuiz(device, page, exercise, shot);
    } else if (exercise.exerciseType === 'circuit') {
      await buildCircuit(device, page, exercise, shot);
    } else {
      throw new Error(`chapters 8, 9 and 11 have no ${exercise.exerciseType} exercise in their first level`);
    }
  }
  await page.waitForURL((url) => !url.pathname.startsWith(`/chapter/${chapter}/level/${level}/exercise/`));
}

describe('chapters 8, 9 and 11, the first level of each at both sizes', { timeout: 300_000 }, () => {
  it('serves chapters 8 and 9 right after chapter 7, and chapter 11 last', () => {
    expect(course.chapters.slice(6, 9).map((c) => c.title)).toEqual(['Transistors as switches', 'Energy and power', 'Short circuits and safety']);
    expect(course.chapters.slice(9).map((c) => c.title)).toEqual(['Fault finding', 'Sensors and inputs']);
  });

  it.each([
    ['phone', 8],
    ['laptop', 8],
    ['phone', 9],
    ['laptop', 9],
    ['phone', 11],
    ['laptop', 11],
  ] as const)('%s: chapter %i, level 1 is played through end to end', async (device, number) => {
    const chapter = number - 1;
    const page = await newDevicePage(device);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-${device}-chapter-${chapter + 1}.png`, fullPage: true }).then(() => undefined));
    await signUpNewUser(page);
    await playLevel(device, page, chapter, 0);
    // Back on the map: the level counts as complete on this chapter's own board.
    await page.goto('/learn');
    const next = page.getByRole('button', { name: 'Next Chapter' });
    for (let c = 0; c < chapter; c++) await press(device, next);
    await page.getByRole('heading', { name: course.chapters[chapter].title, level: 1 }).waitFor();
    expect(await page.getByText(`Chapter ${chapter + 1} of ${course.chapters.length}`).count()).toBe(1);
    await page.getByText(`1 of ${course.chapters[chapter].levels.length} levels complete`).waitFor();
    await shoot(page, `${device}-chapter-${chapter + 1}-map`);
    await page.context().close();
  });

  it.each(['phone', 'laptop'] as const)('%s: chapter 11\'s push-button level, with its scenario goals (held and released), is played through', async (device) => {
    const [chapter, level] = [10, 3];
    const page = await newDevicePage(device);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-${device}-chapter-11-level-4.png`, fullPage: true }).then(() => undefined));
    await signUpNewUser(page);
    expect(course.chapters[chapter].levels[level].exercises.filter((e) => e.exerciseType === 'circuit' && e.scenarios).length).toBe(2);
    await playLevel(device, page, chapter, level);
    await page.context().close();
  });
});
