// `npm run bench:delivery`: what `/`, `/learn` and a circuit exercise load on first visit in Chromium
// (documents, scripts, stylesheets, the worker), gzipped against the route budgets, and what crossed
// the wire; then how each static file is delivered (encoding, Cache-Control, a revalidated HTML).
// Prints tables; asserts nothing (e2e/bundle-budget.e2e.ts is the check npm test runs).
import { MEASURED_ROUTES, measureRouteLoad } from '../e2e/support/first-load';
import { ROUTE_BUDGETS_KB } from '../e2e/support/route-budgets';
import { kb, launchChromium, loadNow, printTable, startBenchServer } from './support/bench-server';

async function main(): Promise<void> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const rows: string[][] = [];
    const details: string[] = [];
    for (const route of MEASURED_ROUTES) {
      const load = await measureRouteLoad(browser, server.baseURL, route);
      const code = load.files.filter((f) => f.kind !== 'other');
      const { target, ceiling } = ROUTE_BUDGETS_KB[route.name];
      rows.push([
        route.name,
        kb(load.codeGzipBytes),
        `${target} KB`,
        load.codeGzipBytes / 1024 <= target ? 'yes' : 'NO',
        `${ceiling} KB`,
        kb(load.transferBytes),
        String(load.files.length),
        [...new Set(code.map((f) => f.encoding ?? 'none'))].join(', '),
      ]);
      details.push(`${route.name}:`);
      for (const f of [...code].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        details.push(`  ${f.kind.padEnd(10)} ${kb(f.gzipBytes).padStart(9)} gz  ${kb(f.transferBytes).padStart(9)} sent  ${(f.encoding ?? '-').padEnd(4)}  ${f.url}  [${f.cacheControl ?? 'no Cache-Control'}]`);
      }
    }
    // Bytes do not depend on the machine's load; the line is there so every bench prints it.
    console.log(`First load (Chromium, 390×844, cold cache; load ${loadNow()}):`);
    printTable(['route', 'code gzipped', 'target', 'within', 'npm test ceiling', 'sent (all requests)', 'requests', 'encodings'], rows);
    console.log(`\n${details.join('\n')}`);
    await printDelivery(server.baseURL);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Each encoding of the entry chunk and index.html, and whether the HTML revalidates (304 on its ETag). */
async function printDelivery(baseURL: string): Promise<void> {
  const html = await fetch(`${baseURL}/learn`);
  const htmlText = await html.text();
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(htmlText)?.[1];
  const rows: string[][] = [];
  for (const target of [entry, '/learn'].filter((t): t is string => Boolean(t))) {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await fetch(`${baseURL}${target}`, { headers: { 'Accept-Encoding': encoding } });
      const bytes = (await response.arrayBuffer()).byteLength; // fetch decodes; count what was sent
      const sent = Number(response.headers.get('content-length') ?? bytes);
      rows.push([target, encoding, response.headers.get('content-encoding') ?? '-', kb(sent), response.headers.get('cache-control') ?? '-']);
    }
  }
  console.log('\nDelivery:');
  printTable(['file', 'Accept-Encoding', 'Content-Encoding', 'sent', 'Cache-Control'], rows);
  const etag = html.headers.get('etag');
  const again = etag ? await fetch(`${baseURL}/learn`, { headers: { 'If-None-Match': etag } }) : null;
  console.log(`HTML revalidation: ETag ${etag ?? 'none'}; a repeat request with If-None-Match answers ${again ? again.status : 'n/a (no ETag)'}.`);
}

await main();
