// The engine as the page loads it on demand (use-live-simulation.ts): `simulate` alone. A chunk loaded
// with import() keeps every export of the module it names; naming the engine's index there would make
// the whole face one lazy chunk, which the board's static imports then share and load on every first
// visit (docs/performance.md "What keeps routes lean").
export { simulate } from '../../../engine/index';
