// Seeded randomness for generated test and benchmark circuits (the generator lives in ../seeded-random.ts).
export { pick, seeded, type Random } from '../seeded-random';
