// A puzzle's start grid and the grid a solution builds from it, in the solver's own words (types.ts).
// This is the one copy of the rule: the solver, its answer check (verify.ts), the content checks and
// the judge of every circuit answer (src/content/judge-circuit.ts) all build grids here. The puzzle
// itself is made from exercises and levels by src/content/solver-puzzle.ts.
import { cellOf, pieceKey, stateOf, valueLabel, withDefaults, withState, type Grid } from '../engine/index';
import type { Placement, SolverPuzzle, SolverResult, Toggle } from './types';

/** What a learner does to a start: place tray pieces, then tap pre-placed switches. */
export interface Moves {
  placements: readonly Placement[];
  toggles: readonly Toggle[];
}

function inside(puzzle: SolverPuzzle, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < puzzle.rows && col < puzzle.cols;
}

/**
 * The grid before the learner moves: rows × cols with the fixed pieces. A fixed piece outside the grid
 * or on a taken cell is left out and named in `problems`.
 */
export function startGrid(puzzle: SolverPuzzle, problems: string[] = []): Grid {
  const grid: Grid = Array.from({ length: puzzle.rows }, () => Array.from({ length: puzzle.cols }, () => null));
  for (const piece of puzzle.fixed) {
    if (!inside(puzzle, piece.row, piece.col)) {
      problems.push(`pre-placed ${piece.type} at row ${piece.row}, column ${piece.col} is outside the grid`);
      continue;
    }
    if (grid[piece.row][piece.col]) problems.push(`two pre-placed pieces share row ${piece.row}, column ${piece.col}`);
    grid[piece.row][piece.col] = cellOf(piece);
  }
  return grid;
}

/**
 * The grid `moves` build from the start, as the player's tray allows them: each placement lands on a free
 * cell and takes a tray piece of the same type and values (its values, defaults filled, unless the
 * placement gives its own); each toggle taps a pre-placed switch. A move that does not fit is left out
 * and named in `problems`, starting with `name` ("reference solution places …"). A solver answer
 * without a solution (solved-at-start, unsolvable, gave-up) builds the untouched start.
 */
export function applySolution(puzzle: SolverPuzzle, moves: Moves | SolverResult, problems: string[] = [], name = 'the solution'): Grid {
  const grid = startGrid(puzzle);
  if ('status' in moves && moves.status !== 'solved') return grid;
  const left = puzzle.tray.map((item) => ({ ...item }));
  for (const p of moves.placements) {
    if (!inside(puzzle, p.row, p.col) || grid[p.row][p.col]) {
      problems.push(`${name} places ${p.type} on row ${p.row}, column ${p.col}, which is not a free cell`);
      continue;
    }
    const item = left.find((i) => i.count > 0 && pieceKey(i) === pieceKey(p));
    if (!item) {
      problems.push(`${name} uses more ${[p.type, valueLabel(p)].filter(Boolean).join(' ')} than the inventory holds`);
      continue;
    }
    item.count -= 1;
    grid[p.row][p.col] = cellOf({ ...withDefaults(item), ...p });
  }
  for (const t of moves.toggles) {
    const isFixedSwitch = puzzle.fixed.some((f) => f.type === 'switch' && f.row === t.row && f.col === t.col);
    const cell = inside(puzzle, t.row, t.col) ? grid[t.row][t.col] : null;
    if (!isFixedSwitch || !cell) {
      problems.push(`${name} toggles row ${t.row}, column ${t.col}, which holds no pre-placed switch`);
      continue;
    }
    grid[t.row][t.col] = withState(cell, stateOf({ type: cell.type, ...t }) === true);
  }
  return grid;
}
