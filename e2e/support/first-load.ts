// What a route costs on first load in a real browser: every document, script, stylesheet and worker
// script it fetches until it is usable, with the bytes that crossed the wire and the gzipped size of
// each body (the route budgets in docs/performance.md count gzipped bytes, so the figure does not
// depend on the server's compression). Shared by the budget test (e2e/bundle-budget.e2e.ts) and the
// delivery bench (bench/first-load.bench.ts).
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { course } from '../../src/content/index';

export interface LoadedFile {
  url: string;
  kind: 'document' | 'script' | 'stylesheet' | 'worker' | 'other';
  /** Body bytes as sent (compressed when the server compressed it). */
  transferBytes: number;
  gzipBytes: number;
  encoding: string | null;
  cacheControl: string | null;
}

export interface RouteLoad {
  route: string;
  files: LoadedFile[];
  /** Gzipped bytes of documents, scripts, stylesheets and workers: the budgeted figure. */
  codeGzipBytes: number;
  /** Body bytes as sent, of everything the page fetched (code, data, images). */
  transferBytes: number;
}

/** The route a first-load measurement opens for "a circuit exercise": the first circuit exercise of the course. */
export function firstCircuitExercisePath(): string {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (exercise.exerciseType === 'circuit') return `/chapter/${c}/level/${l}/exercise/${e}`;
      }
    }
  }
  throw new Error('The course has no circuit exercise');
}

/** Each measured route and what on it means "usable". */
export const MEASURED_ROUTES: { name: string; path: () => string; signedIn: boolean; ready: (page: Page) => Promise<unknown> }[] = [
  { name: '/', path: () => '/', signedIn: false, ready: (page) => page.getByRole('button', { name: 'Guest Login' }).waitFor() },
  { name: '/learn', path: () => '/learn', signedIn: true, ready: (page) => page.getByRole('button', { name: 'Level-1', exact: true }).waitFor() },
  {
    name: 'circuit exercise',
    path: firstCircuitExercisePath,
    signedIn: true,
    // Usable once the grid shows and the engine has answered for the start grid (goal bulbs state known).
    ready: async (page) => {
      await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
      await page.locator('[data-goal][data-now]').first().waitFor();
    },
  },
];

function kindOf(resourceType: string, url: string): LoadedFile['kind'] {
  if (resourceType === 'document') return 'document';
  if (resourceType === 'stylesheet') return 'stylesheet';
  if (resourceType === 'script') return /worker/.test(url) ? 'worker' : 'script';
  return 'other';
}

/**
 * Opens `path` in a fresh context of `browser` (signed in as a new guest when asked), waits until
 * `ready`, then a moment more for late fetches, and returns what was loaded. `cacheWarm` loads the
 * route once before measuring (a returning visitor).
 */
export async function measureRouteLoad(
  browser: Browser,
  baseURL: string,
  route: (typeof MEASURED_ROUTES)[number],
  options: { extraHTTPHeaders?: Record<string, string> } = {},
): Promise<RouteLoad> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: options.extraHTTPHeaders });
  try {
    if (route.signedIn) {
      const response = await context.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: { Origin: baseURL } });
      if (!response.ok()) throw new Error(`guest sign-in failed: ${response.status()} ${await response.text()}`);
    }
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const pending: Promise<LoadedFile | null>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const [sizes, body, headers] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0)), response.allHeaders()]);
          return {
            url: new URL(request.url()).pathname,
            kind: kindOf(request.resourceType(), request.url()),
            transferBytes: sizes.responseBodySize,
            gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
            encoding: headers['content-encoding'] ?? null,
            cacheControl: headers['cache-control'] ?? null,
          };
        })(),
      );
    });
    await page.goto(route.path());
    await route.ready(page);
    await page.waitForTimeout(500);
    const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
    const code = files.filter((file) => file.kind !== 'other');
    return {
      route: route.name,
      files,
      codeGzipBytes: code.reduce((sum, file) => sum + file.gzipBytes, 0),
      transferBytes: files.reduce((sum, file) => sum + file.transferBytes, 0),
    };
  } finally {
    await context.close();
  }
}
