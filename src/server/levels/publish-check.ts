// The solver's word on a level before it is published (decisions.md "Beyond the spec"): a level nobody
// can solve with its tray, or one already solved before anything is placed, is refused with a message
// the creator can act on. When the solver runs out of budget it proves nothing either way, so the
// level is published.
import type { LevelInput } from '../../api/levels';
import { puzzleFromLevel } from '../../solver/puzzle';
import { solveLevel } from '../../solver/solve';
import { HttpError } from '../http-error';

export const UNSOLVABLE_MESSAGE = 'This level cannot be solved with the items in its tray.';
export const SOLVED_AT_START_MESSAGE = 'This level is already solved before anything is placed.';

/**
 * Throws a 400 naming the problem when the solver proves the level broken; returns otherwise. The
 * search runs inside the request, so it keeps the solver's default budget (well under a second).
 */
export function checkLevelIsPlayable(level: LevelInput): void {
  const result = solveLevel(puzzleFromLevel(level));
  if (result.status === 'unsolvable') throw new HttpError(400, UNSOLVABLE_MESSAGE, 'draggableItems');
  if (result.status === 'solved-at-start') throw new HttpError(400, SOLVED_AT_START_MESSAGE, 'goal');
}
