// The pool of worker threads (piscina) that runs every CPU-heavy job (heavy-tasks.ts) off the request
// thread, so /api/health and ordinary reads stay fast while levels are solved. Each job has a hard
// wall-clock limit (a job still running then is stopped by ending its thread), and the queue is
// bounded: when it is full the request gets 503 with Retry-After instead of waiting without end.
// docs/deploy.md describes WORK_THREADS and WORK_QUEUE.
import os from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http-error';
import type { HeavyResult, HeavyTask } from './heavy-tasks';

export interface WorkPoolOptions {
  /** Worker threads; by default one fewer than the cores, at least one (the request thread keeps a core). */
  threads: number;
  /** Jobs that may wait for a thread; one more is refused with 503. */
  maxQueue: number;
}

export const BUSY_RETRY_AFTER_SECONDS = 5;
const WARM_UP_LIMIT_MS = 30_000;
export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

export function workPoolOptions(env: NodeJS.ProcessEnv = process.env): WorkPoolOptions {
  const threads = Number(env.WORK_THREADS) || Math.max(1, os.availableParallelism() - 1);
  const maxQueue = Number(env.WORK_QUEUE) || 16 * threads;
  return { threads, maxQueue };
}

export interface WorkPool {
  /**
   * Runs `task` on a worker thread. Resolves with its result, or 'timeout' when it did not finish
   * within `limitMs` (waiting included); throws a 503 HttpError when the queue is full.
   */
  run<K extends HeavyTask['kind']>(task: Extract<HeavyTask, { kind: K }>, limitMs: number): Promise<Extract<HeavyResult, { kind: K }> | 'timeout'>;
  close(): Promise<void>;
}

export function createWorkPool({ threads, maxQueue }: WorkPoolOptions): WorkPool {
  const pool = new Piscina({
    filename: new URL('./heavy-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 60_000,
  });
  // A thread's start (tsx loading the modules) takes about a second: wait for it once, outside every
  // job's clock, so the first job after start is not cut short by it.
  const warm = pool.run({ kind: 'ping' }, { signal: AbortSignal.timeout(WARM_UP_LIMIT_MS) }).catch(() => undefined);
  return {
    async run(task, limitMs) {
      await warm;
      if (pool.queueSize >= maxQueue) throw busy();
      try {
        return await pool.run(task, { signal: AbortSignal.timeout(limitMs) });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') return 'timeout';
        if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}

function busy(): HttpError {
  return new HttpError(503, BUSY_MESSAGE, undefined, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
}

let shared: WorkPool | undefined;

/** The process's pool (WORK_THREADS, WORK_QUEUE), made at first use. */
export const runHeavy: WorkPool['run'] = (task, limitMs) => (shared ??= createWorkPool(workPoolOptions())).run(task, limitMs);

/** Ends the threads (server shutdown). */
export async function closeWorkPool(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
