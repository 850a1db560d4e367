// An independent check of a solver answer, as the player would judge it: every placement lands on a
// free cell inside the grid, takes a piece the tray holds (counts, types, resistor values, at most one
// of the one-of-a-kind types), toggles touch only pre-placed switches, and the built grid passes the
// engine's goal check. Tests use it on every answer; the server may use it before showing a solution.
import { needsProbe } from '../engine/measurement-goal';
import { checkGoal, simulate } from '../engine/index';
import { isSingle, pieceKey, valueLabel } from '../engine/components/catalogue';
import { applySolution, startGrid } from './puzzle';
import type { SolverPuzzle, SolverResult } from './types';

/** Problems with the answer, in words; empty when it is a real solution (or a correct solved-at-start). */
export function solutionProblems(puzzle: SolverPuzzle, result: SolverResult): string[] {
  if (result.status === 'unsolvable' || result.status === 'gave-up') return [];
  const problems: string[] = [];
  if (result.status === 'solved') {
    const start = startGrid(puzzle);
    const left = puzzle.tray.map((item) => ({ ...item }));
    for (const t of result.toggles) {
      if (start[t.row]?.[t.col]?.type !== 'switch') problems.push(`toggle at row ${t.row}, column ${t.col} is not a pre-placed switch`);
    }
    for (const p of result.placements) {
      if (p.row < 0 || p.col < 0 || p.row >= puzzle.rows || p.col >= puzzle.cols || start[p.row][p.col]) {
        problems.push(`${p.type} placed on row ${p.row}, column ${p.col}, which is not a free cell`);
        continue;
      }
      start[p.row][p.col] = p;
      const item = left.find((i) => i.count > 0 && pieceKey(i) === pieceKey(p));
      if (!item) problems.push(`${[p.type, valueLabel(p)].filter(Boolean).join(' ')} is not left in the tray`);
      else item.count--;
    }
    const seen = new Set<string>();
    for (const cell of start.flat()) {
      if (!cell || !isSingle(cell.type)) continue;
      if (seen.has(cell.type)) problems.push(`the grid holds a second ${cell.type}`);
      seen.add(cell.type);
    }
  }
  const grid = applySolution(puzzle, result);
  if (!checkGoal(simulate({ grid, probe: needsProbe(puzzle.goal) }), puzzle.goal, puzzle.tags).correct) problems.push('the built grid does not pass the goal check');
  return problems;
}
