// The last rung of the hint ladder (docs/explanations.md): one correct piece for the learner, found by
// the solver. First the learner's own pieces are kept and the solver finishes their build; if that
// cannot be finished, a solution from the start is used and its first piece the learner lacks is given.
import { pieceKey, stateOf, tapOf, withState, type Cell, type Grid, type ParamName } from '../engine/index';
import { solveLevel } from './solve';
import type { Placement, SolverPuzzle, SolverResult, Toggle } from './types';

export type PieceHint =
  | { kind: 'place'; placement: Placement }
  | { kind: 'toggle'; toggle: Toggle }
  /** The grid already passes, or the solver found no way: nothing to give. */
  | { kind: 'none' };

/** Same type and values (defaults filled, read in SI units): the catalogue's piece identity. */
function sameValue(cell: Cell, other: Pick<Cell, 'type' | ParamName>): boolean {
  return pieceKey(cell) === pieceKey(other);
}

function samePiece(cell: Cell | null | undefined, placement: Placement): boolean {
  return !!cell && cell.type === placement.type && cell.rotation === placement.rotation && sameValue(cell, placement) && stateOf(cell) === stateOf(placement);
}

/** The puzzle with the learner's placed pieces fixed and taken from the tray, or null if they do not fit it. */
function keepingLearnerPieces(puzzle: SolverPuzzle, grid: Grid): SolverPuzzle | null {
  const fixedAt = new Set(puzzle.fixed.map((p) => `${p.row}:${p.col}`));
  const tray = puzzle.tray.map((item) => ({ ...item }));
  const fixed = puzzle.fixed.map((p) => {
    const cell = grid[p.row]?.[p.col];
    return tapOf(p.type) === 'toggle' && cell?.type === p.type ? withState(p, stateOf(cell) === true) : p;
  });
  for (let row = 0; row < puzzle.rows; row++) {
    for (let col = 0; col < puzzle.cols; col++) {
      const cell = grid[row]?.[col];
      if (!cell || fixedAt.has(`${row}:${col}`)) continue;
      const item = tray.find((t) => t.type === cell.type && t.count > 0 && sameValue(cell, t));
      if (!item) return null;
      item.count--;
      fixed.push({ ...cell, row, col });
    }
  }
  return { ...puzzle, fixed, tray: tray.filter((t) => t.count > 0) };
}

function firstMissing(result: SolverResult, grid: Grid): PieceHint | null {
  if (result.status !== 'solved') return null;
  for (const toggle of result.toggles) {
    const cell = grid[toggle.row]?.[toggle.col];
    if (cell?.type === 'switch' && stateOf(cell) !== stateOf({ type: cell.type, ...toggle })) return { kind: 'toggle', toggle };
  }
  const placement = result.placements.find((p) => !samePiece(grid[p.row]?.[p.col], p));
  return placement ? { kind: 'place', placement } : null;
}

export function nextPiece(puzzle: SolverPuzzle, grid: Grid): PieceHint {
  const kept = keepingLearnerPieces(puzzle, grid);
  if (kept) {
    const finished = solveLevel(kept);
    if (finished.status === 'solved-at-start') return { kind: 'none' };
    const hint = firstMissing(finished, grid);
    if (hint) return hint;
  }
  return firstMissing(solveLevel(puzzle), grid) ?? { kind: 'none' };
}
