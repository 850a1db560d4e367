// A circuit exercise's piece hint (docs/explanations.md "Hint ladder"): one correct piece, found by the
// solver on a worker thread (work/work-pool.ts) from the learner's grid, which must be one the page
// could have built (../../validate-grid.ts). The solver reads only the board, the tray and the goal,
// the same in the stored exercise as in its public view, so the stored one goes to the worker as it is.
import type { HintResponse } from '../../../../api/index';
import type { AuthoringCircuitExercise } from '../../../../content/index';
import type { Grid } from '../../../../engine/index';
import { HttpError } from '../../../http-error';
import { SIMULATION_TIME_LIMIT_MS } from '../../../work/cost-cap';
import { runHeavy } from '../../../work/work-pool';
import { findGridProblem } from '../../validate-grid';
import type { BundledHintRequest, HintContext } from '../kind';

export async function circuitHint(exercise: AuthoringCircuitExercise, { grid: answer }: BundledHintRequest, { priority }: HintContext): Promise<HintResponse['hint']> {
  if (!answer) throw new HttpError(400, 'grid is required for a circuit exercise.', 'grid');
  const grid = answer as Grid;
  const problem = findGridProblem(exercise, grid);
  // The hint request names its grid bare (`grid`), not as an attempt's `answer.grid`.
  if (problem) throw new HttpError(400, problem.message.replace(/^answer\./, ''), problem.field.replace(/^answer\./, ''));
  const outcome = await runHeavy({ kind: 'hint', exercise, grid }, SIMULATION_TIME_LIMIT_MS, priority);
  if (outcome === 'timeout') throw new HttpError(422, 'The hint took longer than the time budget allows. Please try again.', 'grid');
  return outcome.hint;
}
