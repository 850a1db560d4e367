// Could this grid have come from this exercise? (docs/api.md, "Attempts"). A learner may only place tray
// pieces (type, count and resistor value as the inventory gives them), rotate what they placed and
// toggle switches; pre-placed pieces stay where, how and what they are. Pure: no engine, no database.
import type { CircuitExercise, PrePlacedComponent } from '../../api/index';
import { cellOf, pieceKey, sameFixedPiece, valueLabel, type Cell, type Grid } from '../../engine/index';

/** Why a grid was refused, naming the request field (`answer.grid[r][c]`). */
export interface GridProblem {
  field: string;
  message: string;
}

type ExerciseBoard = Pick<CircuitExercise, 'gridSize' | 'prePlacedComponents' | 'inventory'>;

/** Returns the first reason the grid is impossible for the exercise, or null when it is a legal grid. */
export function findGridProblem(exercise: ExerciseBoard, grid: Grid): GridProblem | null {
  const { rows, cols } = exercise.gridSize;
  if (grid.length !== rows) {
    return { field: 'answer.grid', message: `answer.grid must have ${rows} rows, like the exercise.` };
  }
  for (let r = 0; r < rows; r++) {
    if (grid[r]!.length !== cols) {
      return { field: `answer.grid[${r}]`, message: `answer.grid[${r}] must have ${cols} cells, like the exercise.` };
    }
  }

  const prePlacedAt = new Map<string, PrePlacedComponent>();
  for (const piece of exercise.prePlacedComponents) prePlacedAt.set(`${piece.row},${piece.col}`, piece);

  const remaining = new Map<string, number>();
  for (const item of exercise.inventory) {
    const key = pieceKey(item);
    remaining.set(key, (remaining.get(key) ?? 0) + item.count);
  }

  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = grid[r]![c] ?? null;
      const field = `answer.grid[${r}][${c}]`;
      const fixed = prePlacedAt.get(`${r},${c}`);
      if (fixed) {
        if (!cell || !samePrePlacedPiece(fixed, cell)) {
          return { field, message: `${field}: the pre-placed ${fixed.type} cannot be moved, removed, rotated or changed.` };
        }
        continue;
      }
      if (!cell) continue;
      const key = pieceKey(cell);
      const left = remaining.get(key) ?? 0;
      if (left <= 0) {
        return { field, message: `${field}: this ${describe(cell)} is not in the exercise's tray (or more were placed than it holds).` };
      }
      remaining.set(key, left - 1);
    }
  }
  return null;
}

/** Same type, rotation and value; only what the learner changes while playing (a switch's state) may differ. */
function samePrePlacedPiece(fixed: PrePlacedComponent, cell: Cell): boolean {
  return sameFixedPiece(cellOf({ ...fixed }), cell);
}

/** '330 Ω resistor', 'capacitor 4.7 mF' style: the value first when the part has one. */
function describe(cell: Cell): string {
  const value = valueLabel(cell);
  return value ? `${value} ${cell.type}` : cell.type;
}
