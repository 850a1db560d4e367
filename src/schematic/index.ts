// The schematic game's domain, its public face: the parts and wires of a drawn circuit, where a dropped
// part lands, how an answer is built and judged, how values print. Code outside src/schematic imports
// from here, never a file inside (eslint.boundaries.js; docs/architecture.md).
export * from './answer-builder';
export * from './drop';
export * from './judge';
export * from './ports';
export * from './types';
export * from './value-display';
export * from './wiring';
