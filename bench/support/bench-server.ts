// A built page and a real server (PGlite in a temp folder) for the browser and HTTP benches, plus the
// Debian Chromium they drive. WEB_DIR=<folder> reuses a build instead of running `vite build`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../../e2e/support/server-process';
import { cookieFrom } from '../../test/support/server/test-server';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium-args';

export interface BenchServer extends ServerProcess {
  webDir: string;
  workDir: string;
}

/** `build: false` for API-only benches: the page is then not built (it answers 503). */
export async function startBenchServer(env: Record<string, string> = {}, options: { build?: boolean; nodeArgs?: string[] } = {}): Promise<BenchServer> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ohmlet-bench-'));
  const webDir = process.env.WEB_DIR ?? path.join(workDir, 'web');
  if (options.build === false) fs.mkdirSync(webDir, { recursive: true });
  else if (!process.env.WEB_DIR) {
    console.error('bench: vite build…');
    execFileSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  // Benches make many guests from one address, as a school behind one proxy would.
  const server = await startServerProcess({ workDir, webDir, env: { TRUST_PROXY: '1', ...env }, nodeArgs: options.nodeArgs });
  return {
    ...server,
    webDir,
    workDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * A phone-sized context (Lighthouse's mobile screen) and its page, with `cookie` sent when given; the
 * page's main thread throttled 4× (a mid-range phone) before anything loads.
 */
export async function throttledPhonePage(browser: Browser, cookie: string | null): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** A small fixed-width table on standard output. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k].length)));
  const line = (cells: string[]) => `| ${cells.map((c, k) => c.padEnd(widths[k])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The 1-minute load average and the cores, printed beside every browser figure: on a shared machine
 * the same page measures several times slower at load 20 than at load 1 (docs/performance.md).
 */
export const loadAverage = (): string => os.loadavg()[0].toFixed(1);
export const loadNow = (): string => `${loadAverage()} / ${os.availableParallelism()} cores`;

/** The middle value (the upper middle of an even count). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A new guest's session cookie on the bench server, for pages that need someone signed in. */
export async function guestCookie(server: BenchServer): Promise<string> {
  const signIn = await fetch(`${server.baseURL}/api/auth/sign-in/anonymous`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  return cookieFrom(signIn);
}
