// The one cost cap of every simulation a request asks for: /api/simulate, attempts on course, community
// and practice levels (with their explanations) all simulate under SIMULATION_MAX_WORK on a worker
// thread (work-pool.ts), and stop after SIMULATION_TIME_LIMIT_MS of running. Past either the request
// gets a 422 naming the cause. The solver (publish checks, hints) and the generator have their own,
// smaller budgets (src/solver/solve.ts, src/generator) and run on the same threads.

/**
 * ≈ floating-point operations, about half a second of one core: a hostile 9×9 grid of diodes, MOSFETs
 * and capacitors gets a 422 instead of pinning a core. Every puzzle-sized circuit needs far less (a 9×9
 * 10 s transient is a few million).
 */
export const SIMULATION_MAX_WORK = 5e8;
/** Wall-clock limit of one simulation once its thread has started it. */
export const SIMULATION_TIME_LIMIT_MS = 5000;
export const SIMULATION_TOO_SLOW_MESSAGE = 'The circuit needs more time than the time budget allows.';
