// The player's scenario panel (docs/course.md "Scenario goals") on chapter 11's doorbell puzzle, at
// 390×844 with touch and at 1366×768 with the mouse, against the real server and engine: every
// scenario shows its label, its inputs in words and its goal; "Try it" puts the board in that
// scenario's inputs and the live lights and readings follow; the built answer meets each scenario and
// Check says so.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { course } from '../src/content/index';
import { FEEDBACK_TITLES } from '../src/puzzle/judge-feedback';
import { describePiece } from '../src/web/components/circuit/piece-label';
import { closeBrowser, signUpNewUser } from './support/browser';
import { mouseDrag, touchDrag } from './support/pointer';
import { newDevicePage, press } from './support/device';

afterAll(closeBrowser);
const SHOT_DIR = '/tmp/shots-scenarios';
fs.mkdirSync(SHOT_DIR, { recursive: true });

const [CHAPTER, LEVEL, EXERCISE] = [10, 3, 1];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${col + 1}:`) });

function doorbell() {
  const exercise = course.chapters[CHAPTER].levels[LEVEL].exercises[EXERCISE];
  if (exercise.exerciseType !== 'circuit' || !exercise.scenarios) throw new Error('chapter 11, level 4, exercise 2 is no longer the doorbell scenario puzzle');
  return { ...exercise, scenarios: exercise.scenarios };
}

describe('the scenario panel on chapter 11\'s doorbell puzzle', { timeout: 180_000 }, () => {
  it.each(['phone', 'laptop'] as const)('%s: shows every scenario, tries each one and gets the answer right', async (device) => {
    const exercise = doorbell();
    expect(exercise.scenarios.map((s) => s.label)).toEqual(['Button held', 'Button released']);
    const page = await newDevicePage(device);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-${device}.png`, fullPage: true }).then(() => undefined));
    await signUpNewUser(page);
    await page.goto(`/chapter/${CHAPTER}/level/${LEVEL}/exercise/0`);
    await press(device, page.getByRole('button', { name: 'Continue' }));
    await page.waitForURL((url) => url.pathname === `/chapter/${CHAPTER}/level/${LEVEL}/exercise/${EXERCISE}`);
    await page.getByRole('heading', { name: exercise.title }).waitFor();

    // Every scenario: its label, its inputs in words, its goal light and reading.
    const panel = page.getByRole('list', { name: 'Scenarios' });
    await panel.waitFor();
    const held = panel.locator('[data-scenario="Button held"]');
    const released = panel.locator('[data-scenario="Button released"]');
    expect(await panel.locator('[data-scenario]').count()).toBe(2);
    // The labels already say the inputs in words, so the words are not printed a second time under them.
    expect((await held.textContent())?.match(/button held/gi)).toHaveLength(1);
    expect((await released.textContent())?.match(/button released/gi)).toHaveLength(1);
    expect(await held.locator('[data-goal="red-bulb"]').textContent()).toContain('ON');
    expect(await held.locator('[data-goal-probe="current"]').textContent()).toContain('between 23 and 25.5 mA');
    expect(await released.locator('[data-goal="red-bulb"]').textContent()).toContain('OFF');
    expect(await page.getByText('Your circuit must pass all 2 scenarios:').count()).toBe(1);

    // The board starts released: that scenario is the one on, and with nothing built its goal is not met.
    await expect.poll(() => released.getAttribute('data-on')).toBe('true');
    expect(await released.getAttribute('data-met')).toBe('false');
    await press(device, page.getByRole('button', { name: 'Try it: Button held' }));
    await expect.poll(() => held.getAttribute('data-on')).toBe('true');
    expect(await released.getAttribute('data-on')).toBe('false');
    expect(await held.getAttribute('data-met')).toBe('false');

    // Build the answer from the tray, as a learner would.
    for (const piece of exercise.solution.place) {
      const item = exercise.inventory.find((i) => i.type === piece.type && (piece.type !== 'resistor' || i.resistanceValue === piece.resistanceValue));
      if (!item) throw new Error(`no tray item for ${piece.type}`);
      const start = item.rotation ?? 0;
      const name = describePiece({ type: item.type, rotation: start, resistanceValue: item.resistanceValue });
      await (device === 'phone' ? touchDrag : mouseDrag)(page, page.getByRole('button', { name: new RegExp(`^${escape(name)}: \\d left$`) }), cell(page, piece.row, piece.col));
      const placed = cell(page, piece.row, piece.col);
      await placed.and(page.getByRole('gridcell', { name: new RegExp(escape(describePiece({ type: piece.type, rotation: start, resistanceValue: piece.resistanceValue }).split(',')[0])) })).waitFor();
      for (let turns = ((piece.rotation - start) / 90 + 4) % 4; turns > 0; turns--) await press(device, placed);
    }

    // Released (tried again if the drop's own pointer lifted the held button): the bulb is off.
    if ((await released.getAttribute('data-on')) !== 'true') await press(device, page.getByRole('button', { name: 'Try it: Button released' }));
    await expect.poll(() => released.getAttribute('data-on')).toBe('true');
    await expect.poll(() => released.getAttribute('data-met')).toBe('true');
    expect(await released.locator('[data-goal="red-bulb"]').getAttribute('data-now')).toBe('OFF');
    expect(await held.getAttribute('data-met')).toBe('false');
    expect(await held.locator('[data-goal="red-bulb"]').getAttribute('data-now')).toBeNull();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOT_DIR}/${device}-released.png`, fullPage: true });

    // Held: the lights follow, the bulb shines and the probe reads about 24 mA, inside the goal.
    await press(device, page.getByRole('button', { name: 'Try it: Button held' }));
    await expect.poll(() => held.getAttribute('data-on')).toBe('true');
    await expect.poll(() => held.getAttribute('data-met')).toBe('true');
    expect(await held.locator('[data-goal="red-bulb"]').getAttribute('data-now')).toBe('ON');
    expect(await held.getByTestId('reading-now').textContent()).toMatch(/now 2[345](\.\d+)? mA/);
    expect(await released.getAttribute('data-met')).toBe('false');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOT_DIR}/${device}-held.png`, fullPage: true });

    // The answer is judged under every scenario: right.
    await press(device, page.getByRole('button', { name: 'Check Answer' }));
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toBe(FEEDBACK_TITLES.correct);
    await page.context().close();
  });
});
