// What a learner reads on a scenario exercise (chapter 11's "A button on the gate"): "Why?" is offered
// only for a light that misses the goal of the scenario on now (the released scenario wants the red
// bulb OFF and it is OFF: no question; the held one wants it ON: "Why is the red bulb off?"), and a
// failed Check names each failing scenario once, not before each of its sentences.
// Screenshots: scenario-feedback-*.png in the screenshot folder.
import { afterAll, describe, expect, it } from 'vitest';
import { course } from '../src/content/index';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const [CHAPTER, LEVEL, EXERCISE] = [10, 3, 2];

describe('feedback on a scenario exercise', { timeout: 120_000 }, () => {
  it('offers "Why?" only where the light misses the scenario on now, and says each failing scenario once', async () => {
    const exercise = course.chapters[CHAPTER].levels[LEVEL].exercises[EXERCISE];
    if (exercise.exerciseType !== 'circuit' || !exercise.scenarios) throw new Error('chapter 11, level 4, exercise 3 is no longer a scenario exercise');
    expect(exercise.scenarios.map((s) => s.label)).toEqual(['Button held', 'Button released']);
    const page = await newPage(desktop);
    await loginAsGuest(page);
    await page.goto(`/chapter/${CHAPTER}/level/${LEVEL}/exercise/${EXERCISE}`);
    const panel = page.getByRole('list', { name: 'Scenarios' });
    const released = panel.locator('[data-scenario="Button released"]');
    await released.and(page.locator('[data-on="true"]')).waitFor();
    await released.locator('[data-goal="red-bulb"][data-now="OFF"]').waitFor();
    const why = page.getByRole('button', { name: 'Why is the red bulb off?' });
    // The released scenario wants the red bulb OFF, and it is: nothing to ask about.
    await page.waitForTimeout(300);
    expect(await why.count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scenario-feedback-released-laptop.png` });

    // The held scenario wants it ON: now the question is offered.
    await page.getByRole('button', { name: 'Try it: Button held' }).click();
    await why.waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scenario-feedback-held-laptop.png` });
    await page.setViewportSize(mobile);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scenario-feedback-held-phone.png` });

    // The untouched start fails both scenarios, the held one on two entries: its label is said once.
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const message = (await dialog.locator('#result-overlay-message').textContent()) ?? '';
    expect(message.match(/Button held:/g)).toHaveLength(1);
    expect(message.match(/Button released:/g)).toHaveLength(1);
    expect(message).toMatch(/^Button held: The red bulb is OFF, the goal wants ON\. No probe on the grid measures current yet/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scenario-feedback-check-phone.png` });
    await page.setViewportSize(desktop);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scenario-feedback-check-laptop.png` });
  });
});
