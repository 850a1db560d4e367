// Judges one answer against the bundled exercise, the same way the page does: a circuit grid is
// checked for legality (validate-grid.ts) on the request thread, then judged on a worker thread
// (work/work-pool.ts) by the one circuit judge every caller uses (src/content/judge-circuit.ts: the
// engine and the goal check) under the shared cost cap (work/cost-cap.ts: past it, 422); a quiz
// option with correctOptionIndex; an info card completes on view. Throws HttpError 400 for an answer
// that does not fit the exercise.
import type { AttemptAnswer } from '../../api/attempts';
import type { CircuitExercise } from '../../api/exercise';
import { feedbackOf, type AttemptFeedbackText } from '../../content/judge-feedback';
import type { JudgedExercise, ScenarioVerdict } from '../../content/judge-circuit';
import type { AuthoringExercise } from '../../content/schema';
import { validateSimulationRequest } from '../../engine/index';
import type { BulbState, LightType, Grid } from '../../engine/types';
import { HttpError } from '../http-error';
import { SIMULATION_MAX_WORK, SIMULATION_TIME_LIMIT_MS, SIMULATION_TOO_SLOW_MESSAGE } from '../work/cost-cap';
import { runHeavy, type WorkPriority } from '../work/work-pool';
import { findGridProblem } from './validate-grid';

export interface Judgement {
  correct: boolean;
  starAchieved: boolean;
  isCircuit: boolean;
  /** A quiz: only a right first answer earns its points (quiz-points.ts). */
  isQuiz?: boolean;
  bulbs?: Partial<Record<LightType, BulbState>>;
  /** The overlay's title, the exercise's own message and, for a wrong circuit, the engine's lines. */
  feedback: AttemptFeedbackText;
  /** A wrong circuit's explanation kinds (why its lights are as they are), for the teacher (docs/classes.md). */
  mistakes?: string[];
  /** A scenario exercise: each scenario's verdict (docs/api.md "Scenario goals"). */
  scenarios?: ScenarioVerdict[];
}

export async function judgeAttempt(exercise: AuthoringExercise, answer: AttemptAnswer, priority: WorkPriority): Promise<Judgement> {
  switch (exercise.exerciseType) {
    case 'circuit':
      return judgeCircuitAnswer(exercise, answer, priority);
    case 'multiple-choice': {
      if (!('option' in answer)) throw new HttpError(400, 'answer.option is required for a multiple-choice exercise.', 'answer.option');
      if (answer.option >= exercise.options.length) {
        throw new HttpError(400, `answer.option must be between 0 and ${exercise.options.length - 1}.`, 'answer.option');
      }
      const correct = answer.option === exercise.correctOptionIndex;
      // No star to collect in a quiz: a right answer counts as starred so the level can be starred.
      return { correct, starAchieved: correct, isCircuit: false, isQuiz: true, feedback: feedbackOf({ correct, details: [] }, exercise) };
    }
    case 'fault':
      // Judged with the learner's measurements by src/server/faults/fault-attempt.ts; never here.
      throw new Error('A fault attempt goes to judgeFaultAttempt.');
    case 'info': {
      if (!('viewed' in answer)) throw new HttpError(400, 'answer.viewed must be true for an info card.', 'answer.viewed');
      return { correct: true, starAchieved: true, isCircuit: false, feedback: feedbackOf({ correct: true, details: [] }, { successMessage: '', failureMessage: '' }) };
    }
  }
}

/**
 * A circuit answer against a bundled exercise or a community level (same legality rules, same engine),
 * judged on a worker thread; `priority` is the caller's place in its queue.
 */
export async function judgeCircuitAnswer(exercise: CircuitExercise, answer: AttemptAnswer, priority: WorkPriority): Promise<Judgement> {
  if (!('grid' in answer)) throw new HttpError(400, 'answer.grid is required for a circuit exercise.', 'answer.grid');
  const grid = stripConnections(answer.grid);
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
  return { correct, starAchieved, isCircuit: true, bulbs, feedback, mistakes, ...(scenarios ? { scenarios } : {}) };
}

/**
 * What the judge reads of an exercise, copied for the worker thread: the goal and texts, the locked
 * pre-placed pieces (explanations never tell the learner to turn one) and, for the bundled course, the
 * reference builds (the success text is shown only for one of them).
 */
function judgedPartOf(exercise: CircuitExercise & Partial<Pick<JudgedExercise, 'solution' | 'starSolution'>>): JudgedExercise {
  const { goal, scenarios, tags, successMessage, failureMessage, prePlacedComponents, solution, starSolution } = exercise;
  return { goal, scenarios, tags, successMessage, failureMessage, prePlacedComponents, solution, starSolution };
}

/** `connections` is accepted for old clients and ignored (docs/engine.md); the engine never sees it. */
function stripConnections(grid: Grid | (Record<string, unknown> | null)[][]): Grid {
  return grid.map((row) =>
    row.map((cell) => {
      if (!cell) return null;
      const { connections: _ignored, ...rest } = cell as Record<string, unknown>;
      return rest as unknown as Grid[number][number];
    }),
  );
}
