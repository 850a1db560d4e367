// Drag-and-drop wiring for the circuit grid (dnd-kit): mouse via pointer events, touch via a short
// press, keyboard via M to pick up, arrows to move one cell, Space/Enter to drop, Escape to cancel.
// Touch pointers are left to the TouchSensor so a quick tap still rotates and a swipe can scroll.
import type { PointerEvent as ReactPointerEvent } from 'react';
import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type AutoScrollOptions,
  type Collision,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) => nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== 'touch',
    },
  ];
}

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * Arrow keys move the dragged part cell by cell: from outside the grid (the tray) the first press
 * jumps to the nearest cell, then each press goes to the neighbouring cell, centre to centre.
 */
const cellSteps: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const arrow = ARROWS[event.code];
  const current = context.collisionRect;
  if (!arrow || !current) return undefined;
  event.preventDefault();
  const cells = new Map<string, { x: number; y: number; inside: boolean }>();
  const cx = current.left + current.width / 2;
  const cy = current.top + current.height / 2;
  for (const [id, rect] of context.droppableRects) {
    if (!String(id).startsWith('cell:')) continue;
    const inside = cx >= rect.left && cx <= rect.left + rect.width && cy >= rect.top && cy <= rect.top + rect.height;
    cells.set(String(id), { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, inside });
  }
  const here = [...cells.entries()].find(([, cell]) => cell.inside);
  let target: { x: number; y: number } | undefined;
  if (here) {
    const [, row, col] = here[0].split(':').map(Number);
    target = cells.get(`cell:${row + arrow[0]}:${col + arrow[1]}`) ?? here[1];
  } else {
    target = [...cells.values()].sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy))[0];
  }
  if (!target) return undefined;
  return { x: currentCoordinates.x + target.x - cx, y: currentCoordinates.y + target.y - cy };
};

export function useCircuitSensors() {
  return useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['KeyM'], cancel: ['Escape'], end: ['Space', 'Enter'] }, coordinateGetter: cellSteps }),
  );
}

/** How far past a target's edge a pointer still counts as over it: more than the 3 px between cells. */
const GAP_SLACK_PX = 4;

/**
 * With a pointer: the cell under it, or across a gap between cells the nearest one (nothing = off
 * the grid). A pointer held still while the frame auto-scrolls crosses those gaps; were it over
 * nothing there, dnd-kit would stop scrolling the frame (it scrolls the ancestors of what is under
 * the pointer) and the drop would be lost. With the keyboard: the nearest target.
 */
export const circuitCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const under = pointerWithin(args);
  return under.length > 0 ? under : acrossGap(args);
};

const acrossGap: CollisionDetection = ({ droppableContainers, droppableRects, pointerCoordinates }) => {
  if (!pointerCoordinates) return [];
  const { x, y } = pointerCoordinates;
  const near: Collision[] = [];
  for (const droppableContainer of droppableContainers) {
    const rect = droppableRects.get(droppableContainer.id);
    if (!rect) continue;
    const dx = Math.max(rect.left - x, 0, x - rect.right);
    const dy = Math.max(rect.top - y, 0, y - rect.bottom);
    if (dx > GAP_SLACK_PX || dy > GAP_SLACK_PX) continue;
    near.push({ id: droppableContainer.id, data: { droppableContainer, value: Math.hypot(dx, dy) } });
  }
  return near.sort((a, b) => (a.data?.value as number) - (b.data?.value as number));
};

/**
 * Auto-scroll while dragging only the board's own frame, sideways (board-frame.tsx): a part held near
 * its edge brings the hidden columns into view. Never the page: the tray sits in a dock at the bottom
 * edge, and scrolling the page would slide the grid away under the finger.
 */
export const BOARD_AUTO_SCROLL: AutoScrollOptions = {
  canScroll: (element) => element.hasAttribute('data-board-scroll'),
  threshold: { x: 0.15, y: 0 },
};

export const SCREEN_READER_INSTRUCTIONS =
  'To move a part with the keyboard, press M to pick it up, use the arrow keys to move it one cell at a time, then press Space or Enter to drop it, or Escape to cancel. Tray parts can also be placed in the next free cell with Enter.';
