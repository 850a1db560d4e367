// The three input parts played live in a real browser (docs/architecture.md, "Playing the input
// parts"): a potentiometer dimmer goes ON → DIM → OFF as its knob turns (drag on the knob, its slider,
// Up/Down keys), a push button lights the bulb only while held (mouse, finger, Space), and a light
// sensor in series with a bulb follows the light slider (dark OFF, classroom DIM, daylight ON) — in the
// creator's test play at laptop size with a mouse and keyboard, at phone size with touch, and in a
// community level opened from Explore. The engine's states were checked against simulate() for these
// very grids. Screenshots at both sizes.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LevelInput } from '../src/api/levels';
import { closeBrowser, contextOptions, desktop, mobile, newPage, openBrowser, signUpNewUser } from './support/browser';
import { centre, touchHold } from './support/pointer';
import { shootAtBothSizes } from './support/screenshots';
import { navigateInPage } from './support/navigation';

afterAll(closeBrowser);

/** A 2×5 loop: battery, a 330 Ω resistor, `part` at column 3 (row 0) and a straight red bulb (row 1). */
function loop(name: string, part: LevelInput['prePlacedComponents'][number], extra: LevelInput['prePlacedComponents'] = []): LevelInput {
  return {
    name,
    prePlacedComponents: [
      { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
      { type: 'battery', row: 0, col: 1, rotation: 0 },
      { type: 'corner-wire', row: 1, col: 0, rotation: 180 },
      { type: 'straight-wire', row: 1, col: 1, rotation: 90 },
      { type: 'red-bulb-straight', row: 1, col: 2, rotation: 0 },
      part,
      ...extra,
    ],
    draggableItems: [{ type: 'straight-wire', itemCount: 1, rotation: 0 }],
    goal: [{ type: 'red-bulb', status: 'DIM' }],
    metadata: { gridCol: 5, gridRow: 2 },
    educationalMessages: { success: 'Well done.', failure: 'Try again.' },
    tags: ['Beginner'],
  };
}

/** Knob at 0: 9 V over 370 Ω (ON); at 0.5 over 2720 Ω (DIM); at 1 over 5070 Ω (OFF). */
const dimmer = loop('Dimmer', { type: 'potentiometer', row: 0, col: 3, rotation: 0, resistanceValue: 4700 }, [
  { type: 'resistor', row: 0, col: 2, rotation: 0, resistanceValue: 330 },
  { type: 'corner-wire', row: 1, col: 3, rotation: 90 },
]);
/** Held: 9 V over 370 Ω (ON); released: open (OFF). The resistor is in the bottom row. */
const doorbell = withPiece(loop('Doorbell', { type: 'push-button', row: 0, col: 2, rotation: 0 }, [
  { type: 'corner-wire', row: 0, col: 3, rotation: 0 },
  { type: 'corner-wire', row: 1, col: 3, rotation: 90 },
]), { type: 'resistor', row: 1, col: 1, rotation: 0, resistanceValue: 330 });
/** The sensor alone with the bulb: 1 lux OFF, 300 lux (465 Ω) DIM, 1000 lux (200 Ω) ON, 100000 lux EXPLODED. */
const nightLight = loop('Night light', { type: 'ldr', row: 0, col: 2, rotation: 0 }, [
  { type: 'corner-wire', row: 0, col: 3, rotation: 0 },
  { type: 'corner-wire', row: 1, col: 3, rotation: 90 },
]);

/** The level with `piece` in place of whatever was on its cell. */
function withPiece(level: LevelInput, piece: LevelInput['prePlacedComponents'][number]): LevelInput {
  const others = level.prePlacedComponents.filter((p) => p.row !== piece.row || p.col !== piece.col);
  return { ...level, prePlacedComponents: [...others, piece] };
}

const bulb = (page: Page) => page.locator('[data-row="1"][data-col="2"]');
const bulbState = async (page: Page) => /\((ON|DIM|OFF|EXPLODED)\)/.exec((await bulb(page).getAttribute('aria-label')) ?? '')?.[1];
const cell = (page: Page, row: number, col: number) => page.locator(`[data-row="${row}"][data-col="${col}"]`);

let visits = 0;

/** Opens the level as the creator's Check does: /level/test with the level in the navigation state. */
async function testPlay(page: Page, level: LevelInput): Promise<void> {
  // A fresh address each time: a second visit to the very same one would keep the last level's state.
  await page.goto(`/level/test?visit=${(visits += 1)}`);
  await page.getByText('No level to test.').waitFor();
  await navigateInPage(page, '/level/test', { usr: { level }, key: 'creator-test', idx: 1 });
  await page.getByRole('button', { name: 'Check Answer' }).waitFor();
}

async function touchPage(): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport: mobile, hasTouch: true, isMobile: true }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('the input parts while playing', { timeout: 120_000 }, () => {
  it('turns the dimmer’s knob and holds the button with a mouse and the keyboard (laptop, test play)', async () => {
    const page = await newPage(desktop);
    await testPlay(page, dimmer);
    const slider = page.getByRole('slider', { name: 'Knob position' });
    expect(await slider.getAttribute('aria-valuetext')).toBe('50 %');
    await expect.poll(() => bulbState(page)).toBe('DIM');

    // Drag on the knob: left turns it down to 0 (ON).
    const knob = await centre(cell(page, 0, 3));
    await page.mouse.move(knob.x, knob.y);
    await page.mouse.down();
    await page.mouse.move(knob.x - 200, knob.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('0 %');
    await expect.poll(() => bulbState(page)).toBe('ON');
    // The slider: all the way up (OFF).
    await slider.fill('100');
    await expect.poll(() => bulbState(page)).toBe('OFF');
    // Arrow keys on the focused knob: ten steps down is half way (DIM).
    await cell(page, 0, 3).focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('50 %');
    await expect.poll(() => bulbState(page)).toBe('DIM');
    // A tap on the knob brings its slider into focus.
    await cell(page, 0, 3).click();
    await expect.poll(() => slider.evaluate((node) => node === document.activeElement)).toBe(true);
    await shootAtBothSizes(page, 'parts-dimmer');

    await testPlay(page, doorbell);
    await expect.poll(() => bulbState(page)).toBe('OFF');
    const button = cell(page, 0, 2);
    const at = await centre(button);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await expect.poll(() => bulbState(page)).toBe('ON');
    expect(await button.getAttribute('aria-label')).toContain('Push button');
    await shootAtBothSizes(page, 'parts-button-held');
    await page.mouse.up();
    await expect.poll(() => bulbState(page)).toBe('OFF');
    // Space held on the focused button, then let go.
    await button.focus();
    await page.keyboard.down('Space');
    await expect.poll(() => bulbState(page)).toBe('ON');
    await page.keyboard.up('Space');
    await expect.poll(() => bulbState(page)).toBe('OFF');
    await page.context().close();
  });

  it('holds the button, turns the knob and moves the light with a finger (phone, test play)', async () => {
    const page = await touchPage();
    await testPlay(page, doorbell);
    await expect.poll(() => bulbState(page)).toBe('OFF');
    await touchHold(page, cell(page, 0, 2), async () => {
      await expect.poll(() => bulbState(page)).toBe('ON');
      await page.waitForTimeout(400); // longer than a drag's press delay: still a press, not a drag
      expect(await bulbState(page)).toBe('ON');
    });
    await expect.poll(() => bulbState(page)).toBe('OFF');

    await testPlay(page, dimmer);
    await expect.poll(() => bulbState(page)).toBe('DIM');
    await touchHold(page, cell(page, 0, 3), async () => {
      await expect.poll(() => page.getByRole('slider', { name: 'Knob position' }).getAttribute('aria-valuetext')).toBe('100 %');
    }, 240);
    await expect.poll(() => bulbState(page)).toBe('OFF');

    await testPlay(page, nightLight);
    const light = page.getByRole('slider', { name: 'Light level' });
    expect(await light.getAttribute('aria-valuetext')).toBe('classroom, 300 lux');
    await expect.poll(() => bulbState(page)).toBe('DIM');
    await light.fill('0');
    await expect.poll(() => light.getAttribute('aria-valuetext')).toBe('dark, 1 lux');
    await expect.poll(() => bulbState(page)).toBe('OFF');
    await light.fill('60');
    await expect.poll(() => light.getAttribute('aria-valuetext')).toBe('daylight, 1,000 lux');
    await expect.poll(() => bulbState(page)).toBe('ON');
    await shootAtBothSizes(page, 'parts-light');
    await page.context().close();
  });

  it('plays a community level with a knob from Explore', async () => {
    const page = await newPage(mobile);
    await signUpNewUser(page);
    // The learner places the resistor; the knob starts half way (DIM, the goal).
    const level: LevelInput = {
      ...dimmer,
      name: `Dimmer ${Date.now().toString(36)}`,
      prePlacedComponents: dimmer.prePlacedComponents.filter((piece) => piece.type !== 'resistor'),
      draggableItems: [{ type: 'resistor', itemCount: 1, rotation: 0, resistanceValue: 330 }],
    };
    const response = await page.request.post('/api/levels', { data: level });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await page.goto(`/custom-level/${id}`);
    const slider = page.getByRole('slider', { name: 'Knob position' });
    await slider.waitFor();
    await expect.poll(() => bulbState(page)).toBe('OFF'); // the gap at (0,2) is still open
    await page.getByRole('button', { name: /Resistor/ }).first().click();
    await expect.poll(() => bulbState(page)).toBe('DIM');
    await slider.fill('0');
    await expect.poll(() => bulbState(page)).toBe('ON');
    await slider.fill('100');
    await expect.poll(() => bulbState(page)).toBe('OFF');
    await shootAtBothSizes(page, 'parts-explore');
    await page.context().close();
  });
});
