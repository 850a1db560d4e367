// Dragging a toolbar part onto the grid with pointer events, so mouse, pen and touch behave the same.
// The pointer is captured by the toolbar item; the hovered cell is worked out from the grid's box,
// and the page shows a half-transparent preview there only when the cell accepts the part. A finger
// that starts moving sideways scrolls the toolbar instead (the items opt out of browser panning so a
// diagonal drag towards the grid is never taken over by the browser).
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { ToolbarPart } from '../../../../schematic';
import type { GridMetrics } from './use-grid-size';

/** How far a finger moves before we decide between dragging and scrolling, in px. */
const DECIDE_AFTER_PX = 8;

export interface DragState {
  part: ToolbarPart;
  clientX: number;
  clientY: number;
  /** The grid cell under the pointer, if any. */
  cell: { x: number; y: number } | null;
}

interface Options {
  gridRef: RefObject<HTMLElement | null>;
  metrics: GridMetrics | null;
  onDrop: (part: ToolbarPart, x: number, y: number) => void;
}

interface Gesture {
  mode: 'pending' | 'drag' | 'scroll';
  startX: number;
  startY: number;
  startScroll: number;
}

export function cellUnder(grid: HTMLElement | null, metrics: GridMetrics | null, clientX: number, clientY: number) {
  if (!grid || !metrics) return null;
  const box = grid.getBoundingClientRect();
  const x = Math.floor((clientX - box.left) / metrics.cell);
  const y = Math.floor((clientY - box.top) / metrics.cell);
  if (x < 0 || y < 0 || x >= metrics.columns || y >= metrics.rows) return null;
  return { x, y };
}

export function usePartDrag({ gridRef, metrics, onDrop }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const gesture = useRef<Gesture | null>(null);

  const handlersFor = useCallback(
    (part: ToolbarPart) => ({
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
        const scroller = event.currentTarget.parentElement;
        gesture.current = {
          // A mouse or pen drags at once; a finger first shows whether it means to scroll.
          mode: event.pointerType === 'touch' ? 'pending' : 'drag',
          startX: event.clientX,
          startY: event.clientY,
          startScroll: scroller?.scrollLeft ?? 0,
        };
        if (gesture.current.mode === 'drag') setDrag({ part, clientX: event.clientX, clientY: event.clientY, cell: null });
      },
      onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
        const g = gesture.current;
        if (!g || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
        const dx = event.clientX - g.startX;
        const dy = event.clientY - g.startY;
        if (g.mode === 'pending') {
          if (Math.hypot(dx, dy) < DECIDE_AFTER_PX) return;
          g.mode = Math.abs(dx) > Math.abs(dy) * 1.5 ? 'scroll' : 'drag';
        }
        if (g.mode === 'scroll') {
          const scroller = event.currentTarget.parentElement;
          if (scroller) scroller.scrollLeft = g.startScroll - dx;
          return;
        }
        const cell = cellUnder(gridRef.current, metrics, event.clientX, event.clientY);
        setDrag({ part, clientX: event.clientX, clientY: event.clientY, cell });
      },
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
        const wasDragging = gesture.current?.mode === 'drag';
        gesture.current = null;
        setDrag(null);
        if (!wasDragging) return;
        const cell = cellUnder(gridRef.current, metrics, event.clientX, event.clientY);
        if (cell) onDrop(part, cell.x, cell.y);
      },
      onPointerCancel: () => {
        gesture.current = null;
        setDrag(null);
      },
    }),
    [gridRef, metrics, onDrop],
  );

  return { drag, handlersFor };
}
