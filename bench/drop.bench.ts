// `npm run bench:drop`: how the circuit board answers on a cheap device, in Chromium at 1× and 4× CPU
// (DevTools throttling). (1) Drop → bulbs updated: 20 drops on 'Close the gap' (a straight wire into
// the gap lights the bulb, dragging it off the grid puts it out), timed from the pointer's release to
// the first frame after the goal bulb's state changed; median, p95, max. (2) The current-flow
// animation's main-thread share while the bulb is lit, with and without prefers-reduced-motion.
// WEB_DIR=<build> measures another build (e.g. the one before a change). Prints figures; asserts nothing.
import type { Browser } from 'playwright-core';
import { mouseDrag } from '../e2e/support/pointer';
import { launchChromium, loadAverage, loadNow, percentile, printTable, startBenchServer } from './support/bench-server';
import { bulbNow, cell, drop, dropTimes, openBoard, wire } from './support/drop-board';

const DROPS = Number(process.env.BENCH_DROPS ?? 20);

async function timedDrops(browser: Browser, baseURL: string, rate: number): Promise<number[]> {
  const page = await openBoard(browser, baseURL, rate);
  try {
    for (let k = 0; k < DROPS; k++) {
      await drop(page, k);
      await dropTimes(page, k + 1);
    }
    return await dropTimes(page, DROPS);
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
      const times = await timedDrops(browser, server.baseURL, rate);
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
