// `npx tsx bench/first-load-trace.ts`: what the browser does inside the long tasks (> 50 ms) of the first
// load of `/`, `/learn` and a circuit exercise, under a 4× CPU throttle in Debian's Chromium. The CPU
// profile of bench/main-thread.ts shows native work as one "(program)" line; a Chromium trace names it
// (style recalculation, layout, HTML parsing, script compile, paint…). For each route it prints the self
// time of each trace event inside the page's long tasks, summed over RUNS loads (default 3) and divided
// by RUNS, and the long tasks themselves. ROUTE=<name part> traces one route; DETAIL=1 prints the longest
// task's events, DETAIL=all every long task's. Prints figures; asserts nothing.
import { MEASURED_ROUTES } from '../e2e/support/first-load';
import { launchChromium, loadAverage, guestCookie, startBenchServer, throttledPhonePage } from './support/bench-server';

const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 14);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** The renderer's main thread: the thread named CrRendererMain in the page's process. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const named = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer is the one with the most work; about:blank's may be traced too.
  let best: { pid: number; tid: number } | null = null;
  let most = -1;
  for (const thread of named) {
    const work = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X').length;
    if (work > most) [best, most] = [{ pid: thread.pid, tid: thread.tid }, work];
  }
  return best;
}

/** Self time (ms) by event name inside top-level tasks longer than 50 ms, and those tasks' lengths. */
function longTaskBreakdown(events: TraceEvent[]): { self: Map<string, number>; tasks: number[] } {
  const thread = mainThread(events);
  const self = new Map<string, number>();
  const tasks: number[] = [];
  if (!thread) return { self, tasks };
  const complete = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; name: string; child: number; dur: number; inLong: boolean }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      if (done.inLong) self.set(done.name, (self.get(done.name) ?? 0) + (done.dur - done.child) / 1000);
    }
  };
  for (const event of complete) {
    close(event.ts);
    const dur = event.dur ?? 0;
    const parent = stack[stack.length - 1];
    if (parent) parent.child += dur;
    const topLevel = !parent;
    if (topLevel && dur > 50_000) tasks.push(dur / 1000);
    const label = event.name === 'FunctionCall' || event.name === 'EvaluateScript' ? `${event.name} ${(event.args?.data?.url ?? '').split('/').pop()}` : event.name;
    stack.push({ end: event.ts + dur, name: label, child: 0, dur, inLong: topLevel ? dur > 50_000 : stack[0]!.inLong });
  }
  close(Infinity);
  return { self, tasks };
}

/** DETAIL=1: the longest task's events two levels down; DETAIL=all: every long task's, in order. */
function printLongTasks(events: TraceEvent[], all: boolean): void {
  const thread = mainThread(events);
  if (!thread) return;
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && (e.dur ?? 0) > 0).sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  for (const e of mine) {
    const last = topLevel[topLevel.length - 1];
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) topLevel.push(e);
  }
  const long = topLevel.filter((e) => (e.dur ?? 0) > 50_000);
  const shown = all ? long : [long.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a))];
  const start = mine[0]?.ts ?? 0;
  for (const task of shown) {
    const end = task.ts + (task.dur ?? 0);
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 5_000);
    console.log(`  task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms:`);
    for (const e of inside.slice(0, 40)) {
      const data = e.args?.data;
      console.log(`    +${((e.ts - task.ts) / 1000).toFixed(0).padStart(5)} ${((e.dur ?? 0) / 1000).toFixed(0).padStart(5)} ms  ${e.name} ${(data?.url ?? '').split('/').pop()} ${data?.functionName ?? ''}`);
    }
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const cookie = await guestCookie(server);
    const routes = MEASURED_ROUTES.filter((r) => !process.env.ROUTE || r.name.includes(process.env.ROUTE));
    for (const route of routes) {
      const self = new Map<string, number>();
      const allTasks: string[] = [];
      const loads: string[] = [];
      for (let k = 0; k < RUNS; k++) {
        const { context, page } = await throttledPhonePage(browser, route.signedIn ? cookie : null);
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] });
        await page.goto(`${server.baseURL}${route.path()}`);
        await route.ready(page);
        await page.waitForTimeout(1500);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
        const { self: runSelf, tasks } = longTaskBreakdown(trace.traceEvents);
        if (process.env.DETAIL) printLongTasks(trace.traceEvents, process.env.DETAIL === 'all');
        for (const [name, ms] of runSelf) self.set(name, (self.get(name) ?? 0) + ms / RUNS);
        allTasks.push(tasks.map((t) => t.toFixed(0)).join('+') || '—');
        loads.push(loadAverage());
        await context.close();
      }
      console.log(`\n${route.name}: long tasks per run (ms): ${allTasks.join(' | ')}; load after each run ${loads.join(', ')}`);
      console.log(`  self time inside long tasks (ms per load, mean of ${RUNS}):`);
      for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name.slice(0, 120)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
