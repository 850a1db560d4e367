// The shared circuit grid draws a Board (src/web/components/circuit/grid-state.ts). In the creator
// every piece is the creator's own, so none is locked: each gets a (non-null) item index, which makes
// it draggable, rotatable and removable in the grid's own handlers. Also which inputs the level's parts
// read (a scenario goal is offered only when some part does).
import { inputsReadBy, type ComponentType, type Grid, type ScenarioInputField } from '../../../../engine/index';
import type { Draft } from './draft';
import type { Board } from '../../../components/circuit/grid-state';

export function boardOf(grid: Grid): Board {
  return { pieces: grid.map((line) => line.map((cell) => (cell ? { cell, itemIndex: 0 } : null))), remaining: [] };
}

/** The inputs the level's parts read, on the grid or in the tray, as the parts declare them in the catalogue. */
export function boardInputsOf(draft: Pick<Draft, 'grid' | 'inventory'>): ScenarioInputField[] {
  const types = new Set<ComponentType>([...draft.grid.flat().flatMap((cell) => (cell ? [cell.type] : [])), ...draft.inventory.map((item) => item.type)]);
  return inputsReadBy([...types]);
}
