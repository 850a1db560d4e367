// The solver, its public face: the puzzle it searches, the search, the judge it proves against, the
// next-piece hint and the fault planner. Code outside src/solver imports from here, never a file inside
// (eslint.boundaries.js; docs/architecture.md); its test helpers stay in src/solver/testing.
export * from './fault-planner';
export * from './judge';
export * from './next-piece';
export * from './puzzle';
export * from './solve';
export * from './state';
export * from './types';
export * from './verify';
