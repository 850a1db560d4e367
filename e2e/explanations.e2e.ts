// Explanations and the hint ladder in a real browser against the real server and course (phone size):
// "Why?" on a dark bulb for a broken loop, an open switch and a reversed diode outlines exactly the cells
// the engine names and says the engine's sentence; a failed Check leads with it; the hint ladder steps
// why → tip → (after a third failed check) a piece, and the star is then not awarded.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { course } from '../src/content/index';
import { simulate } from '../src/engine/index';
import type { Cell, Grid } from '../src/engine/types';
import type { AuthoringCircuitExercise } from '../src/content/schema';
import { closeBrowser, desktop, mobile, newPage, signUpNewUser } from './support/browser';
import { centre, mouseDrag } from './support/pointer';
import { storedLevelSchema } from '../src/api/levels';
import { gapLevel } from '../test/support/server/sample-levels';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

function exerciseNamed(title: string): { path: string; exercise: AuthoringCircuitExercise } {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (exercise.exerciseType === 'circuit' && exercise.title === title) return { path: `/chapter/${c}/level/${l}/exercise/${e}`, exercise };
      }
    }
  }
  throw new Error(`No circuit exercise '${title}' in the course`);
}

const closeTheGap = exerciseNamed('Close the gap');
const flipTheSwitch = exerciseNamed('Flip the switch');
const pointTheDiode = exerciseNamed('Point the diode the right way');

/** The exercise's start grid with extra pieces, as the page would build it. */
function gridWith(exercise: AuthoringCircuitExercise, extra: (Cell & { row: number; col: number })[]): Grid {
  const grid: Grid = Array.from({ length: exercise.gridSize.rows }, () => Array<Cell | null>(exercise.gridSize.cols).fill(null));
  for (const { row, col, ...cell } of [...exercise.prePlacedComponents, ...extra]) {
    grid[row]![col] = { ...cell, ...(cell.type === 'switch' ? { isOn: cell.isOn ?? false } : {}) } as Cell;
  }
  return grid;
}

const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
const trayItem = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}.*: \\d left$`) });
const card = (page: Page) => page.locator('[data-explanation]').first();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
}

/** The outlined cells as 'row:col' (zero-based), sorted. */
async function outlined(page: Page): Promise<string[]> {
  const cells = await page.locator('[data-explained="true"]').evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-row')}:${n.getAttribute('data-col')}`));
  return cells.sort();
}

function engineSays(grid: Grid, light: string): { kind: string; cells: string[]; message: string } {
  const found = simulate({ grid }).explanations.find((e) => (e.lights as string[]).includes(light));
  if (!found) throw new Error(`the engine does not explain ${light}`);
  return { kind: found.kind, cells: found.cells.map((c) => `${c.row}:${c.col}`).sort(), message: found.message };
}

async function askWhy(page: Page, light: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^Why is the ${light} (off|dim|exploded)\\?$`, 'i') }).click();
  const shown = card(page);
  await shown.waitFor();
  return shown;
}

async function checkAndClose(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Check Answer' }).click();
  const dialog = page.locator('[role="alertdialog"]');
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** A quick finger tap (CDP touch events), as on a phone. */
async function fingerTap(page: Page, target: Locator): Promise<void> {
  const { x, y } = await centre(target);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(60);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

describe('explanations on the circuit screen (phone)', { timeout: 180_000 }, () => {
  it('a broken loop: "Why?" outlines the open ends and says the loop is broken; a failed Check leads with it', async () => {
    const page = await newPage(mobile);
    await signUpNewUser(page);
    await open(page, closeTheGap.path);
    const expected = engineSays(gridWith(closeTheGap.exercise, []), 'red-bulb');
    expect(expected.kind).toBe('open-loop');
    const shown = await askWhy(page, 'red bulb');
    expect(await shown.getAttribute('data-explanation')).toBe('open-loop');
    expect(await shown.textContent()).toContain(expected.message);
    expect(expected.message).toMatch(/loop is broken/);
    expect(await outlined(page)).toEqual(expected.cells);
    await shoot(page, 'explain-open-loop-phone');

    // A failed Check: the judge's line about this grid, then the one explanation; no failure text (docs/explanations.md).
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const dialog = page.locator('[role="alertdialog"]');
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text.indexOf('The red bulb is OFF, the goal wants ON.')).toBeGreaterThan(-1);
    expect(text.indexOf(expected.message)).toBeGreaterThan(text.indexOf('The red bulb is OFF, the goal wants ON.'));
    expect(text).not.toContain(closeTheGap.exercise.failureMessage);
    await shoot(page, 'explain-check-overlay-phone');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await outlined(page)).toEqual(expected.cells);

    // Closing the gap changes the grid: the outline goes away with the explanation it belonged to.
    await mouseDrag(page, trayItem(page, 'Star'), cell(page, 2, 2));
    await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
    expect(await outlined(page)).toEqual([]);
    expect(await page.getByRole('button', { name: /^Why is/ }).count()).toBe(0);
  });

  it('an open switch: "Why?" outlines the switch and says it is open', async () => {
    const page = await newPage(mobile);
    await signUpNewUser(page);
    await open(page, flipTheSwitch.path);
    await mouseDrag(page, trayItem(page, 'Resistor'), cell(page, 1, 4));
    await mouseDrag(page, trayItem(page, 'Star'), cell(page, 2, 4));
    await cell(page, 2, 4).and(page.getByRole('gridcell', { name: /Star/ })).waitFor();
    const grid = gridWith(flipTheSwitch.exercise, [
      { type: 'resistor', row: 0, col: 3, rotation: 0, resistanceValue: 330 },
      { type: 'star', row: 1, col: 3, rotation: 0 },
    ]);
    const expected = engineSays(grid, 'red-bulb');
    expect(expected).toMatchObject({ kind: 'switch-open', cells: ['0:2'] });
    const shown = await askWhy(page, 'red bulb');
    expect(await shown.getAttribute('data-explanation')).toBe('switch-open');
    expect(await shown.textContent()).toContain('The switch is open');
    expect(await outlined(page)).toEqual(['0:2']);
    await shoot(page, 'explain-switch-open-phone');
    await page.setViewportSize(desktop);
    await page.locator('[data-explained="true"]').first().waitFor();
    await shoot(page, 'explain-switch-open-laptop');
  });

  it('a reversed diode: "Why?" outlines the diode and says it is turned round', async () => {
    const page = await newPage(mobile);
    await signUpNewUser(page);
    await open(page, pointTheDiode.path);
    // The tray's diode comes turned round (rotation 180).
    await mouseDrag(page, trayItem(page, 'Diode'), cell(page, 1, 3));
    await mouseDrag(page, trayItem(page, 'Star'), cell(page, 2, 4));
    await cell(page, 2, 4).and(page.getByRole('gridcell', { name: /Star/ })).waitFor();
    const grid = gridWith(pointTheDiode.exercise, [
      { type: 'diode', row: 0, col: 2, rotation: 180 },
      { type: 'star', row: 1, col: 3, rotation: 0 },
    ]);
    const expected = engineSays(grid, 'red-bulb');
    expect(expected).toMatchObject({ kind: 'reverse', cells: ['0:2'] });
    const shown = await askWhy(page, 'red bulb');
    expect(await shown.getAttribute('data-explanation')).toBe('reverse');
    expect(await shown.textContent()).toContain('The diode is turned round');
    expect(await outlined(page)).toEqual(['0:2']);
    await shoot(page, 'explain-reverse-diode-phone');

    // Turning the diode round (two quarter turns) lights the bulb: nothing left to explain.
    await cell(page, 1, 3).click();
    await cell(page, 1, 3).and(page.getByRole('gridcell', { name: /rotated 270°/ })).waitFor();
    await cell(page, 1, 3).click();
    await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
    expect(await outlined(page)).toEqual([]);
  });

  it('the hint ladder: after two failed checks why, then the tip, then after a third a piece — and no star', async () => {
    const page = await newPage(mobile);
    await signUpNewUser(page);
    await open(page, flipTheSwitch.path);
    const hint = () => page.locator('button[data-rung]');
    await checkAndClose(page);
    expect(await hint().count()).toBe(0);
    await checkAndClose(page);

    await page.getByRole('button', { name: 'Hint 1 of 3: why?' }).click();
    await page.locator('[data-explanation]', { hasText: 'Hint 1 of 3' }).waitFor();
    expect(await card(page).textContent()).toContain('The loop is broken');
    expect((await outlined(page)).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Hint 2 of 3: the tip' }).click();
    await page.locator('[data-explanation]', { hasText: 'Tap the switch to close it.' }).waitFor();
    await page.locator('[data-hint="tap"][data-row="0"][data-col="2"]').waitFor();
    expect(await page.getByRole('button', { name: 'Check once more for hint 3' }).isDisabled()).toBe(true);
    await shoot(page, 'explain-hint-tip-phone');

    await checkAndClose(page);
    await page.getByRole('button', { name: 'Hint 3 of 3: place a piece (no star)' }).click();
    // The solver's first missing step on this board is the switch: it is flipped on for the learner.
    await page.locator('[data-explanation]', { hasText: 'needed flipping' }).waitFor();
    expect(await card(page).textContent()).toContain('The star can no longer be collected');
    await cell(page, 1, 3).and(page.getByRole('gridcell', { name: /Switch \(on\)/ })).waitFor();
    expect(await hint().count()).toBe(0);

    // The learner finishes the build through the star: correct, 10 points, no star.
    await mouseDrag(page, trayItem(page, 'Resistor'), cell(page, 1, 4));
    await mouseDrag(page, trayItem(page, 'Star'), cell(page, 2, 4));
    await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const done = page.locator('[role="dialog"]');
    await done.waitFor();
    expect(await done.textContent()).toContain('+10 points');
    expect(await done.textContent()).not.toContain('Star collected');
  });

  it('a community level: "Why?" by finger and by keyboard, and the ladder\'s piece from the page\'s own solver', async () => {
    const page = await newPage(mobile);
    await signUpNewUser(page);
    const published = await page.request.post('/api/levels', { data: gapLevel(`Why gap ${Date.now().toString(36)}`) });
    expect(published.status(), await published.text()).toBe(201);
    const level = storedLevelSchema.parse(await published.json());
    await open(page, `/custom-level/${level.id}`);

    const why = page.getByRole('button', { name: 'Why is the red bulb off?' });
    await fingerTap(page, why);
    await page.locator('[data-explanation="open-loop"]').waitFor();
    expect(await outlined(page)).toEqual(['1:0', '1:2']);
    // The tap asked "Why?" only: the bulb under the button was not turned.
    expect(await cell(page, 2, 4).getAttribute('aria-label')).not.toMatch(/rotated 270/);

    await page.getByRole('button', { name: 'Close the explanation' }).click();
    expect(await outlined(page)).toEqual([]);
    await why.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-explanation="open-loop"]').waitFor();

    for (let k = 0; k < 3; k++) await checkAndClose(page);
    await page.getByRole('button', { name: 'Hint 1 of 3: why?' }).click();
    await page.getByRole('button', { name: 'Hint 2 of 3: the tip' }).click();
    await page.getByRole('button', { name: 'Hint 3 of 3: place a piece (no star)' }).click();
    await page.locator('[data-explanation]', { hasText: 'Here is one piece: the straight wire at row 2, column 2.' }).waitFor();
    expect(await outlined(page)).toEqual(['1:1']);
    await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
  });
});
