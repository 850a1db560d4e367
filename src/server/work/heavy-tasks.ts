// The CPU-heavy jobs the server hands to its worker threads (work-pool.ts): the solver's publish check,
// the lesson generator and /api/simulate. Each takes and returns plain data (structured clone), and
// reports expected failures as values so the request thread can answer 4xx without guessing at errors.
import type { LevelInput } from '../../api/levels';
import { ConvergenceError, simulate, type SimulationRequest, type SimulationResult } from '../../engine/index';
import { generateLesson, GenerationError, type GeneratedLesson } from '../../generator/generate';
import { puzzleFromLevel } from '../../content/solver-puzzle';
import { solveLevel } from '../../solver/solve';

export type HeavyTask =
  | { kind: 'ping' }
  | { kind: 'solve'; level: LevelInput }
  | { kind: 'generate'; goal: string; seed: number; budgetMs: number }
  | { kind: 'simulate'; request: SimulationRequest; maxWork: number };

export type HeavyResult =
  | { kind: 'ping' }
  | { kind: 'solve'; status: ReturnType<typeof solveLevel>['status'] }
  | { kind: 'generate'; lesson: GeneratedLesson | null }
  | { kind: 'simulate'; result: SimulationResult | null; error?: string };

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
  }
}
