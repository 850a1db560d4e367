// The creator's scenario mode (docs/product.md "Screens", Level creator), in a real browser against the
// real server and solver, at 390×844 by touch and at 1366×768 by mouse and keyboard: a doorbell level
// (battery, resistor, bulb and wires, opened from level JSON as the lesson generator's Place Level
// passes it) offers no scenarios until a push button joins the inventory; then the goal switches to two
// scenarios, "Button held" → bulb ON and "Button released" → bulb OFF, with the server schema's
// messages for what is missing or repeated; Check test-plays it with the player's scenario panel, Save
// publishes it (the server proves it solvable) and the published level shows both scenario cards.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PUBLISH_MESSAGES, type LevelInput } from '../src/api/levels';
import { DOORBELL_PIECES } from '../test/support/doorbell';
import { closeBrowser, signUpNewUser } from './support/browser';
import { placeLevel } from './support/creator';
import { newDevicePage, press, type Device } from './support/device';

afterAll(closeBrowser);
const SHOT_DIR = '/tmp/shots-creator-scenarios';
fs.mkdirSync(SHOT_DIR, { recursive: true });
/** Unique per run, so levels other test files publish on the shared server never get in the way. */
const runTag = `scen${Date.now().toString(36)}`;

const dialog = (page: Page) => page.getByRole('dialog');

/** The doorbell's board with an empty tray (the creator adds a push button, then a spare wire). */
function doorbellLevel(name: string): LevelInput {
  return {
    name,
    prePlacedComponents: DOORBELL_PIECES,
    draggableItems: [],
    goal: [],
    metadata: { gridCol: 4, gridRow: 2 },
    educationalMessages: { success: 'Ding dong!', failure: 'Not yet.' },
    tags: [runTag],
  };
}

/** Pages the catalog until the part's tile shows, then presses its + to add one to the inventory. */
async function addToInventory(page: Page, device: Device, name: string): Promise<void> {
  const plus = page.getByRole('button', { name: `Add ${name} to the inventory` });
  const next = page.getByRole('button', { name: 'Next catalog page' });
  const previous = page.getByRole('button', { name: 'Previous catalog page' });
  while (!(await plus.isVisible()) && (await previous.isEnabled())) await press(device, previous);
  while (!(await plus.isVisible())) {
    if (!(await next.isEnabled())) throw new Error(`No catalog tile ${name}`);
    await press(device, next);
  }
  await press(device, plus);
}

/** The server's message for a scenario with the same inputs as an earlier one, in its card. */
const sameInputs = (scenario: Locator) => scenario.getByRole('alert').filter({ hasText: 'Scenario "Button held" sets the same inputs as an earlier one.' });

/** The goal light toggle of the red bulb in a scenario card. */
const redBulb = (scenario: Locator) => scenario.locator('[data-goal="red-bulb"]').getByRole('button').first();

describe('the creator’s scenario mode', { timeout: 240_000 }, () => {
  it.each(['phone', 'laptop'] as const)('%s: a doorbell with two scenarios, test-played, published and played', async (device) => {
    const page = await newDevicePage(device);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed-${device}.png`, fullPage: true }).then(() => undefined));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpNewUser(page);
    await page.goto('/level-creator');
    await page.getByRole('grid', { name: 'Puzzle grid' }).waitFor();
    const name = `Doorbell ${device} ${runTag}`;
    await placeLevel(page, doorbellLevel(name));

    // No part reads an input yet: one goal only. A push button in the inventory offers scenarios.
    const kinds = page.getByRole('group', { name: 'Kind of goal' });
    expect(await kinds.count()).toBe(0);
    await addToInventory(page, device, 'Push button');
    await kinds.waitFor();
    // A spare wire, after the button (the solver must choose between them).
    await addToInventory(page, device, 'Straight wire');
    await press(device, kinds.getByRole('button', { name: 'Scenarios' }));
    const list = page.getByRole('list', { name: 'Scenarios' });
    await list.waitFor();
    const held = list.locator('[data-scenario-index="0"]');
    const released = list.locator('[data-scenario-index="1"]');
    expect(await held.getByLabel('Scenario 1 label').inputValue()).toBe('Button held');
    expect(await released.getByLabel('Scenario 2 label').inputValue()).toBe('Button released');
    // Neither wants a light yet: the server's message, under each card.
    expect(await held.getByRole('alert').textContent()).toBe('Give every scenario at least one goal light.');

    // Held → bulb ON (one press), released → bulb OFF (two).
    await press(device, redBulb(held));
    await press(device, redBulb(released));
    await press(device, redBulb(released));
    await expect.poll(() => redBulb(released).getAttribute('aria-label')).toMatch(/goal: OFF$/);
    expect(await redBulb(held).getAttribute('aria-label')).toMatch(/goal: ON$/);
    expect(await list.getByRole('alert').count()).toBe(0);

    // Two scenarios with the same inputs, and two with the same label, are refused in the server's words.
    if (device === 'laptop') {
      // Keyboard: the released card's radio, arrow to "held", then back.
      await released.getByLabel('Scenario 2: push button released').focus();
      await page.keyboard.press('ArrowLeft');
      await sameInputs(released).waitFor(); // its label followed its inputs, so that is repeated too
      await page.keyboard.press('ArrowRight');
    } else {
      await press(device, released.getByText('Held', { exact: true }));
      await sameInputs(released).waitFor(); // its label followed its inputs, so that is repeated too
      await press(device, released.getByText('Released', { exact: true }));
    }
    await expect.poll(() => released.getByLabel('Scenario 2 label').inputValue()).toBe('Button released');
    await released.getByLabel('Scenario 2 label').fill('Button held');
    await expect.poll(() => list.getByRole('alert').first().textContent()).toBe('Two scenarios are called "Button held": give each its own label.');
    await released.getByLabel('Scenario 2 label').fill('Button released');
    await expect.poll(() => list.getByRole('alert').count()).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOT_DIR}/${device}-editor.png`, fullPage: true });

    // Check: the player's scenario panel, each scenario with its label and goal.
    await press(device, page.getByRole('button', { name: 'Check', exact: true }));
    await page.waitForURL('**/level/test');
    const panel = page.getByRole('list', { name: 'Scenarios' });
    await panel.waitFor();
    // The labels say the inputs already, so the panel does not print them twice.
    expect((await panel.locator('[data-scenario="Button held"]').textContent())?.match(/button held/gi)).toHaveLength(1);
    expect((await panel.locator('[data-scenario="Button released"]').textContent())?.match(/button released/gi)).toHaveLength(1);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOT_DIR}/${device}-test-play.png`, fullPage: true });

    // Back in the creator (the draft kept its scenarios), Save publishes; the published level plays with the panel.
    await page.goto('/level-creator');
    await page.getByRole('list', { name: 'Scenarios' }).waitFor();
    await press(device, page.getByRole('button', { name: 'Save', exact: true }));
    await dialog(page).getByText(PUBLISH_MESSAGES.success).waitFor({ timeout: 60_000 });
    await press(device, dialog(page).getByRole('button', { name: 'Continue' }));
    await page.waitForURL('**/explore');
    await page.goto(`/explore?tags=${runTag}`);
    const card = page.getByTestId('level-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await press(device, card.getByRole('link', { name: `Play Level ${name}` }));
    await page.waitForURL('**/custom-level/**');
    const played = page.getByRole('list', { name: 'Scenarios' });
    await played.waitFor();
    expect(await played.locator('[data-scenario]').count()).toBe(2);
    expect(await played.locator('[data-scenario="Button held"] [data-goal="red-bulb"]').textContent()).toContain('ON');
    expect(await played.locator('[data-scenario="Button released"] [data-goal="red-bulb"]').textContent()).toContain('OFF');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOT_DIR}/${device}-published.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
