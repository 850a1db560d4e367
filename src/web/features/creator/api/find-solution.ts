// "See a solution" (docs/product.md "Beyond the first version"): the pure solver searches the level's tray for one
// way to meet the goal, and the grid it builds is simulated so the picture shows the bulbs lit.
import type { LevelInput } from '../../../../api/index';
import { simulate, type Grid, type SimulationResult } from '../../../../engine/index';
import { puzzleFromLevel } from '../../../../puzzle/index';
import { applySolution, solveLevel } from '../../../../solver';

export type SolutionOutcome =
  | { kind: 'solved'; grid: Grid; placed: string[]; toggled: string[]; result: SimulationResult }
  | { kind: 'solved-at-start' }
  | { kind: 'none'; gaveUp: boolean }
  | { kind: 'error'; message: string };

export function findSolution(level: LevelInput): SolutionOutcome {
  try {
    const puzzle = puzzleFromLevel(level);
    const answer = solveLevel(puzzle);
    if (answer.status === 'solved-at-start') return { kind: 'solved-at-start' };
    if (answer.status !== 'solved') return { kind: 'none', gaveUp: answer.status === 'gave-up' };
    const grid = applySolution(puzzle, answer);
    return {
      kind: 'solved',
      grid,
      placed: answer.placements.map((p) => `${p.row}:${p.col}`),
      toggled: answer.toggles.map((t) => `${t.row}:${t.col}`),
      result: simulate({ grid }),
    };
  } catch (error) {
    console.error('The solver failed.', error);
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
