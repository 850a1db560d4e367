// The hint ladder's piece: taking the solver's next piece again and again builds a passing grid for
// every course exercise, and a learner's own good pieces are kept (the hint finishes their build).
import { describe, expect, it } from 'vitest';
import { listExercises } from '../content/check';
import { course } from '../content/index';
import type { Grid } from '../engine/types';
import { judgePuzzleGrid } from './judge';
import { nextPiece } from './next-piece';
import { puzzleFromExercise } from '../puzzle/solver-puzzle';
import { startGrid } from './puzzle';

function apply(grid: Grid, hint: ReturnType<typeof nextPiece>): Grid {
  const next = grid.map((row) => [...row]);
  if (hint.kind === 'place') {
    const { row, col, ...cell } = hint.placement;
    next[row][col] = cell;
  } else if (hint.kind === 'toggle') {
    const { row, col, isOn } = hint.toggle;
    next[row][col] = { ...next[row][col]!, isOn };
  }
  return next;
}

describe('nextPiece', () => {
  for (const { label, exercise } of listExercises(course)) {
    if (exercise.exerciseType !== 'circuit') continue;
    it(`${label}: hint after hint builds a passing grid`, () => {
      // The puzzle reads only what the learner is shown (a CircuitExercise), never the reference build.
      const puzzle = puzzleFromExercise(exercise);
      let grid = startGrid(puzzle);
      for (let step = 0; step < 30; step++) {
        const hint = nextPiece(puzzle, grid);
        if (hint.kind === 'none') break;
        grid = apply(grid, hint);
      }
      // every goal entry, or with scenario goals every scenario's, as the judge rules (judge.ts)
      expect(judgePuzzleGrid(puzzle, grid).correct).toBe(true);
    });
  }
});
