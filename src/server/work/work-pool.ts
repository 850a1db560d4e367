// The pool of worker threads (piscina) that runs every CPU-heavy job (heavy-tasks.ts) off the request
// thread, so /api/health and ordinary reads stay fast while circuits are judged and levels solved.
// Jobs wait in our own queue, not piscina's, so that:
// - signed-in work is served first (accounts, then guests, then callers with no session), and callers
//   with no session may fill only half of the queue, guests three quarters: a flood never leaves a
//   learner without room;
// - a job's time limit starts when a thread starts it (the thread tells us), never while it waits: a
//   busy pool cannot make a publish check "time out" without having run;
// - a job that waits too long, or finds the queue full, is refused with 503 and Retry-After.
// A job past its limit is stopped by ending its thread (piscina starts a new one).
// docs/deploy.md describes WORK_THREADS and WORK_QUEUE; docs/performance.md the figures.
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../http-error';
import type { HeavyResult, HeavyTask } from './heavy-tasks';

/** Who asked for a job: an account with a password or Google, a guest, or nobody signed in. */
export type WorkPriority = 'account' | 'guest' | 'anonymous';
const PRIORITIES: readonly WorkPriority[] = ['account', 'guest', 'anonymous'];
/** The share of the queue each kind of caller may fill (jobs already waiting, of every kind). */
const QUEUE_SHARE: Record<WorkPriority, number> = { account: 1, guest: 0.75, anonymous: 0.5 };

export interface WorkPoolOptions {
  /** Worker threads; by default min(cores − 1, 4), at least one (the request thread keeps a core). */
  threads: number;
  /** Jobs that may wait for a thread (64 per thread by default: a classroom's answers at once); one more is refused with 503. */
  maxQueue: number;
  /** How long a job may wait for a thread before it is refused with 503. */
  maxWaitMs?: number;
}

export const BUSY_RETRY_AFTER_SECONDS = 5;
const WARM_UP_LIMIT_MS = 30_000;
export const DEFAULT_MAX_WAIT_MS = 10_000;
export const MAX_DEFAULT_THREADS = 4;
export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

/** The built server runs heavy-worker.js (plain JavaScript, scripts/build-server.mjs); sources run the tsx entry. */
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './heavy-worker.mjs' : './heavy-worker.js';

export function workPoolOptions(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): WorkPoolOptions {
  const threads = Number(env.WORK_THREADS) || Math.max(1, Math.min(cores - 1, MAX_DEFAULT_THREADS));
  const maxQueue = Number(env.WORK_QUEUE) || 64 * threads;
  return { threads, maxQueue };
}

export interface WorkPool {
  /**
   * Runs `task` on a worker thread. Resolves with its result, or 'timeout' when it ran for `limitMs`
   * without finishing (waiting for a thread not counted); throws a 503 HttpError when the queue is full
   * for this kind of caller or the job waited longer than the pool's wait limit.
   */
  run<K extends HeavyTask['kind']>(task: Extract<HeavyTask, { kind: K }>, limitMs: number, priority?: WorkPriority): Promise<Extract<HeavyResult, { kind: K }> | 'timeout'>;
  /** Jobs waiting for a thread (not running). */
  waiting(): number;
  close(): Promise<void>;
}

interface Job {
  task: HeavyTask;
  limitMs: number;
  resolve(value: HeavyResult | 'timeout'): void;
  reject(error: unknown): void;
  waitTimer: NodeJS.Timeout;
}

export function createWorkPool({ threads, maxQueue, maxWaitMs = DEFAULT_MAX_WAIT_MS }: WorkPoolOptions): WorkPool {
  const pool = new Piscina({
    filename: new URL(WORKER_FILE, import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  const queues = new Map<WorkPriority, Job[]>(PRIORITIES.map((priority) => [priority, []]));
  let running = 0;
  let closed = false;
  const waiting = () => PRIORITIES.reduce((sum, priority) => sum + (queues.get(priority)?.length ?? 0), 0);

  // A thread's start (loading the modules) takes a moment: wait for it once before the first job.
  const warm = pool.run({ task: { kind: 'ping' } }, { signal: AbortSignal.timeout(WARM_UP_LIMIT_MS) }).catch(() => undefined);

  function next(): Job | undefined {
    for (const priority of PRIORITIES) {
      const job = queues.get(priority)?.shift();
      if (job) return job;
    }
    return undefined;
  }

  function dispatch(): void {
    while (!closed && running < threads) {
      const job = next();
      if (!job) return;
      clearTimeout(job.waitTimer);
      running++;
      start(job).finally(() => {
        running--;
        dispatch();
      });
    }
  }

  /** Hands the job to piscina; its clock starts when the thread says it has begun. */
  async function start(job: Job): Promise<void> {
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let limitTimer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      limitTimer = setTimeout(() => abort.abort(), job.limitMs);
    });
    try {
      job.resolve((await pool.run({ task: job.task, started: port2 }, { transferList: [port2], signal: abort.signal })) as HeavyResult);
    } catch (error) {
      if (abort.signal.aborted) job.resolve('timeout');
      else job.reject(error);
    } finally {
      clearTimeout(limitTimer);
      port1.close();
    }
  }

  return {
    async run(task, limitMs, priority = 'anonymous') {
      await warm;
      if (closed) throw busy();
      if (waiting() >= Math.floor(maxQueue * QUEUE_SHARE[priority]) && running >= threads) throw busy();
      const result = await new Promise<HeavyResult | 'timeout'>((resolve, reject) => {
        const queue = queues.get(priority) as Job[];
        const job: Job = {
          task,
          limitMs,
          resolve,
          reject,
          waitTimer: setTimeout(() => {
            queue.splice(queue.indexOf(job), 1);
            reject(busy());
          }, maxWaitMs),
        };
        queue.push(job);
        dispatch();
      });
      return result as Extract<HeavyResult, { kind: typeof task.kind }> | 'timeout';
    },
    waiting,
    async close() {
      closed = true;
      for (const queue of queues.values()) {
        for (const job of queue.splice(0)) {
          clearTimeout(job.waitTimer);
          job.reject(busy());
        }
      }
      await pool.destroy();
    },
  };
}

function busy(): HttpError {
  return new HttpError(503, BUSY_MESSAGE, undefined, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
}

let shared: WorkPool | undefined;

/** The process's pool (WORK_THREADS, WORK_QUEUE), made at first use. */
export const runHeavy: WorkPool['run'] = (task, limitMs, priority) => (shared ??= createWorkPool(workPoolOptions())).run(task, limitMs, priority);

/** The queue priority of a caller: accounts first, then guests, then requests with no session. */
export function priorityOf(user: { isGuest: boolean } | null | undefined): WorkPriority {
  return !user ? 'anonymous' : user.isGuest ? 'guest' : 'account';
}

/** Ends the threads (server shutdown). */
export async function closeWorkPool(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
