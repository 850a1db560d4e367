// The page's Content-Security-Policy forbids eval (src/server/security-headers.ts): zod's fast path
// probes `new Function` and the browser reports that as a violation even though zod catches it.
// Imported first by main.tsx. zod keeps its settings in `globalThis.__zod_globalConfig` (what
// `z.config()` writes), so setting it here turns the fast path off before any schema parses without
// putting zod in the entry chunk every page loads (docs/performance.md); zod-without-eval.test.ts
// checks zod still reads its settings from there.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
