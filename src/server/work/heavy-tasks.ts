// The CPU-heavy jobs the server hands to its worker threads (work-pool.ts): judging a circuit answer
// (attempts on course, community and practice levels, with the engine's explanations), the hint
// ladder's solver, the solver's publish check, the lesson generator, fault plans and fault practice, and
// /api/simulate. Each takes and returns plain data (structured clone), and reports expected failures as
// values so the request thread can answer 4xx without guessing at errors. Every simulation here runs under the caller's cost cap
// (`maxWork`, the same as /api/simulate's) or the solver's own, smaller budgets.
import type { CircuitExercise, LevelInput } from '../../api/index';
import { judgeCircuit, type CircuitJudgement, type JudgedExercise, puzzleFromExercise, puzzleFromLevel } from '../../puzzle/index';
import { ConvergenceError, simulate, type Grid, type SimulationRequest, type SimulationResult } from '../../engine/index';
import { faultPractice, type FaultPracticeExercise, generateLesson, GenerationError, type GeneratedLesson } from '../../generator';
import { nextPiece, type PieceHint, solveLevel } from '../../solver';
import { faultPlan, type FaultPlan, findExercise, type ExerciseLocation } from '../../content/index';

export type HeavyTask =
  | { kind: 'ping' }
  | { kind: 'solve'; level: LevelInput }
  | { kind: 'generate'; goal: string; seed: number; budgetMs: number }
  | { kind: 'simulate'; request: SimulationRequest; maxWork: number }
  | { kind: 'judge'; exercise: JudgedExercise; grid: Grid; maxWork: number }
  | { kind: 'hint'; exercise: CircuitExercise; grid: Grid }
  | { kind: 'fault-plan'; location: ExerciseLocation }
  | { kind: 'fault-practice'; seed: number };

/** What an answer's judgement sends back: the verdict without the full simulation result. */
export type JudgeVerdict = Pick<CircuitJudgement, 'correct' | 'starAchieved' | 'feedback' | 'scenarios'> & {
  bulbs: SimulationResult['bulbs'];
  /** A wrong circuit's explanation kinds, for the teacher's view of the class (docs/classes.md). */
  mistakes: string[];
};

export type HeavyResult =
  | { kind: 'ping' }
  | { kind: 'solve'; status: ReturnType<typeof solveLevel>['status'] }
  | { kind: 'generate'; lesson: GeneratedLesson | null }
  | { kind: 'simulate'; result: SimulationResult | null; error?: string }
  | { kind: 'judge'; verdict: JudgeVerdict | null; error?: string }
  | { kind: 'hint'; hint: PieceHint }
  | { kind: 'fault-plan'; plan: FaultPlan | null }
  | { kind: 'fault-practice'; practice: FaultPracticeExercise | null };

export function runHeavyTask(task: HeavyTask): HeavyResult {
  switch (task.kind) {
    case 'ping':
      return { kind: 'ping' };
    case 'solve':
      return { kind: 'solve', status: solveLevel(puzzleFromLevel(task.level)).status };
    case 'generate': {
      const started = Date.now();
      try {
        const lesson = generateLesson(task.goal, { seed: task.seed, outOfTime: () => Date.now() - started > task.budgetMs });
        return { kind: 'generate', lesson };
      } catch (error) {
        if (error instanceof GenerationError) return { kind: 'generate', lesson: null };
        throw error;
      }
    }
    case 'simulate':
      try {
        return { kind: 'simulate', result: simulate(task.request, { maxWork: task.maxWork }) };
      } catch (error) {
        if (error instanceof ConvergenceError) return { kind: 'simulate', result: null, error: error.message };
        throw error;
      }
    case 'judge':
      try {
        const { correct, starAchieved, feedback, result, scenarios } = judgeCircuit(task.exercise, task.grid, { maxWork: task.maxWork });
        const mistakes = correct ? [] : result.explanations.map((explanation) => explanation.kind);
        return { kind: 'judge', verdict: { correct, starAchieved, feedback, bulbs: result.bulbs, mistakes, ...(scenarios ? { scenarios } : {}) } };
      } catch (error) {
        if (error instanceof ConvergenceError) return { kind: 'judge', verdict: null, error: error.message };
        throw error;
      }
    case 'hint':
      return { kind: 'hint', hint: nextPiece(puzzleFromExercise(task.exercise), task.grid) };
    case 'fault-plan': {
      // Every candidate fault's circuit solved with the meter's readings (docs/faults.md).
      const exercise = findExercise(task.location);
      return { kind: 'fault-plan', plan: exercise?.exerciseType === 'fault' ? faultPlan(exercise) : null };
    }
    case 'fault-practice':
      // A generated level with one part broken, and its plan (docs/faults.md "Fault practice").
      try {
        return { kind: 'fault-practice', practice: faultPractice(task.seed) };
      } catch (error) {
        if (error instanceof GenerationError) return { kind: 'fault-practice', practice: null };
        throw error;
      }
  }
}
