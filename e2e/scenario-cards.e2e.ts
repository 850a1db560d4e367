// Every scenario exercise of the course (docs/course.md "Scenario goals"), as a learner opens it on a
// 1366×768 laptop, against the real server: each card says its setting once ("Dusk · 10 lux", never
// "Knob at 0 · knob at 0 %"). Screenshots: scenario-cards-*.png in /tmp/shots-scenario-cards.
import fs from 'node:fs';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { course } from '../src/content/index';
import { scenarioDetail } from '../src/web/components/circuit/scenario-words';
import { closeBrowser, desktop, loginAsGuest, newPage } from './support/browser';

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
  it(`say each setting once on all ${exercises.length} scenario exercises`, async () => {
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
      await page.screenshot({ path: `${SHOT_DIR}/scenario-cards-${path.replaceAll('/', '-').slice(1)}.png` });
    }
    // The light cards keep the number the light slider shows beside the word.
    await page.goto(exercises.find((e) => e.title === 'A night light')?.path ?? '/');
    expect(await page.locator('[data-scenario="Dusk"] p').first().textContent()).toBe('Dusk10 lux');
    await page.context().close();
  });
});
