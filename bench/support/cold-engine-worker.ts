// Runs in a fresh worker thread (bench/engine.bench.ts): times the engine's very first call — nothing
// compiled or warmed yet, as in a page's new simulation worker — then the next few calls.
import { parentPort, workerData } from 'node:worker_threads';
import { simulate } from '../../src/engine/simulate';
import type { Grid } from '../../src/engine/types';

const { grid } = workerData as { grid: Grid };
const times: number[] = [];
for (let k = 0; k < 5; k++) {
  const t0 = performance.now();
  simulate({ grid, probe: true });
  times.push(performance.now() - t0);
}
parentPort?.postMessage(times);
