// Turning what the app stores into a SolverPuzzle (a course/project exercise or a community level), and
// a solver's answer back into the engine grid the player would build, so callers can show or verify it.
import type { CircuitExercise, InventoryItem, PrePlacedComponent } from '../api/exercise';
import { inventoryItemOf, type LevelInput } from '../api/levels';
import { cellOf, withDefaults } from '../engine/components/catalogue';
import type { Grid } from '../engine/types';
import type { FixedPiece, SolverPuzzle, SolverResult, TrayItem } from './types';

function fixedPiece(p: PrePlacedComponent): FixedPiece {
  return {
    type: p.type,
    row: p.row,
    col: p.col,
    rotation: p.rotation,
    // A switch without `isOn` is off (docs/engine.md); keeping it explicit makes toggles readable.
    ...(p.type === 'switch' ? { isOn: p.isOn === true } : {}),
    ...(p.resistanceValue !== undefined ? { resistanceValue: p.resistanceValue } : {}),
    ...(p.capacitance !== undefined ? { capacitance: p.capacitance } : {}),
  };
}

function trayItem(item: InventoryItem): TrayItem {
  const { type, count, resistanceValue, capacitance } = withDefaults(item);
  return {
    type,
    count,
    ...(resistanceValue !== undefined ? { resistanceValue } : {}),
    ...(capacitance !== undefined ? { capacitance } : {}),
  };
}

/** A course or project circuit exercise (GET /api/course, /api/projects/{code}, or authoring data). */
export function puzzleFromExercise(exercise: CircuitExercise): SolverPuzzle {
  return {
    rows: exercise.gridSize.rows,
    cols: exercise.gridSize.cols,
    fixed: exercise.prePlacedComponents.map(fixedPiece),
    tray: exercise.inventory.map(trayItem),
    goal: exercise.goal.map((g) => ({ ...g })),
    tags: [...exercise.tags],
  };
}

/** A community level as the creator publishes it (POST /api/levels body, the generator's `level`). */
export function puzzleFromLevel(level: Pick<LevelInput, 'prePlacedComponents' | 'draggableItems' | 'goal' | 'metadata' | 'tags'>): SolverPuzzle {
  return {
    rows: level.metadata.gridRow,
    cols: level.metadata.gridCol,
    fixed: level.prePlacedComponents.map(fixedPiece),
    tray: level.draggableItems.map((item) => trayItem(inventoryItemOf(item))),
    goal: level.goal.map((g) => ({ type: g.type, status: g.status })),
    tags: [...level.tags],
  };
}

/** The grid before the learner moves: rows × cols with the fixed pieces. */
export function startGrid(puzzle: SolverPuzzle): Grid {
  const grid: Grid = Array.from({ length: puzzle.rows }, () => Array.from({ length: puzzle.cols }, () => null));
  for (const piece of puzzle.fixed) {
    if (piece.row < puzzle.rows && piece.col < puzzle.cols) grid[piece.row][piece.col] = cellOf(piece);
  }
  return grid;
}

/**
 * The grid a solution builds: the start with `toggles` applied, then `placements`. For an answer without
 * a solution (solved-at-start, unsolvable, gave-up) it is the untouched start.
 */
export function applySolution(puzzle: SolverPuzzle, result: SolverResult): Grid {
  const grid = startGrid(puzzle);
  if (result.status !== 'solved') return grid;
  for (const toggle of result.toggles) {
    const cell = grid[toggle.row]?.[toggle.col];
    if (cell && cell.type === 'switch') cell.isOn = toggle.isOn;
  }
  for (const placement of result.placements) grid[placement.row][placement.col] = cellOf(placement);
  return grid;
}
