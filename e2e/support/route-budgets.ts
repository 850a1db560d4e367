// First-load budgets, in KB gzipped of everything a route needs before it is usable (documents,
// scripts, stylesheets, the simulation worker): see docs/performance.md. `target` is the goal;
// `ceiling` is what the bundle-budget browser test enforces, so a route that grows fails `npm test`.
// Where the target is not reached yet, the ceiling sits just above today's size (a ratchet: lower it
// as routes shrink, never raise it to let a route grow); bench/first-load.bench.ts prints both.
// Measured 128.0 / 137.1 / 195.6 KB with main's node_modules (23 Nov 2026, zod out of the engine's parts
// and the class panel); a few KB of headroom cover other installs of the same dependency ranges (a newer
// rolldown runtime chunk, React patch releases).
export const ROUTE_BUDGETS_KB: Record<string, { target: number; ceiling: number }> = {
  // React, React Router and TanStack Query alone are ~105 KB gzipped of the entry chunk.
  '/': { target: 120, ceiling: 128 },
  // No zod since the class panel reads its answers as shared types; the gap is the shared entry chunk.
  '/learn': { target: 120, ceiling: 142 },
  // No zod in the worker or the page (the parts' schemas live in engine/components/param-schemas.ts);
  // the gap is the entry chunk (115 KB) plus the board, explanations and the hint ladder.
  'circuit exercise': { target: 180, ceiling: 200 },
};
