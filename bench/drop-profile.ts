// `npx tsx bench/drop-profile.ts`: where a drop's time goes, pointer release to the frame that shows
// the goal bulb's new state (the same drops and marks as `npm run bench:drop`), in Chromium at 4× CPU
// (DROP_RATE=1 for 1×; INCLUSIVE=1 ranks functions by their time on the stack). A DevTools trace of BENCH_DROPS drops, summed over the drops' windows only: the
// page's main thread by trace event (inclusive, so nested events overlap), the simulation worker's busy
// time, and the main thread's JavaScript by function (self time, V8's sampling profiler). Build with
// `vite build --minify false` and pass WEB_DIR to read function names. Prints figures; asserts nothing.
import type { CDPSession } from 'playwright-core';
import { launchChromium, loadNow, printTable, startBenchServer } from './support/bench-server';
import { drop, dropTimes, openBoard } from './support/drop-board';
import { timeByFunction, type CpuProfile } from './support/cpu-profile';

const DROPS = Number(process.env.BENCH_DROPS ?? 20);
const INCLUSIVE = Boolean(process.env.INCLUSIVE);
const RATE = Number(process.env.DROP_RATE ?? 4);
const TOP = 25;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; functionName?: string; url?: string } };
}

async function collectTrace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'v8.execute', 'toplevel'] },
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const ms = (us: number): string => `${(us / 1000).toFixed(1)} ms`;

async function main(): Promise<void> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const page = await openBoard(browser, server.baseURL, RATE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    let profile: CpuProfile | null = null;
    const load = loadNow();
    const events = await collectTrace(cdp, async () => {
      await cdp.send('Profiler.start');
      for (let k = 0; k < DROPS; k++) {
        await drop(page, k);
        await dropTimes(page, k + 1);
      }
      profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
    });
    const times = await dropTimes(page, DROPS);
    await page.context().close();

    const threads = new Map<string, string>();
    for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
    const starts = events.filter((e) => e.name === 'drop-start').map((e) => e.ts).sort((a, b) => a - b);
    const ends = events.filter((e) => e.name === 'drop-end').map((e) => e.ts).sort((a, b) => a - b);
    const windows = starts.map((start) => [start, ends.find((end) => end > start) ?? start] as const);
    const inWindow = (ts: number) => windows.some(([a, b]) => ts >= a && ts <= b);
    const overlap = (e: TraceEvent) => windows.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, e.ts + (e.dur ?? 0)) - Math.max(a, e.ts)), 0);
    const total = windows.reduce((sum, [a, b]) => sum + (b - a), 0);
    const mainKey = [...threads].find(([, name]) => name === 'CrRendererMain' )?.[0];
    const workerKeys = new Set([...threads].filter(([, name]) => name.startsWith('DedicatedWorker')).map(([key]) => key));

    const byName = new Map<string, number>();
    let workerBusy = 0;
    for (const e of events) {
      if (e.ph !== 'X' || !e.dur) continue;
      const key = `${e.pid}:${e.tid}`;
      const time = overlap(e);
      if (time === 0) continue;
      if (workerKeys.has(key) && e.name === 'ThreadControllerImpl::RunTask') workerBusy += time;
      if (key !== mainKey) continue;
      const detail = e.args?.data?.type ?? e.args?.data?.functionName ?? '';
      const name = detail ? `${e.name} (${detail})` : e.name;
      byName.set(name, (byName.get(name) ?? 0) + time);
    }

    console.log(`${windows.length} drops at ${RATE}× CPU, ${ms(total)} in all (mean ${ms(total / Math.max(1, windows.length))}); the page's own figures: median ${(times.sort((a, b) => a - b)[times.length >> 1]).toFixed(1)} ms; load ${load}`);
    console.log(`Simulation worker busy inside the windows: ${ms(workerBusy)}\n`);
    console.log('Main thread, trace events inside the drop windows (inclusive):');
    printTable(['event', 'total', 'per drop'], [...byName].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([name, t]) => [name.slice(0, 80), ms(t), ms(t / windows.length)]));

    // Two drops' stories: the main thread's tasks in the last and the slowest window, with what each did.
    const SHOWN = new Set(['EventDispatch', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'HandlePostMessage', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC']);
    const tell = (title: string, [a, b]: readonly [number, number]) => {
      console.log(`\n${title}, main thread tasks (start after release, duration, what ran inside):`);
      for (const task of events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.name === 'ThreadControllerImpl::RunTask' && e.ts + (e.dur ?? 0) >= a && e.ts <= b && (e.dur ?? 0) > 300)) {
        const end = task.ts + (task.dur ?? 0);
        const inside = events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === 'X' && SHOWN.has(e.name) && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 200);
        const what = inside.map((e) => `${e.name}${e.args?.data?.type ? `:${e.args.data.type}` : ''}${e.args?.data?.functionName ? `:${e.args.data.functionName}` : ''} ${ms(e.dur ?? 0)}`).join(', ');
        console.log(`  +${ms(task.ts - a)}  ${ms(task.dur ?? 0)}  ${what}`);
      }
      for (const e of events.filter((e) => workerKeys.has(`${e.pid}:${e.tid}`) && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= a && e.ts <= b && (e.dur ?? 0) > 200)) console.log(`  worker +${ms(e.ts - a)}  ${ms(e.dur ?? 0)}`);
      console.log(`  frame shown +${ms(b - a)}`);
    };
    const slowest = windows.reduce((worst, w, k) => (w[1] - w[0] > windows[worst][1] - windows[worst][0] ? k : worst), 0);
    if (windows.length > 0) {
      tell('The last drop', windows[windows.length - 1]);
      tell(`The slowest drop (number ${slowest + 1})`, windows[slowest]);
    }

    const cpu = profile as CpuProfile | null;
    if (cpu) {
      // A sample's time is the delta to the next one; only samples inside a drop's window count.
      const at: number[] = [];
      let time = cpu.startTime;
      for (const delta of cpu.timeDeltas) at.push((time += delta));
      const self = timeByFunction(cpu, (k) => (inWindow(at[k]) ? (cpu.timeDeltas[k + 1] ?? 0) : 0), INCLUSIVE);
      console.log(`\nMain thread JavaScript inside the drop windows, ${INCLUSIVE ? 'time on the stack' : 'self time'} by function:`);
      printTable(['function', 'self', 'per drop'], [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([name, t]) => [name.slice(0, 90), ms(t), ms(t / windows.length)]));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
