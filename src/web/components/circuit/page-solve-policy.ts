// Where the board's next edit is solved: on the page, in the render that shows it, or in the worker
// (docs/performance.md "Drop → bulbs in one render"). Pure bookkeeping of solve times; the hook
// (use-live-simulation.ts) asks it before each edit and tells it how long each solve took.

/**
 * A board the worker solves within this may be solved on the page instead, in the render that shows
 * the edit; solves over it there send the board back to the worker. Posting to the worker costs a
 * second render and a frame between the dropped piece and its bulbs, more than this on a cheap phone;
 * a course board solves in 0.1–2 ms on a laptop.
 */
export const PAGE_SOLVE_MS = 12;
/** Two slow page solves in a row send the board back (one alone may be a pause for garbage collection). */
export const SLOW_SOLVES_TO_GIVE_UP = 2;
/** One page solve over this many budgets sends it back at once (a part that needs a long transient). */
export const FAR_OVER_BUDGET = 4;
/** After giving up, the page tries again once the worker has solved this many quickly (the machine was busy). */
export const WORKER_SOLVES_BEFORE_RETRY = 8;

export class PageSolvePolicy {
  private quickInWorker = false;
  private slowOnPage = 0;
  private workerSolvesSinceGivingUp = 0;

  /** Solve the next edit on the page: the worker found this board quick and the page has not found it slow. */
  solveOnPage(): boolean {
    return this.quickInWorker && !this.gaveUp();
  }

  /** A solve on the page took `ms`. */
  pageSolved(ms: number): void {
    if (ms > FAR_OVER_BUDGET * PAGE_SOLVE_MS) this.slowOnPage = SLOW_SOLVES_TO_GIVE_UP;
    else this.slowOnPage = ms > PAGE_SOLVE_MS ? this.slowOnPage + 1 : 0;
  }

  /** The worker solved the board in `ms`; true when it was quick enough for the page to warm up its engine. */
  workerSolved(ms: number): boolean {
    if (ms > PAGE_SOLVE_MS) return false;
    this.quickInWorker = true;
    if (this.gaveUp() && ++this.workerSolvesSinceGivingUp >= WORKER_SOLVES_BEFORE_RETRY) {
      this.slowOnPage = 0;
      this.workerSolvesSinceGivingUp = 0;
    }
    return true;
  }

  private gaveUp(): boolean {
    return this.slowOnPage >= SLOW_SOLVES_TO_GIVE_UP;
  }
}
