// The solver's word on a level before it is published (docs/architecture.md "Beyond the spec"): a level nobody
// can solve with its tray, or one already solved before anything is placed, is refused with a message
// the creator can act on. When the solver runs out of budget or time it proves nothing either way, so
// the level is published. The search runs on a worker thread (work/work-pool.ts).
import type { LevelInput } from '../../api/levels';
import { HttpError } from '../http-error';
import { runHeavy } from '../work/work-pool';

export const UNSOLVABLE_MESSAGE = 'This level cannot be solved with the items in its tray.';
export const SOLVED_AT_START_MESSAGE = 'This level is already solved before anything is placed.';
/** Wall-clock limit of one publish check, waiting for a thread included. */
export const PUBLISH_CHECK_TIME_LIMIT_MS = 5000;

/** Throws a 400 naming the problem when the solver proves the level broken; resolves otherwise. */
export async function checkLevelIsPlayable(level: LevelInput): Promise<void> {
  const outcome = await runHeavy({ kind: 'solve', level }, PUBLISH_CHECK_TIME_LIMIT_MS);
  if (outcome === 'timeout') return;
  if (outcome.status === 'unsolvable') throw new HttpError(400, UNSOLVABLE_MESSAGE, 'draggableItems');
  if (outcome.status === 'solved-at-start') throw new HttpError(400, SOLVED_AT_START_MESSAGE, 'goal');
}
