// The solver's word on a level before it is published (docs/product.md "Beyond the first version"): only a
// level the solver proves solvable is published. One nobody can solve with its tray, or one already
// solved before anything is placed, is refused with a message the creator can act on; a search that
// runs out of budget or time proves nothing, so it is refused too (422), and a full queue answers 503
// with Retry-After (work/work-pool.ts). The search runs on a worker thread, and its time limit starts
// when the thread starts it: waiting for a busy pool never counts as checking.
import type { LevelInput } from '../../api/index';
import { HttpError } from '../http-error';
import { runHeavy, type WorkPriority } from '../work/work-pool';

export const UNSOLVABLE_MESSAGE = 'This level cannot be solved with the items in its tray.';
export const SOLVED_AT_START_MESSAGE = 'This level is already solved before anything is placed.';
export const NOT_PROVEN_MESSAGE = 'The server could not prove this level solvable in time. Try a smaller board or fewer tray items.';
/** Wall-clock limit of one publish check once its thread has started it. */
export const PUBLISH_CHECK_TIME_LIMIT_MS = 5000;

/** Resolves when the solver proves the level solvable; throws a 400, 422 or 503 otherwise. */
export async function checkLevelIsPlayable(level: LevelInput, priority: WorkPriority): Promise<void> {
  const outcome = await runHeavy({ kind: 'solve', level }, PUBLISH_CHECK_TIME_LIMIT_MS, priority);
  if (outcome === 'timeout') throw new HttpError(422, NOT_PROVEN_MESSAGE, 'draggableItems');
  switch (outcome.status) {
    case 'solved':
      return;
    case 'unsolvable':
      throw new HttpError(400, UNSOLVABLE_MESSAGE, 'draggableItems');
    case 'solved-at-start':
      throw new HttpError(400, SOLVED_AT_START_MESSAGE, 'goal');
    case 'gave-up':
      throw new HttpError(422, NOT_PROVEN_MESSAGE, 'draggableItems');
  }
}
