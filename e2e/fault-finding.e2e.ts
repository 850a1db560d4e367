// Fault finding in a real browser against the real server (docs/journey.md "Fault finding"): a learner
// in a class plays the chapter's fault exercises — on a phone (390×844) with a finger, and on a laptop
// (1366×768) with the mouse and the keyboard. The meter's count and readings are the server's
// (each display is checked against the measure reply, in the units formatter's words), touching a part
// again costs nothing, a wrong suspect gets Try Again, the right one the points and the star rule in
// numbers; the teacher's learner page then shows the measurements used beside the fewest possible.
// Screenshots at both sizes go to SCREENSHOT_DIR.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { faultPlan } from '../src/content/fault-exercise';
import { course } from '../src/content/index';
import { formatCurrent, formatVoltage } from '../src/engine/units';
import { closeBrowser, contextOptions, desktop, mobile, newPage, openBrowser, signUpNewUser } from './support/browser';
import { valuesSplitAcrossLines } from './support/value-lines';
import { SCREENSHOT_DIR, shootAtBothSizes } from './support/screenshots';

afterAll(closeBrowser);

interface Cell {
  row: number;
  col: number;
}

interface FaultPlay {
  chapter: number;
  level: number;
  exercise: number;
  path: string;
  title: string;
  /** The broken part, as the course stores it (never served). */
  fault: Cell;
  /** Every other part the meter can measure, in reading order. */
  healthy: Cell[];
}

/** The course's fault exercises, with where each one's fault is (the test reads the stored course). */
function faultExercises(): FaultPlay[] {
  const found: FaultPlay[] = [];
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (exercise.exerciseType !== 'fault') continue;
        const fault = { row: exercise.fault.row, col: exercise.fault.col };
        // The parts the meter can go across (two ends), as the server's plan lists them.
        const healthy = faultPlan(exercise)
          .table.parts.filter((part) => part.row !== fault.row || part.col !== fault.col)
          .map((part) => ({ row: part.row, col: part.col }))
          .sort((a, b) => a.row - b.row || a.col - b.col);
        found.push({ chapter: c, level: l, exercise: e, path: `/chapter/${c}/level/${l}/exercise/${e}`, title: exercise.title, fault, healthy });
      }
    }
  }
  return found;
}

function cell(page: Page, at: Cell) {
  return page.getByRole('grid', { name: 'Broken circuit' }).locator(`[data-row="${at.row}"][data-col="${at.col}"]`);
}

interface MeasureReply {
  voltage: number;
  current: number;
  measurements: number;
}

/** Does `act` (a tap, a click or a key) and returns the server's measure reply it caused. */
async function measured(page: Page, act: () => Promise<void>): Promise<MeasureReply> {
  const reply = page.waitForResponse((response) => response.url().endsWith('/api/faults/measure') && response.request().method() === 'POST');
  await act();
  const response = await reply;
  expect(response.status()).toBe(200);
  return (await response.json()) as MeasureReply;
}

/** The meter's display and count show this reply, in the units formatter's words. */
async function expectDisplay(page: Page, reply: MeasureReply): Promise<void> {
  const display = page.getByTestId('meter-display');
  await expect.poll(() => display.textContent()).toContain(`${formatVoltage(reply.voltage)} across`);
  expect(await display.textContent()).toContain(`${formatCurrent(reply.current)} through`);
  expect(await page.getByTestId('measurement-count').textContent()).toBe(`Measurements: ${reply.measurements}`);
}

interface AttemptReply {
  correct: boolean;
  starAchieved: boolean;
  pointsAwarded: number;
  fewestMeasurements?: number;
  measurementsUsed?: number;
  feedback: { title: string; message: string };
}

/** Does `act` (pressing Check Answer) and returns the server's attempt reply. */
async function checked(page: Page, act: () => Promise<void>): Promise<AttemptReply> {
  const reply = page.waitForResponse((response) => response.url().endsWith('/api/attempts') && response.request().method() === 'POST');
  await act();
  const response = await reply;
  expect(response.status()).toBe(200);
  return (await response.json()) as AttemptReply;
}

function measurementsWord(n: number): string {
  return n === 1 ? '1 measurement' : `${n} measurements`;
}

/** What the learner's half leaves for the teacher's half. */
interface Played {
  teacher: Page;
  classId: string;
  learnerId: string;
  rows: { title: string; used: number | undefined; fewest: number | undefined }[];
}

describe('fault finding', { timeout: 240_000 }, () => {
  let played: Played | undefined;

  it('plays the chapter’s fault exercises by touch at 390x844 and by keyboard and mouse at 1366x768', async () => {
    const faults = faultExercises();
    expect(faults.length).toBeGreaterThanOrEqual(2);
    const [first, second] = faults as [FaultPlay, FaultPlay];

    // A teacher assigns the level(s) holding them; the learner joins on a phone.
    const teacher = await newPage(desktop);
    await signUpNewUser(teacher);
    const klass = (await (await teacher.request.post('/api/classes', { data: { name: 'Fault finders' } })).json()) as { id: string; code: string };
    const levels = new Set(faults.slice(0, 2).map((play) => `${play.chapter}:${play.level}`));
    for (const key of levels) {
      const [chapter, level] = key.split(':').map(Number);
      expect((await teacher.request.post(`/api/classes/${klass.id}/assignments`, { data: { chapter, level } })).status()).toBe(201);
    }

    const browser = await openBrowser();
    const phoneContext = await browser.newContext(contextOptions({ viewport: mobile, hasTouch: true, isMobile: true }));
    const phone = await phoneContext.newPage();
    phone.setDefaultTimeout(20_000);
    await phone.goto('/');
    await phone.getByRole('button', { name: 'Guest Login' }).tap();
    await phone.waitForURL('**/learn');
    expect((await phone.request.post('/api/classes/join', { data: { code: klass.code, name: 'Ada' } })).status()).toBe(200);
    const learnerId = ((await (await phone.request.get('/api/me')).json()) as { id: string }).id;

    // --- On the phone, by touch ---
    await phone.goto(first.path);
    await phone.getByRole('heading', { name: first.title }).waitFor();
    await cell(phone, first.fault).waitFor();
    await phone.getByTestId('symptom').waitFor();
    expect(await phone.getByTestId('measurement-count').textContent()).toBe('Measurements: 0');
    // The task and its symptom keep each value whole on the phone ("9 V", never "9" then "V" a line lower).
    expect(await valuesSplitAcrossLines(phone, 'main')).toEqual([]);
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/fault-start-mobile.png` });

    // Two healthy parts measured: each display is the server's reply, and the count follows it.
    const [a, b] = first.healthy as [Cell, Cell];
    const readingA = await measured(phone, () => cell(phone, a).tap());
    expect(readingA.measurements).toBe(1);
    await expectDisplay(phone, readingA);
    const readingB = await measured(phone, () => cell(phone, b).tap());
    expect(readingB.measurements).toBe(2);
    await expectDisplay(phone, readingB);
    const readings = phone.getByTestId('reading');
    expect(await readings.count()).toBe(2);
    expect(await readings.nth(0).textContent()).toContain(`${formatVoltage(readingB.voltage)} · ${formatCurrent(readingB.current)}`);
    expect(await readings.nth(1).textContent()).toContain(`${formatVoltage(readingA.voltage)} · ${formatCurrent(readingA.current)}`);
    expect(await readings.nth(1).textContent()).toContain(`(row ${a.row + 1}, column ${a.col + 1})`);

    // Touching a part again shows its reading again, without spending a measurement.
    let measureRequests = 0;
    phone.on('request', (request) => {
      if (request.url().endsWith('/api/faults/measure')) measureRequests += 1;
    });
    await cell(phone, a).tap();
    await expectDisplay(phone, { ...readingA, measurements: 2 });
    expect(measureRequests).toBe(0);
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/fault-measured-mobile.png` });

    // A wrong suspect: the server's true sentence and Try Again.
    await phone.getByRole('button', { name: 'Name the faulty part' }).tap();
    await cell(phone, a).tap();
    expect(await cell(phone, a).getAttribute('aria-selected')).toBe('true');
    expect(await phone.getByTestId('suspect').textContent()).toContain(`(row ${a.row + 1}, column ${a.col + 1})`);
    const wrong = await checked(phone, () => phone.getByRole('button', { name: 'Check Answer' }).tap());
    expect(wrong.correct).toBe(false);
    const failure = phone.getByRole('alertdialog');
    await failure.getByRole('heading', { name: wrong.feedback.title }).waitFor();
    expect(await failure.textContent()).toContain(wrong.feedback.message);
    await phone.waitForTimeout(300); // the card's slide-in
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/fault-wrong-mobile.png` });
    await failure.getByRole('button', { name: 'Try Again' }).tap();
    await failure.waitFor({ state: 'detached' });
    expect(await phone.getByTestId('measurement-count').textContent()).toBe('Measurements: 0');

    // The right suspect: points and the star rule in numbers.
    await cell(phone, first.fault).tap();
    const right = await checked(phone, () => phone.getByRole('button', { name: 'Check Answer' }).tap());
    expect(right.correct).toBe(true);
    expect(right.pointsAwarded).toBeGreaterThanOrEqual(10);
    const success = phone.getByRole('dialog');
    await success.getByRole('heading', { name: right.feedback.title }).waitFor();
    const rule = `You used ${measurementsWord(right.measurementsUsed ?? -1)}; the fewest that always find it is ${right.fewestMeasurements ?? -1}.`;
    expect(await success.getByTestId('star-rule').textContent()).toContain(rule);
    expect(await success.textContent()).toContain(`+${right.pointsAwarded} points`);
    await phone.waitForTimeout(300); // the card's slide-in
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/fault-right-mobile.png` });

    // --- On a laptop, by mouse and keyboard (the same learner, same cookies) ---
    await phone.setViewportSize(desktop);
    const laptop = phone;
    await laptop.goto(second.path);
    await laptop.getByRole('heading', { name: second.title }).waitFor();
    const grid = laptop.getByRole('grid', { name: 'Broken circuit' });
    await grid.waitFor();
    // The grid's roving focus starts at row 1, column 1; arrows walk to a healthy part and Enter measures it.
    const target = second.healthy[0]!;
    await cell(laptop, { row: 0, col: 0 }).focus();
    for (let r = 0; r < target.row; r++) await laptop.keyboard.press('ArrowDown');
    for (let c = 0; c < target.col; c++) await laptop.keyboard.press('ArrowRight');
    const byKey = await measured(laptop, () => laptop.keyboard.press('Enter'));
    expect(byKey.measurements).toBe(1);
    await expectDisplay(laptop, byKey);
    // Then the mouse: pick the fault as the suspect and check, within the fewest measurements.
    await laptop.getByRole('button', { name: 'Name the faulty part' }).click();
    await cell(laptop, second.fault).click();
    expect(await cell(laptop, second.fault).getAttribute('aria-selected')).toBe('true');
    await laptop.screenshot({ path: `${SCREENSHOT_DIR}/fault-suspect-desktop.png` });
    const star = await checked(laptop, async () => {
      await laptop.getByRole('button', { name: 'Check Answer' }).focus();
      await laptop.keyboard.press('Enter');
    });
    expect(star.correct).toBe(true);
    expect(star.measurementsUsed).toBe(1);
    const won = laptop.getByRole('dialog');
    await won.getByRole('heading', { name: star.feedback.title }).waitFor();
    expect(await won.getByTestId('star-rule').textContent()).toContain(`You used 1 measurement; the fewest that always find it is ${star.fewestMeasurements ?? -1}.`);
    if ((star.fewestMeasurements ?? 0) >= 1) {
      expect(star.starAchieved).toBe(true);
      expect(await won.textContent()).toContain('Star collected');
      expect(await won.getByTestId('star-rule').textContent()).toContain('That earns the star!');
    }
    await laptop.waitForTimeout(300); // the card's slide-in
    await laptop.screenshot({ path: `${SCREENSHOT_DIR}/fault-right-desktop.png` });
    await laptop.setViewportSize(mobile);
    await laptop.goto(second.path);
    await grid.waitFor();
    await shootAtBothSizes(laptop, 'fault-screen');

    await phoneContext.close();
    played = {
      teacher,
      classId: klass.id,
      learnerId,
      rows: [
        { title: first.title, used: right.measurementsUsed, fewest: right.fewestMeasurements },
        { title: second.title, used: star.measurementsUsed, fewest: star.fewestMeasurements },
      ],
    };
  });

  it('shows the teacher each fault exercise’s measurements used beside the fewest', async () => {
    if (!played) throw new Error('the learner’s half did not finish');
    const { teacher, classId, learnerId, rows } = played;
    await teacher.goto(`/teach/${classId}/learner/${learnerId}`);
    const work = teacher.getByTestId('learner-work');
    await work.waitFor();
    for (const { title, used, fewest } of rows) {
      const row = work.getByRole('row').filter({ hasText: title });
      await expect.poll(() => row.getByTestId('measurements').textContent()).toBe(`${used} (fewest ${fewest})`);
    }
    await shootAtBothSizes(teacher, 'teach-learner-faults');
    await teacher.context().close();
  });
});
