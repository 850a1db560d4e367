// The three new parts (potentiometer, push button, light sensor) where a learner meets them, at phone size
// with touch and at laptop size with a mouse: (a) a doorbell and a dimmer generated on the lesson
// generator's screen, played with 'Play it' (the button held and let go, the knob turned; the bulb
// follows) and passed with Check Answer; (b) a community level holding all three parts, found in Explore
// by its tag and opened; (c) that level's grid in the schematic style (the style toggle), each new part
// drawn as its symbol. Screenshots of both styles at both sizes.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FEEDBACK_TITLES } from '../src/puzzle/judge-feedback';
import type { LevelInput } from '../src/api/levels';
import { displayName } from '../src/engine/components/catalogue';
import { generateLesson } from '../src/generator';
import { closeBrowser, signUpNewUser } from './support/browser';
import { newDevicePage, press, type Device } from './support/device';
import { centre, mouseDrag, touchDrag, touchHold } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const DEVICES: readonly Device[] = ['phone', 'laptop'];
const NEW_PARTS = ['potentiometer', 'push-button', 'ldr'] as const;

const grid = (page: Page) => page.getByRole('grid', { name: 'Circuit grid' });
const cellAt = (page: Page, row: number, col: number) => grid(page).getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${col + 1}:`) });
const stateOf = async (cell: Locator) => /\((ON|DIM|OFF|EXPLODED)\)/.exec((await cell.getAttribute('aria-label')) ?? '')?.[1];

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await grid(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/new-parts-${name}.png` });
}

/** A finger (phone) or the mouse button (laptop) held on `target` while `during` runs, then lifted. */
async function hold(device: Device, page: Page, target: Locator, during: () => Promise<void>, dx = 0): Promise<void> {
  if (device === 'phone') return touchHold(page, target, during, dx);
  const at = await centre(target);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  if (dx !== 0) await page.mouse.move(at.x + dx, at.y, { steps: 10 });
  await during();
  await page.mouse.up();
}

/** Generates `goal` on the lesson generator's screen, plays it and places the solver's pieces from the tray. */
async function playGenerated(device: Device, page: Page, goal: string) {
  const { level, solution } = generateLesson(goal);
  await page.goto('/LessonGen');
  await page.getByRole('textbox', { name: 'Lesson goal' }).fill(goal);
  await press(device, page.getByRole('button', { name: 'Generate Level' }));
  await page.getByRole('grid', { name: 'Generated circuit grid' }).waitFor();
  // The preview shows each scenario with its own goal.
  for (const scenario of level.scenarios ?? []) await page.getByRole('list', { name: `Goal bulbs: ${scenario.label}` }).waitFor();
  await press(device, page.getByRole('button', { name: 'Play it' }));
  await grid(page).waitFor();
  for (const piece of solution.placements) {
    const from = page.getByRole('button', { name: new RegExp(`^${displayName(piece.type)}.*: \\d left$`) });
    const target = cellAt(page, piece.row, piece.col);
    await (device === 'phone' ? touchDrag(page, from, target) : mouseDrag(page, from, target));
    await target.and(grid(page).getByRole('gridcell', { name: /: (?!empty)/ })).waitFor();
    for (let turn = 0; turn < piece.rotation / 90; turn++) await press(device, target);
  }
  const light = level.prePlacedComponents.find((p) => p.type.includes('bulb'));
  if (!light) throw new Error(`the generated level for ${goal} has no pre-placed bulb`);
  return { level, bulb: cellAt(page, light.row, light.col), part: (type: string) => solution.placements.find((p) => p.type === type) };
}

/** A finger tap at one end of a slider. */
async function tapSliderEnd(page: Page, slider: Locator, end: 'low' | 'high'): Promise<void> {
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider is not on screen');
  await page.touchscreen.tap(end === 'low' ? box.x + 1 : box.x + box.width - 1, box.y + box.height / 2);
}

async function expectPassed(device: Device, page: Page): Promise<void> {
  await press(device, page.getByRole('button', { name: 'Check Answer' }));
  const result = page.locator('[role="dialog"], [role="alertdialog"]');
  await result.waitFor();
  expect(await result.getByRole('heading').textContent()).toBe(FEEDBACK_TITLES.correct);
}

/**
 * A 5×2 loop with all three parts: battery, push button, light sensor and a potentiometer (its wiper
 * turned down the right-hand side) on the top row; the bulb and wires below, one wire to place. With the
 * button held, the knob at 0 and 1000 lux: 9 V over about 241 Ω (ON); let go: open (OFF).
 */
function allThree(name: string, tag: string): LevelInput {
  return {
    name,
    prePlacedComponents: [
      { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
      { type: 'battery', row: 0, col: 1, rotation: 0 },
      { type: 'push-button', row: 0, col: 2, rotation: 0 },
      { type: 'ldr', row: 0, col: 3, rotation: 0 },
      { type: 'potentiometer', row: 0, col: 4, rotation: 0, resistanceValue: 4700 },
      { type: 'corner-wire', row: 1, col: 0, rotation: 180 },
      { type: 'red-bulb-straight', row: 1, col: 2, rotation: 0 },
      { type: 'straight-wire', row: 1, col: 3, rotation: 90 },
      { type: 'corner-wire', row: 1, col: 4, rotation: 90 },
    ],
    draggableItems: [{ type: 'straight-wire', itemCount: 1, rotation: 0 }],
    goal: [],
    scenarios: [
      { label: 'Button held, bright', inputs: { pressed: true, position: 0, light: 1000 }, goal: [{ type: 'red-bulb', status: 'ON' }] },
      { label: 'Button let go', inputs: { pressed: false, position: 0, light: 1000 }, goal: [{ type: 'red-bulb', status: 'OFF' }] },
    ],
    metadata: { gridCol: 5, gridRow: 2 },
    educationalMessages: { success: 'Well done.', failure: 'Try again.' },
    tags: [tag],
  };
}

describe('the new parts in generated levels, Explore and the schematic view', { timeout: 240_000 }, () => {
  it.each(DEVICES)('%s: a generated doorbell lights its bulb only while the button is held, and passes', async (device) => {
    const page = await newDevicePage(device);
    const { bulb, part } = await playGenerated(device, page, 'easy doorbell');
    const button = part('push-button');
    if (!button) throw new Error('the doorbell level places no push button');
    await expect.poll(() => stateOf(bulb)).toBe('OFF');
    await hold(device, page, cellAt(page, button.row, button.col), async () => {
      await expect.poll(() => stateOf(bulb)).toBe('ON');
      await shoot(page, `doorbell-held-${device}`);
    });
    await expect.poll(() => stateOf(bulb)).toBe('OFF');
    await expectPassed(device, page);
    await page.context().close();
  });

  it.each(DEVICES)('%s: a generated dimmer follows its knob (ON turned to 0, OFF turned to 100), and passes', async (device) => {
    const page = await newDevicePage(device);
    const { bulb, part } = await playGenerated(device, page, 'easy potentiometer');
    const pot = part('potentiometer');
    if (!pot) throw new Error('the dimmer level places no potentiometer');
    const slider = page.getByRole('slider', { name: 'Knob position' });
    await expect.poll(() => stateOf(bulb)).toBe('DIM'); // the knob starts half way
    // Turned on its slider: a finger taps its ends on the phone; the mouse drags the knob, the keys finish.
    if (device === 'phone') {
      await tapSliderEnd(page, slider, 'low');
      await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('0 %');
      await expect.poll(() => stateOf(bulb)).toBe('ON');
      await tapSliderEnd(page, slider, 'high');
    } else {
      await hold(device, page, cellAt(page, pot.row, pot.col), async () => {
        await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('0 %');
      }, -240);
      await expect.poll(() => stateOf(bulb)).toBe('ON');
      await slider.focus();
      await page.keyboard.press('End');
    }
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('100 %');
    await expect.poll(() => stateOf(bulb)).toBe('OFF');
    await shoot(page, `dimmer-off-${device}`);
    await expectPassed(device, page);
    await page.context().close();
  });

  it.each(DEVICES)('%s: a community level with all three parts is found in Explore, opened, and drawn as symbols in the schematic style', async (device) => {
    const page = await newDevicePage(device);
    await signUpNewUser(page);
    const tag = `parts${Date.now().toString(36)}`;
    const name = `All three ${tag}`;
    const response = await page.request.post('/api/levels', { data: allThree(name, tag) });
    expect(response.status(), await response.text()).toBe(201);

    await page.goto(`/explore?tags=${tag}`);
    const card = page.getByTestId('level-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    await press(device, card.getByRole('link', { name: `Play Level ${name}` }));
    await grid(page).waitFor();
    const partCell = (type: string) => grid(page).locator(`svg[data-component-type="${type}"]`);
    for (const type of NEW_PARTS) expect(await partCell(type).count()).toBe(1);
    for (const type of NEW_PARTS) expect(await partCell(type).getAttribute('data-art-style')).toBe('photo');
    // The board gets the light slider (a sensor is on it) and the knob its slider.
    await page.getByRole('slider', { name: 'Light level' }).waitFor();
    await page.getByRole('slider', { name: 'Knob position' }).waitFor();
    await shoot(page, `all-three-picture-${device}`);

    const schematic = page.getByRole('group', { name: 'Drawing style' }).getByRole('button', { name: 'Schematic' });
    await press(device, schematic);
    await expect.poll(() => schematic.getAttribute('aria-pressed')).toBe('true');
    for (const type of NEW_PARTS) await expect.poll(() => partCell(type).getAttribute('data-art-style')).toBe('schematic');
    // Each symbol is drawn (ink on paper), not left blank.
    for (const type of NEW_PARTS) expect(await partCell(type).locator('path, line, polyline, circle').count()).toBeGreaterThan(0);
    await shoot(page, `all-three-schematic-${device}`);
    await page.context().close();
  });
});
