// Every scenario exercise of the course (docs/course.md "Scenario goals"), as a learner opens it on a
// 1366×768 laptop, against the real server: each card says its setting once ("Dusk · 10 lux", never
// "Knob at 0 · knob at 0 %"), and one card is marked as the board's as the exercise opens; when the learner
// leaves every scenario, a line says where the board is. Screenshots in /tmp/shots-scenario-cards.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { course } from '../src/content/index';
import { scenarioDetail } from '../src/web/components/circuit/scenario-words';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage } from './support/browser';
import { valuesSplitAcrossLines } from './support/value-lines';

afterAll(closeBrowser);
const SHOT_DIR = '/tmp/shots-scenario-cards';
fs.mkdirSync(SHOT_DIR, { recursive: true });

const exercises = course.chapters.flatMap((chapter, c) =>
  chapter.levels.flatMap((level, l) =>
    level.exercises.flatMap((exercise, e) =>
      exercise.exerciseType === 'circuit' && exercise.scenarios ? [{ path: `/chapter/${c}/level/${l}/exercise/${e}`, title: exercise.title, scenarios: exercise.scenarios }] : [],
    ),
  ),
);

describe('the scenario cards of every course scenario exercise', { timeout: 120_000 }, () => {
  it(`say each setting once and open on a scenario, on all ${exercises.length} scenario exercises`, async () => {
    expect(exercises.length).toBeGreaterThanOrEqual(4);
    const page = await newPage(desktop);
    onTestFailed(() => page.screenshot({ path: `${SHOT_DIR}/failed.png`, fullPage: true }).then(() => undefined));
    await loginAsGuest(page);
    for (const { path, title, scenarios } of exercises) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      const panel = page.getByRole('list', { name: 'Scenarios' });
      await panel.waitFor();
      for (const { label, inputs } of scenarios) {
        const head = panel.locator(`[data-scenario="${label}"] p`).first();
        const text = ((await head.textContent()) ?? '').toLowerCase();
        // No word of a setting twice on one card ("knob at 0 · knob at 0 %", "dusk · light 10 lux (dusk)").
        for (const word of ['knob', 'button', 'light', 'lux', 'dusk', 'daylight', 'held', 'released', '%']) {
          expect(text.split(word).length, `${title}, ${label}: "${text}" says ${word} twice`).toBeLessThanOrEqual(2);
        }
        // The label, then only what it does not name: the lux beside "Dusk", nothing beside "Button held".
        expect(text).toBe(`${label}${scenarioDetail(label, inputs)}`.toLowerCase());
      }
      // The board opens on a scenario: one card is marked "Trying now", and no line says none is.
      await expect.poll(() => panel.locator('[data-on="true"]').count(), { message: title }).toBe(1);
      // ("Goal met" in its place only where the start board has the scenario's parts and meets its goal.)
      expect(await panel.locator('[data-on="true"]').textContent()).toMatch(/Trying now|Goal met/);
      expect(await page.getByText('none of the scenarios').count()).toBe(0);
      // Every value on the cards is whole: "8.3 V", never "8.3" at a line's end and "V" on the next.
      expect(await valuesSplitAcrossLines(page, '[aria-label="Scenarios"]'), title).toEqual([]);
      await page.screenshot({ path: `${SHOT_DIR}/scenario-cards-${path.replaceAll('/', '-').slice(1)}.png` });
    }
    // The night light opens at dusk, its first scenario: the light slider says so and that card is on.
    await page.goto(exercises.find((e) => e.title === 'A night light')?.path ?? '/');
    expect(await page.locator('[data-scenario="Dusk"] p').first().textContent()).toBe('Dusk10 lux');
    await expect.poll(() => page.locator('[data-scenario="Dusk"]').getAttribute('data-on')).toBe('true');
    // Its light sensor placed from the tray, the light slider shows that level.
    await page.getByRole('button', { name: /^Light sensor/ }).click();
    expect(await page.getByRole('slider', { name: 'Light level' }).getAttribute('aria-valuetext')).toBe('dusk, 10 lux');
    expect(await page.locator('[data-scenario="Dusk"]').getAttribute('data-on')).toBe('true');
    await page.screenshot({ path: `${SHOT_DIR}/night-light-opens.png` });

    // The knob placed from the tray sits half way, none of the knob scenarios: a line says where it is,
    // and "Try it" takes the board to a scenario again.
    await page.goto(exercises.find((e) => e.title === 'From 0 to 9 V')?.path ?? '/');
    // With no knob on the board yet, "Knob at 0 %" plays and its probe reads 0 V, but that is not the
    // learner's circuit meeting the goal: the card says "Trying now", not "Goal met".
    const zero = page.locator('[data-scenario="Knob at 0 %"]');
    await expect.poll(() => zero.getAttribute('data-on')).toBe('true');
    expect(await zero.getAttribute('data-met')).toBe('false');
    expect(await zero.textContent()).toContain('Trying now');
    // Its probe card says the reading plainly, with no green tick either: the card's own rule.
    const zeroReading = zero.locator('[data-goal-probe="voltage"]');
    expect(await zeroReading.getAttribute('data-met')).toBe('false');
    expect(await zeroReading.getByTestId('reading-now').textContent()).toBe('now 0 V');
    expect(await zeroReading.getByTestId('reading-now').locator('svg').count()).toBe(0);
    expect(await zeroReading.getAttribute('aria-label')).toBe('Voltage probe should read between 0 and 0.2 V, now 0 V');
    await page.getByRole('button', { name: /^Potentiometer/ }).click();
    const off = page.getByRole('status').filter({ hasText: 'none of the scenarios' });
    await off.waitFor();
    expect(await off.textContent()).toBe('Your board now: knob at 50 %. That is none of the scenarios below: press Try it on one.');
    expect(await page.locator('[data-on="true"]').count()).toBe(0);
    await page.screenshot({ path: `${SHOT_DIR}/knob-off-scenario.png` });
    await page.getByRole('button', { name: 'Try it: Knob at 25 %' }).click();
    await expect.poll(() => page.locator('[data-scenario="Knob at 25 %"]').getAttribute('data-on')).toBe('true');
    expect(await off.count()).toBe(0);
    // With the knob on the board, the reading's tick follows the card's verdict again.
    await page.getByRole('button', { name: 'Try it: Knob at 0 %' }).click();
    await expect.poll(() => zero.getAttribute('data-on')).toBe('true');
    await expect.poll(async () => (await zeroReading.getAttribute('data-met')) === (await zero.getAttribute('data-met'))).toBe(true);
    await page.context().close();
  });
});

describe('the scenario cards on a 390×844 phone', { timeout: 120_000 }, () => {
  it('keep every value whole and every card inside the screen', async () => {
    const page = await newPage(mobile);
    await loginAsGuest(page);
    for (const { path, title } of exercises) {
      await page.goto(path);
      const panel = page.getByRole('list', { name: 'Scenarios' });
      await panel.waitFor();
      await expect.poll(() => panel.locator('[data-on="true"]').count(), { message: title }).toBe(1);
      expect(await valuesSplitAcrossLines(page, '[aria-label="Scenarios"]'), title).toEqual([]);
      // Nothing on a card runs past the screen's right edge (the bulb beside its badge is wider than before).
      const overflow = await panel.evaluate((list) => [...list.querySelectorAll('li *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).length);
      expect(overflow, title).toBe(0);
      await page.screenshot({ path: `${SHOT_DIR}/phone-${path.replaceAll('/', '-').slice(1)}.png`, fullPage: true });
    }
    await page.context().close();
  });
});
