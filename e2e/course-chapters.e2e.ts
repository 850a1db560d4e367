// One level of each new chapter (3–7, docs/course.md) played end to end in a real browser against the
// real server: info cards read, quizzes answered (options come in this learner's own order, so the
// right one is found by its words), circuits built by dragging tray parts onto the grid, turning them
// and tapping switches. Measurement goals show their live reading; the scope shows the probe's curve,
// and says how to get data while the grid has no probe.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { course } from '../src/content/index';
import type { AuthoringCircuitExercise, AuthoringExercise } from '../src/content/schema';
import { FEEDBACK_TITLES } from '../src/puzzle/judge-feedback';
import { describePiece } from '../src/web/components/circuit/piece-label';
import { closeBrowser, desktop, mobile, newPage, signUpNewUser } from './support/browser';
import { mouseDrag } from './support/pointer';

afterAll(closeBrowser);
fs.mkdirSync('/tmp/shots-course', { recursive: true });

const SHOT_DIR = '/tmp/shots-course';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${col + 1}:`) });
const overlay = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

async function continueFromOverlay(page: Page, title: string): Promise<void> {
  const dialog = overlay(page);
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe(title);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

async function buildCircuit(page: Page, exercise: AuthoringCircuitExercise, shot?: string): Promise<void> {
  await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
  for (const piece of exercise.solution.place) {
    const item = exercise.inventory.find((i) => i.type === piece.type && (piece.type !== 'resistor' || i.resistanceValue === piece.resistanceValue));
    if (!item) throw new Error(`no tray item for ${piece.type}`);
    const start = item.rotation ?? 0;
    const name = describePiece({ type: item.type, rotation: start, resistanceValue: item.resistanceValue });
    const tray = page.getByRole('button', { name: new RegExp(`^${escape(name)}: \\d left$`) });
    await mouseDrag(page, tray, cell(page, piece.row, piece.col));
    const placed = cell(page, piece.row, piece.col);
    await placed.and(page.getByRole('gridcell', { name: new RegExp(escape(describePiece({ type: piece.type, rotation: start, resistanceValue: piece.resistanceValue }).split(',')[0])) })).waitFor();
    for (let turns = ((piece.rotation - start) / 90 + 4) % 4; turns > 0; turns--) await placed.click();
  }
  for (const toggle of exercise.solution.toggle ?? []) await cell(page, toggle.row, toggle.col).click();
  const readings = page.locator('[data-goal-probe]');
  if ((await readings.count()) > 0) {
    // The measurement goal's card turns green with the live reading inside the target.
    await page.locator('[data-goal-probe][data-met="true"]').first().waitFor();
    expect(await readings.first().getByTestId('reading-now').textContent()).toMatch(/(now|at 10 s:) \d+(\.\d+)? (mA|V)/);
    // The scope shows the probe's curve.
    const toggle = page.getByRole('button', { name: 'Show scope' });
    if ((await toggle.count()) > 0) await toggle.click();
    await page.getByRole('region', { name: 'Scope' }).locator('svg, canvas').first().waitFor();
    expect(await page.getByText('No data available').count()).toBe(0);
  }
  if (shot) {
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOT_DIR}/${shot}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Check Answer' }).click();
  await continueFromOverlay(page, FEEDBACK_TITLES.correct);
}

async function answerQuiz(page: Page, exercise: Extract<AuthoringExercise, { exerciseType: 'multiple-choice' }>): Promise<void> {
  await page.getByRole('heading', { name: exercise.question }).waitFor();
  const right = exercise.options[exercise.correctOptionIndex];
  if (exercise.symbols) {
    // A symbol question names no option: the learner picks the drawing (its part is on data-part).
    expect(await page.getByRole('radio', { name: /^Symbol [A-D]$/ }).count()).toBe(exercise.options.length);
    await page.locator(`[role="radio"][data-part="${right}"]`).click();
  } else {
    await page.getByRole('radio', { name: right, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Check Answer' }).click();
  await continueFromOverlay(page, FEEDBACK_TITLES.correct);
}

/** Plays every exercise of a level in order, as a learner would, and returns where it ends up. */
async function playLevel(page: Page, chapter: number, level: number, shots: boolean): Promise<void> {
  const exercises = course.chapters[chapter].levels[level].exercises;
  await page.goto(`/chapter/${chapter}/level/${level}/exercise/0`);
  for (const [index, exercise] of exercises.entries()) {
    await page.waitForURL((url) => url.pathname === `/chapter/${chapter}/level/${level}/exercise/${index}`);
    if (exercise.exerciseType === 'info') {
      await page.getByRole('heading', { name: exercise.title }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
    } else if (exercise.exerciseType === 'multiple-choice') {
      await answerQuiz(page, exercise);
    } else if (exercise.exerciseType === 'circuit') {
      await buildCircuit(page, exercise, shots ? `chapter-${chapter + 1}-level-${level + 1}-exercise-${index + 1}` : undefined);
    }
  }
  await page.waitForURL((url) => !url.pathname.startsWith(`/chapter/${chapter}/level/${level}/exercise/`));
}

describe('the new chapters, one level each', { timeout: 300_000 }, () => {
  it('chapter 3: the scope says how to get data, then "Reading the scope" is played through with measurement goals', async () => {
    const page = await newPage(mobile);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-chapter-3.png`, fullPage: true }).then(() => undefined));
    await signUpNewUser(page);
    // No probe yet: the open scope explains how to get a reading.
    await page.goto('/chapter/2/level/0/exercise/1');
    await page.getByRole('button', { name: 'Show scope' }).click();
    await page.getByTestId('scope-how-to').waitFor();
    expect(await page.getByTestId('scope-how-to').textContent()).toMatch(/current probe/);
    await playLevel(page, 2, 2, true);
    await page.context().close();
  });

  it.each([
    [4, 3, 0],
    [5, 4, 1],
    [6, 5, 0],
    [7, 6, 1],
  ])('chapter %i: a level is played through end to end', async (_n, chapter, level) => {
    const page = await newPage(desktop);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-chapter-${chapter + 1}.png`, fullPage: true }).then(() => undefined));
    await signUpNewUser(page);
    await playLevel(page, chapter, level, chapter === 4);
    await page.context().close();
  });
});
