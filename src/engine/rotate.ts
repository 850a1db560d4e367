// Sides and rotation: turns a component's rotation-0 sides clockwise (docs/engine.md "Every part's physics").
import type { Cell, Rotation, Side } from './types';
import { componentDefinition } from './components/catalogue';

/** Clockwise order; a quarter turn moves each side one place along it. */
export const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

export const OPPOSITE: Readonly<Record<Side, Side>> = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' };

/** Row/column step to the neighbour across a side. */
export const SIDE_STEP: Readonly<Record<Side, readonly [number, number]>> = {
  top: [-1, 0],
  right: [0, 1],
  bottom: [1, 0],
  left: [0, -1],
};

/** The side that `side` (at rotation 0) becomes after turning the part clockwise by `rotation`. */
export function rotateSide(side: Side, rotation: Rotation): Side {
  return SIDES[(SIDES.indexOf(side) + rotation / 90) % 4];
}

/**
 * Active sides of a placed cell, in the component's rotation-0 pin order (so index i is pin i:
 * e.g. a battery's [+, −], a diode's [cathode, anode]). The web draws connection stubs with it.
 */
export function activeSides(cell: Cell): Side[] {
  const definition = componentDefinition(cell.type);
  return definition.activeSides(cell).map((side) => rotateSide(side, cell.rotation));
}
