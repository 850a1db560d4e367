// The circuit kind: a grid built from the tray, checked for legality on the request thread
// (../../validate-grid.ts), then judged on a worker thread (work/work-pool.ts) by the one circuit judge
// every caller uses (src/content/judge-circuit.ts: the engine and the goal check) under the shared cost
// cap (work/cost-cap.ts: past it, 422). Course exercises, community levels and circuit practice alike.
// Its public view keeps the reference builds and the goal proofs' notes on the server.
import { z } from 'zod';
import { attemptGridSchema, type CircuitExercise } from '../../../../api/index';
import type { AuthoringCircuitExercise } from '../../../../content/index';
import type { JudgedExercise } from '../../../../puzzle/index';
import { validateSimulationRequest, type Grid } from '../../../../engine/index';
import { HttpError } from '../../../http-error';
import { SIMULATION_MAX_WORK, SIMULATION_TIME_LIMIT_MS, SIMULATION_TOO_SLOW_MESSAGE } from '../../../work/cost-cap';
import { runHeavy, type WorkPriority } from '../../../work/work-pool';
import { findGridProblem } from '../../validate-grid';
import { withoutCourseNotes } from '../course-notes';
import type { BundledKind, Judgement } from '../kind';
import { circuitHint } from './hint';
import { STAR_EARNS_POINTS } from '../../../../learning/index';

/** A circuit to build; the bundled course's carries its reference builds (the success text is shown only for one of them). */
export type CircuitPuzzle = CircuitExercise & Partial<Pick<JudgedExercise, 'solution' | 'starSolution'>>;

const answer = z.strictObject({ grid: attemptGridSchema });
export type CircuitAnswer = z.infer<typeof answer>;

export const circuitKind: BundledKind<CircuitPuzzle, CircuitAnswer, AuthoringCircuitExercise, CircuitExercise> = {
  answerKey: 'grid',
  answer,
  missing: (field, what = 'a circuit exercise') => `${field} is required for ${what}.`,
  judge: (exercise, { grid }, { priority }) => judgeCircuit(exercise, grid, priority),
  progress: { starBonus: STAR_EARNS_POINTS.circuit, firstAnswerOnly: false },
  publicView: (exercise) => {
    const { solution: _solution, starSolution: _star, optionalPieces: _optional, anyValue: _any, ...shown } = exercise;
    return withoutCourseNotes(shown);
  },
  // A course or project circuit is its own puzzle, reference builds included (they choose the success text).
  fromBundled: (exercise) => exercise,
  hint: circuitHint,
};

export async function judgeCircuit(exercise: CircuitPuzzle, answerGrid: CircuitAnswer['grid'], priority: WorkPriority): Promise<Judgement> {
  const grid = stripConnections(answerGrid);
  const problem = findGridProblem(exercise, grid);
  if (problem) throw new HttpError(400, problem.message, problem.field);
  // The engine's own request rules (one battery, one bulb of each type, values in range) still apply.
  const validation = validateSimulationRequest({ grid, probe: false });
  if (!validation.ok) throw new HttpError(400, `answer.${validation.error}`, 'answer.grid');
  const outcome = await runHeavy(
    { kind: 'judge', exercise: judgedPartOf(exercise), grid: validation.request.grid, maxWork: SIMULATION_MAX_WORK },
    SIMULATION_TIME_LIMIT_MS,
    priority,
  );
  if (outcome === 'timeout') throw new HttpError(422, SIMULATION_TOO_SLOW_MESSAGE, 'answer.grid');
  if (!outcome.verdict) throw new HttpError(422, outcome.error ?? SIMULATION_TOO_SLOW_MESSAGE, 'answer.grid');
  const { correct, starAchieved, bulbs, feedback, mistakes, scenarios } = outcome.verdict;
  return { correct, starAchieved, bulbs, feedback, mistakes, ...(scenarios ? { scenarios } : {}) };
}

/**
 * What the judge reads of an exercise, copied for the worker thread: the goal and texts, the locked
 * pre-placed pieces (explanations never tell the learner to turn one) and the reference builds.
 */
function judgedPartOf(exercise: CircuitPuzzle): JudgedExercise {
  const { goal, scenarios, tags, successMessage, failureMessage, prePlacedComponents, solution, starSolution } = exercise;
  return { goal, scenarios, tags, successMessage, failureMessage, prePlacedComponents, solution, starSolution };
}

/** `connections` is accepted for old clients and ignored (docs/engine.md); the engine never sees it. */
function stripConnections(grid: CircuitAnswer['grid']): Grid {
  return grid.map((row) =>
    row.map((cell) => {
      if (!cell) return null;
      const { connections: _ignored, ...rest } = cell as Record<string, unknown>;
      return rest as unknown as Grid[number][number];
    }),
  );
}
