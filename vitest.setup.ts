// Property tests (fast-check) draw the same cases on every run, so `npm test` and CI give one verdict
// for one commit. FC_SEED=<n> explores other cases; a failure prints its seed and path to replay.
import fc from 'fast-check';

fc.configureGlobal({ seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : 20261123 });
