// `npx tsx bench/main-thread.ts`: where the first load's main-thread time goes on `/`, `/learn` and a
// circuit exercise, under a 4× CPU throttle in Debian's Chromium (a phone-like main thread without
// Lighthouse): the long tasks (> 50 ms) the page reports, their blocking time (each task's time over
// 50 ms, Lighthouse's TBT without its simulation), the DOM size once settled, and the functions with
// the most self time in a CPU profile of the load. RUNS (default 3) loads per route (ROUTE=<name part> for one route); the median is
// printed with the load average. WEB_DIR=<build> measures another build; INCLUSIVE=1 ranks functions by
// the time they are on the stack (build with `--minify false` to read component names). Prints figures; asserts nothing.
import { MEASURED_ROUTES } from '../e2e/support/first-load';
import { launchChromium, loadAverage, guestCookie, median, printTable, startBenchServer, throttledPhonePage } from './support/bench-server';
import { timeByFunction, type CpuProfile } from './support/cpu-profile';

const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 12);

async function main(): Promise<void> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const cookie = await guestCookie(server);
    const rows: string[][] = [];
    for (const route of MEASURED_ROUTES.filter((r) => !process.env.ROUTE || r.name.includes(process.env.ROUTE))) {
      const blocking: number[] = [];
      const longest: number[] = [];
      const doms: number[] = [];
      const loads: string[] = [];
      const self = new Map<string, number>();
      for (let k = 0; k < RUNS; k++) {
        const { context, page, cdp } = await throttledPhonePage(browser, route.signedIn ? cookie : null);
        await page.addInitScript(() => {
          const w = window as unknown as { longTasks: number[] };
          w.longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${server.baseURL}${route.path()}`);
        await route.ready(page);
        await page.waitForTimeout(1500);
        const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
        doms.push(await page.evaluate(() => document.querySelectorAll('*').length));
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        const times = timeByFunction(profile, (k) => (profile.timeDeltas[k] ?? 0) / 1000, Boolean(process.env.INCLUSIVE));
        for (const [name, ms] of times) self.set(name, (self.get(name) ?? 0) + ms / RUNS);
        blocking.push(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
        longest.push(Math.max(0, ...tasks));
        loads.push(loadAverage());
        await context.close();
      }
      rows.push([route.name, `${median(blocking).toFixed(0)} ms`, blocking.map((b) => b.toFixed(0)).join(', '), `${median(longest).toFixed(0)} ms`, String(median(doms)), loads.join(', ')]);
      console.log(`\n${route.name}: top self time (ms per load, mean of ${RUNS})`);
      const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
      for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name.slice(0, 140)}`);
    }
    console.log('\nMain thread on first load, 4× CPU throttle (blocking = Σ(long task − 50 ms)):');
    printTable(['route', 'blocking (median)', 'runs', 'longest task', 'DOM elements', 'load after each run'], rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
