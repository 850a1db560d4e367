// `npm run bench:drop`: how the circuit board answers on a cheap device, in Chromium at 1× and 4× CPU
// (DevTools throttling). (1) Drop → bulbs updated: 20 drops on 'Close the gap' (a straight wire into
// the gap lights the bulb, dragging it off the grid puts it out), timed from the pointer's release to
// the first frame after the goal bulb's state changed; median, p95, max. (2) The current-flow
// animation's main-thread share while the bulb is lit, with and without prefers-reduced-motion.
// WEB_DIR=<build> measures another build (e.g. the one before a change). Prints figures; asserts nothing.
import type { Browser, Page } from 'playwright-core';
import { course } from '../src/content/index';
import { mouseDrag } from '../e2e/support/pointer';
import { launchChromium, loadAverage, loadNow, percentile, printTable, startBenchServer } from './support/bench-server';

const DROPS = Number(process.env.BENCH_DROPS ?? 20);

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

const cell = (page: Page, row: number, col: number) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}:`) });
const wire = (page: Page) => page.getByRole('button', { name: /^Straight wire.*: \d left$/ });
const bulbNow = (page: Page, state: string) => page.locator(`[data-goal="red-bulb"][data-now="${state}"]`).waitFor();

async function openBoard(browser: Browser, baseURL: string, rate: number, reducedMotion = false): Promise<Page> {
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
  // Release time of the last pointer, and for each goal-bulb change the time of the next frame.
  await page.evaluate(() => {
    const w = window as unknown as { dropTimes: number[]; releasedAt: number | null };
    w.dropTimes = [];
    w.releasedAt = null;
    window.addEventListener('pointerup', () => (w.releasedAt = performance.now()), true);
    new MutationObserver(() => {
      const released = w.releasedAt;
      if (released === null) return;
      w.releasedAt = null;
      requestAnimationFrame(() => setTimeout(() => w.dropTimes.push(performance.now() - released)));
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-now'] });
  });
  return page;
}

async function dropTimes(browser: Browser, baseURL: string, rate: number): Promise<number[]> {
  const page = await openBoard(browser, baseURL, rate);
  try {
    for (let k = 0; k < DROPS; k++) {
      if (k % 2 === 0) {
        await mouseDrag(page, wire(page), cell(page, 2, 2));
        await bulbNow(page, 'ON');
      } else {
        await mouseDrag(page, cell(page, 2, 2), page.getByText(/Create a circuit to match/));
        await bulbNow(page, 'OFF');
      }
      await page.waitForFunction((n) => (window as unknown as { dropTimes: number[] }).dropTimes.length >= n, k + 1);
    }
    return await page.evaluate(() => (window as unknown as { dropTimes: number[] }).dropTimes);
  } finally {
    await page.context().close();
  }
}

/** Main-thread busy share over `seconds` while the bulb is lit (DevTools TaskDuration / wall time). */
async function litMainThreadShare(browser: Browser, baseURL: string, rate: number, reducedMotion: boolean, seconds = 4): Promise<number> {
  const page = await openBoard(browser, baseURL, rate, reducedMotion);
  try {
    await mouseDrag(page, wire(page), cell(page, 2, 2));
    await bulbNow(page, 'ON');
    await page.mouse.move(5, 5);
    await page.waitForTimeout(1500); // the drop's own work settles
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const task = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    };
    const before = await task();
    const t0 = performance.now();
    await page.waitForTimeout(seconds * 1000);
    const busy = (await task()) - before;
    return busy / ((performance.now() - t0) / 1000);
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const rows: string[][] = [];
    for (const rate of [1, 4]) {
      console.error(`bench: ${DROPS} drops at ${rate}× CPU…`);
      const loadBefore = loadAverage();
      const times = await dropTimes(browser, server.baseURL, rate);
      const load = `${loadBefore} → ${loadNow()}`;
      rows.push([`${rate}×`, String(times.length), `${percentile(times, 50).toFixed(1)} ms`, `${percentile(times, 95).toFixed(1)} ms`, `${Math.max(...times).toFixed(1)} ms`, load]);
    }
    console.log('Drop → bulbs updated (pointer release to the first frame after the goal bulb changed), 390×844:');
    printTable(['CPU', 'drops', 'median', 'p95', 'max', 'load (start → end)'], rows);
    console.log('Targets: p95 ≤ 32 ms at 1×, ≤ 100 ms at 4×.');

    const lit: string[][] = [];
    for (const reduced of [false, true]) {
      const share = await litMainThreadShare(browser, server.baseURL, 4, reduced);
      lit.push([reduced ? 'prefers-reduced-motion' : 'animated', '4×', `${(share * 100).toFixed(1)} %`, loadNow()]);
    }
    console.log('\nMain thread while the bulb is lit (current-flow animation on screen, nothing else happening):');
    printTable(['motion', 'CPU', 'main-thread busy', 'load'], lit);
    console.log('Target: ≤ 10 % at 4×, and none under prefers-reduced-motion.');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
