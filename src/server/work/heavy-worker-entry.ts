// What a worker thread runs for one job of the pool (work-pool.ts): it first tells the pool it has
// begun, so the job's time limit counts running only, never waiting for a thread.
import type { MessagePort } from 'node:worker_threads';
import { runHeavyTask, type HeavyResult, type HeavyTask } from './heavy-tasks';

export interface HeavyJob {
  task: HeavyTask;
  /** Told once when the job starts; absent for the pool's warm-up ping. */
  started?: MessagePort;
}

export function runHeavyJob({ task, started }: HeavyJob): HeavyResult {
  started?.postMessage('started');
  return runHeavyTask(task);
}

export default runHeavyJob;
