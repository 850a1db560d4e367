// `npm run bench:lighthouse`: Lighthouse's mobile performance score (its default profile: a mid-range
// phone, slow 4G, 4× CPU, simulated) for `/`, `/learn` and a circuit exercise, against Debian's
// Chromium and a real server with the built page; signed-in routes get a guest's session cookie.
// Runs Lighthouse's command line fetched by npx when the bench runs (LIGHTHOUSE_VERSION, default
// 13.5.0): it and puppeteer are ~100 packages used by this bench alone, so they stay out of the
// project's installed tree. Each route
// is run RUNS times (default 3; ROUTE=<name part> runs one route) and the median score is shown with LCP, TBT and CLS.
// WEB_DIR=<build> measures another build; LIGHTHOUSE_OUT=<folder> keeps each run's JSON report there
// (to read its opportunities and the LCP element). Chromium starts without its own omnibox popup pages,
// which otherwise load beside the measured page (BROWSER_UI=1 keeps them; e2e/support/chromium-args.ts).
// Prints figures; asserts nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { WITHOUT_BROWSER_UI_PAGES } from '../e2e/support/chromium-args';
import { MEASURED_ROUTES } from '../e2e/support/first-load';
import { loadAverage, guestCookie, median, printTable, startBenchServer } from './support/bench-server';

const run = promisify(execFile);
const RUNS = Number(process.env.RUNS ?? 3);
/** BROWSER_UI=1 lets Chromium build its omnibox popup pages beside the page, as a plain launch does. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', ...(process.env.BROWSER_UI ? [] : [withLauncherDefaults(WITHOUT_BROWSER_UI_PAGES)])].join(' ');

/**
 * Chromium keeps only the last `--disable-features`, and Lighthouse's launcher (chrome-launcher 1.2)
 * passes its own first: ours repeats the launcher's list so adding one switch does not drop theirs.
 */
function withLauncherDefaults(flag: string): string {
  const launchers = ['Translate', 'OptimizationHints', 'MediaRouter', 'DialMediaRouteProvider', 'CalculateNativeWinOcclusion', 'InterestFeedContentSuggestions', 'CertificateTransparencyComponentUpdater', 'AutofillServerCommunication', 'PrivacySandboxSettings4', 'RenderDocument'];
  return `${flag},${launchers.join(',')}`;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(url: string, workDir: string, cookie: string | null): Promise<Report> {
  const keep = process.env.LIGHTHOUSE_OUT;
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const name = `lh-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
  const out = path.join(keep ?? workDir, name);
  await run(
    'npx',
    [
      '--yes',
      `lighthouse@${process.env.LIGHTHOUSE_VERSION ?? '13.5.0'}`,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const cookie = await guestCookie(server);
    const rows: string[][] = [];
    for (const route of MEASURED_ROUTES.filter((r) => !process.env.ROUTE || r.name.includes(process.env.ROUTE))) {
      const reports: Report[] = [];
      const loads: string[] = [];
      for (let k = 0; k < RUNS; k++) {
        console.error(`bench: lighthouse ${route.name} (${k + 1}/${RUNS})…`);
        reports.push(await lighthouse(`${server.baseURL}${route.path()}`, server.workDir, route.signedIn ? cookie : null));
        loads.push(loadAverage());
      }
      const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
      const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
      rows.push([
        route.name,
        String(median(scores)),
        scores.join(', '),
        `${(metric('first-contentful-paint') / 1000).toFixed(1)} s`,
        `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
        `${metric('total-blocking-time').toFixed(0)} ms`,
        metric('cumulative-layout-shift').toFixed(3),
        `${loads.join(', ')} (${os.availableParallelism()} cores)`,
      ]);
    }
    console.log(`Lighthouse mobile performance (default mobile profile, Debian Chromium, ${process.env.BROWSER_UI ? 'with' : 'without'} its omnibox popup pages):`);
    printTable(['route', 'score (median)', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'load after each run'], rows);
    console.log('Target: ≥ 90 on each route.');
  } finally {
    await server.stop();
  }
}

await main();
