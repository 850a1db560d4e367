// Feedback a learner can trust (docs/explanations.md "One voice per check", "The hint ladder"), in a real
// browser on a phone (390×844, touch) and a laptop (1366×768): a failed check says what each unmet goal
// entry is on this grid (at most two sentences) and the one explanation that fits, never the exercise's
// failure text or static texts about mistakes not made; hint 1 starts from the judge's verdict and never
// says the goal is met when it is not. Phone screenshots of five failed checks go to docs/screenshots
// with UPDATE_SCREENSHOTS=1.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, contextOptions, desktop, mobile, openBrowser, signUpNewUser } from './support/browser';
import { circuitExerciseNamed as exerciseNamed } from './support/course';
import { mouseDrag, touchDrag } from './support/pointer';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const trayItem = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}.*: \\d left$`) });
const overlay = (page: Page) => page.locator('[role="alertdialog"]');

interface Device {
  name: 'phone' | 'laptop';
  viewport: { width: number; height: number };
  touch: boolean;
}

const DEVICES: Device[] = [
  { name: 'phone', viewport: mobile, touch: true },
  { name: 'laptop', viewport: desktop, touch: false },
];

async function openOn(device: Device): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signUpNewUser(page);
  return page;
}

async function press(device: Device, target: Locator): Promise<void> {
  if (device.touch) await target.tap();
  else await target.click();
}

const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });

/** Drags each named tray part to its cell (row and column counted from 1, as the grid names them), then checks. */
async function failedCheck(page: Page, device: Device, path: string, parts: [string, number, number][]): Promise<{ dialog: Locator; text: string }> {
  await page.goto(path);
  await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
  for (const [part, row, col] of parts) {
    const drag = device.touch ? touchDrag : mouseDrag;
    await drag(page, trayItem(page, part).first(), cell(page, row, col));
    await cell(page, row, col).and(page.getByRole('gridcell', { name: new RegExp(part.split('.')[0]) })).waitFor();
  }
  await page.waitForTimeout(300); // the live solve of the last placement
  await press(device, page.getByRole('button', { name: 'Check Answer' }));
  const dialog = overlay(page);
  await dialog.waitFor();
  return { dialog, text: (await dialog.textContent()) ?? '' };
}

async function tryAgain(page: Page, device: Device, dialog: Locator): Promise<void> {
  await press(device, dialog.getByRole('button', { name: 'Try Again' }));
  await dialog.waitFor({ state: 'detached' });
}

const glowSoftly = exerciseNamed('Make it glow softly'); // 1.2.3: DIM goal, 330 Ω makes it ON
const dialIn = exerciseNamed('Dial in 15 mA'); // 3.1.3: DIM and 14–16 mA
const notExploded = exerciseNamed('ON, not EXPLODED'); // 6.2.5: a wire bursts the LED
const openGate = exerciseNamed('Turn the MOSFET on'); // 7.1.2: wires to the gate, a pull-down, switch to close
const closeTheGap = exerciseNamed('Close the gap'); // 1.1.x: one gap

describe('feedback a learner can trust', { timeout: 180_000 }, () => {
  for (const device of DEVICES) {
    it(`${device.name}: a failed check speaks with one voice, and hint 1 follows the judge`, async () => {
      const page = await openOn(device);
      // 1.2.3 with 330 Ω: the bulb is ON where the goal wants DIM.
      const first = await failedCheck(page, device, glowSoftly.path, [['Resistor.*330', 1, 3], ['Star', 2, 2]]);
      expect(first.text).toContain('The red bulb is ON, the goal wants DIM.');
      expect(first.text).toMatch(/goal wants it DIM/); // the explanation: more resistance, not less
      expect(first.text).not.toMatch(/smaller resistor|shine fully\./);
      expect(first.text).not.toContain(glowSoftly.exercise.failureMessage);
      if (device.name === 'phone') await page.screenshot({ path: `${SCREENSHOT_DIR}/feedback-1-on-wants-dim-phone.png` });
      await tryAgain(page, device, first.dialog);
      await press(device, page.getByRole('button', { name: 'Check Answer' }));
      await tryAgain(page, device, overlay(page));
      // Two failed checks open the ladder; hint 1 is the judge's verdict, never "already met".
      await press(device, page.getByRole('button', { name: /^Hint 1 of 3/ }));
      const hint = page.locator('[data-explanation]').filter({ hasText: 'Hint 1 of 3' });
      await hint.waitFor();
      const hintText = (await hint.textContent()) ?? '';
      expect(hintText).toContain('The red bulb is ON, the goal wants DIM.');
      expect(hintText).not.toMatch(/already|Every goal/);

      // 3.1.3 with 330 Ω (and the probe the learner places): two unmet entries, two sentences with the card's own number.
      const second = await failedCheck(page, device, dialIn.path, [['Resistor.*330', 1, 3], ['Current probe', 2, 2]]);
      expect(second.text).toContain('The red bulb is ON, the goal wants DIM.');
      expect(second.text).toMatch(/The current probe reads 24\.3 mA, the goal wants between 14 and 16 mA\./);
      expect(second.text).not.toMatch(/no current flowing|Ensure all components|e-\d/);
      const cardNow = (await page.getByTestId('reading-now').first().textContent()) ?? '';
      expect(cardNow).toContain('24.3 mA');
      if (device.name === 'phone') await page.screenshot({ path: `${SCREENSHOT_DIR}/feedback-2-reading-off-phone.png` });
      await tryAgain(page, device, second.dialog);

      // 6.2.5 with a wire: the LED bursts; the value named meets the goal (660 Ω), in mA, never amps.
      const third = await failedCheck(page, device, notExploded.path, [['Straight wire', 1, 3], ['Current probe', 2, 2], ['Green LED', 2, 3]]);
      expect(third.text).toContain('The green LED is burst (EXPLODED), the goal wants ON.');
      expect(third.text).toMatch(/A 660 Ω resistor/);
      expect(third.text).not.toMatch(/330 Ω resistor|\d A\b/);
      if (device.name === 'phone') await page.screenshot({ path: `${SCREENSHOT_DIR}/feedback-3-burst-led-phone.png` });
      await tryAgain(page, device, third.dialog);

      // 7.1.2 with the switch left open: the switch is the cause, outlined.
      const fourth = await failedCheck(page, device, openGate.path, [['Straight wire', 2, 3], ['T wire', 2, 4]]);
      expect(fourth.text).toMatch(/switch is open, so the MOSFET's gate gets no push/);
      expect(fourth.text).not.toMatch(/join the gate/);
      if (device.name === 'phone') await page.screenshot({ path: `${SCREENSHOT_DIR}/feedback-4-switch-before-gate-phone.png` });
      await tryAgain(page, device, fourth.dialog);

      // Close the gap with nothing placed: one line, one explanation, nothing static.
      const fifth = await failedCheck(page, device, closeTheGap.path, []);
      expect(fifth.text).toContain('The red bulb is OFF, the goal wants ON.');
      expect(fifth.text).toMatch(/loop is broken/);
      expect(fifth.text).not.toContain(closeTheGap.exercise.failureMessage);
      if (device.name === 'phone') await page.screenshot({ path: `${SCREENSHOT_DIR}/feedback-5-open-loop-phone.png` });
      await page.context().close();
    });

    it(`${device.name}: a visible keys line names the keyboard's moves`, async () => {
      const page = await openOn(device);
      await page.goto(closeTheGap.path);
      await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
      const keys = page.getByTestId('keys-line');
      await keys.scrollIntoViewIfNeeded();
      expect(await keys.isVisible()).toBe(true);
      expect((await keys.textContent())?.replace(/\s+/g, ' ')).toBe('Keys: Enter place · R rotate · M move · Space toggle');
      await page.context().close();
    });
  }
});
