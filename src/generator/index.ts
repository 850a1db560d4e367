// The level generator, its public face: a level from a text goal, the practice and fault-practice
// levels, the corpus and its audit. Code outside src/generator imports from here, never a file inside
// (eslint.boundaries.js; docs/architecture.md).
export * from './audit';
export * from './board';
export * from './concepts';
export * from './corpus';
export * from './fault-practice';
export * from './generate';
export * from './level';
export * from './practice';
