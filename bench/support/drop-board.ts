// The board the drop benches drive: 'Close the gap' at 390×844 as a guest, a straight wire into the
// gap lights the goal bulb and dragging it off the grid puts it out (bench/drop.bench.ts, drop-profile.ts).
import type { Browser, Page } from 'playwright-core';
import { course } from '../../src/content/index';
import { mouseDrag } from '../../e2e/support/pointer';

function exercisePath(title: string): string {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (exercise.exerciseType === 'circuit' && exercise.title === title) return `/chapter/${c}/level/${l}/exercise/${e}`;
      }
    }
  }
  throw new Error(`no circuit exercise '${title}'`);
}

export const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
export const wire = (page: Page) => page.getByRole('button', { name: /^Straight wire.*: \d left$/ });
export const bulbNow = (page: Page, state: string) => page.locator(`[data-goal="red-bulb"][data-now="${state}"]`).waitFor();

/** A fresh guest on 'Close the gap', the goal bulb OFF, the CPU throttled `rate` times. */
export async function openBoard(browser: Browser, baseURL: string, rate: number, reducedMotion = false): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  const signIn = await context.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL } });
  if (!signIn.ok()) throw new Error(`guest sign-in answered ${signIn.status()}`);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(exercisePath('Close the gap'));
  await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
  await bulbNow(page, 'OFF');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Release time of the last pointer, and for each goal-bulb change the time of the next frame; the
  // same two moments as User Timing marks, so a trace shows each drop's window (drop-profile.ts).
  await page.evaluate(() => {
    const w = window as unknown as { dropTimes: number[]; releasedAt: number | null };
    w.dropTimes = [];
    w.releasedAt = null;
    window.addEventListener('pointerup', () => (w.releasedAt = performance.mark('drop-start').startTime), true);
    new MutationObserver(() => {
      const released = w.releasedAt;
      if (released === null) return;
      w.releasedAt = null;
      requestAnimationFrame(() => setTimeout(() => w.dropTimes.push(performance.mark('drop-end').startTime - released)));
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-now'] });
  });
  return page;
}

/** The times of the drops measured so far on `page`, once there are `count`. */
export async function dropTimes(page: Page, count: number): Promise<number[]> {
  await page.waitForFunction((n) => (window as unknown as { dropTimes: number[] }).dropTimes.length >= n, count);
  return page.evaluate(() => (window as unknown as { dropTimes: number[] }).dropTimes);
}

/** Drop `k` of a run: even drops place the wire in the gap (bulb ON), odd ones drag it off the grid (OFF). */
export async function drop(page: Page, k: number): Promise<void> {
  if (k % 2 === 0) {
    await mouseDrag(page, wire(page), cell(page, 2, 2));
    await bulbNow(page, 'ON');
  } else {
    await mouseDrag(page, cell(page, 2, 2), page.getByText(/Create a circuit to match/));
    await bulbNow(page, 'OFF');
  }
}
