// An independent check of a solver answer, as the player would judge it: every placement lands on a
// free cell inside the grid and takes a piece the tray holds (puzzle.ts's applySolution, the rule the
// content checks use too), toggles touch only pre-placed switches, at most one of each one-of-a-kind
// type, and the built grid passes the engine's goal check. Tests use it on every answer.
import { isSingle } from '../engine/index';
import { judgePuzzleGrid } from './judge';
import { applySolution, startGrid } from './puzzle';
import type { SolverPuzzle, SolverResult } from './types';

/** Problems with the answer, in words; empty when it is a real solution (or a correct solved-at-start). */
export function solutionProblems(puzzle: SolverPuzzle, result: SolverResult): string[] {
  if (result.status === 'unsolvable' || result.status === 'gave-up') return [];
  const problems: string[] = [];
  const grid = result.status === 'solved' ? applySolution(puzzle, result, problems, 'the answer') : startGrid(puzzle);
  const seen = new Set<string>();
  for (const cell of grid.flat()) {
    if (!cell || !isSingle(cell.type)) continue;
    if (seen.has(cell.type)) problems.push(`the grid holds a second ${cell.type}`);
    seen.add(cell.type);
  }
  if (!judgePuzzleGrid(puzzle, grid).correct) problems.push('the built grid does not pass the goal check');
  return problems;
}
