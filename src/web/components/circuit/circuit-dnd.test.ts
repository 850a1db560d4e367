// Where a dragged part lands: the cell under the pointer, the nearest cell across the 3 px gap
// between cells, and nothing once the pointer is off the grid.
import { describe, expect, it } from 'vitest';
import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { circuitCollisions } from './circuit-dnd';

const CELL = 44;
const GAP = 3;

/** A row of three cells, 44 px wide with 3 px between them, starting at x = 0. */
function row(): { droppableContainers: DroppableContainer[]; droppableRects: Map<UniqueIdentifier, ClientRect> } {
  const droppableRects = new Map<UniqueIdentifier, ClientRect>();
  const droppableContainers: DroppableContainer[] = [];
  for (let col = 1; col <= 3; col++) {
    const left = (col - 1) * (CELL + GAP);
    const id = `cell:1:${col}`;
    droppableRects.set(id, { left, right: left + CELL, top: 0, bottom: CELL, width: CELL, height: CELL });
    // Only `id` is read by the detection; the rest of a container is dnd-kit's bookkeeping.
    droppableContainers.push({ id } as DroppableContainer);
  }
  return { droppableContainers, droppableRects };
}

function landsOn(x: number, y: number): UniqueIdentifier | undefined {
  const collisionRect = { left: x - 10, right: x + 10, top: y - 10, bottom: y + 10, width: 20, height: 20 };
  return circuitCollisions({ active: { id: 'tray:wire' } as never, collisionRect, pointerCoordinates: { x, y }, ...row() })[0]?.id;
}

describe('circuitCollisions with a pointer', () => {
  it('lands on the cell under the pointer', () => {
    expect(landsOn(22, 22)).toBe('cell:1:1');
    expect(landsOn(CELL + GAP + 1, 22)).toBe('cell:1:2');
  });

  it('lands on the nearer cell when the pointer is in the gap between two cells', () => {
    expect(landsOn(CELL + 1, 22)).toBe('cell:1:1');
    expect(landsOn(CELL + GAP - 0.5, 22)).toBe('cell:1:2');
  });

  it('lands nowhere once the pointer is off the grid', () => {
    expect(landsOn(3 * (CELL + GAP) + 20, 22)).toBeUndefined();
    expect(landsOn(22, CELL + 30)).toBeUndefined();
  });
});
