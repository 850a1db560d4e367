// First-load budgets (docs/performance.md): `/`, `/learn` and a circuit exercise, opened cold in
// Chromium, may load at most their ceiling of gzipped documents, scripts, stylesheets and worker
// before they are usable (see support/route-budgets.ts). A route that grows past it fails here,
// listing what it loaded.
import { afterAll, describe, expect, it } from 'vitest';
import { MEASURED_ROUTES, measureRouteLoad } from './support/first-load';
import { ROUTE_BUDGETS_KB } from './support/route-budgets';
import { baseURL, closeBrowser, contextOptions, openBrowser } from './support/browser';

afterAll(closeBrowser);

describe('first-load budgets', () => {
  it.each(MEASURED_ROUTES.map((route) => [route.name, route] as const))('%s stays within its gzipped budget', async (name, route) => {
    const browser = await openBrowser();
    const load = await measureRouteLoad(browser, baseURL(), route, { extraHTTPHeaders: contextOptions().extraHTTPHeaders });
    const code = load.files.filter((file) => file.kind !== 'other').sort((a, b) => b.gzipBytes - a.gzipBytes);
    const listing = code.map((file) => `${(file.gzipBytes / 1024).toFixed(1)} KB ${file.kind} ${file.url}`).join('\n');
    const loadedKb = load.codeGzipBytes / 1024;
    const { ceiling } = ROUTE_BUDGETS_KB[name];
    expect(loadedKb, `${name} loads ${loadedKb.toFixed(1)} KB gzipped, ceiling ${ceiling} KB:\n${listing}`).toBeLessThanOrEqual(ceiling);
    // The simulation worker is part of a circuit exercise's first load, and uPlot is not (no probe).
    if (name === 'circuit exercise') {
      expect(code.some((file) => file.kind === 'worker')).toBe(true);
      expect(code.some((file) => /scope-chart/.test(file.url))).toBe(false);
    }
  });
});
