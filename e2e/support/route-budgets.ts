// First-load budgets, in KB gzipped of everything a route needs before it is usable (documents,
// scripts, stylesheets, the simulation worker): see docs/performance.md. The bundle-budget browser
// test fails when a route grows past its figure; bench/first-load.bench.ts prints them side by side.
export const ROUTE_BUDGETS_KB: Record<string, number> = {
  '/': 120,
  '/learn': 120,
  'circuit exercise': 180,
};
