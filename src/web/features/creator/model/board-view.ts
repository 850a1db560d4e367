// The shared circuit grid draws a Board (src/web/components/circuit/grid-state.ts). In the creator
// every piece is the creator's own, so none is locked: each gets a (non-null) item index, which makes
// it draggable, rotatable and removable in the grid's own handlers.
import type { Grid } from '../../../../engine/types';
import type { Board } from '../../../components/circuit/grid-state';

export function boardOf(grid: Grid): Board {
  return { pieces: grid.map((line) => line.map((cell) => (cell ? { cell, itemIndex: 0 } : null))), remaining: [] };
}
