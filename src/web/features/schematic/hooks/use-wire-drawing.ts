// Drawing a wire (docs/product.md "How screens behave"): press a port, move, release on another port. Pointer events with capture on
// the grid, so a finger works like a mouse. Port hit areas are 50 px squares around each port; a
// release on the same port or away from every port discards the wire.
import { useCallback, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { portAt, portPoint, type Component, type Point, type PortRef } from '../../../../schematic';
import type { GridMetrics } from './use-grid-size';

export const PORT_HIT_PX = 50;

export interface CurrentLine {
  from: PortRef;
  start: Point;
  end: Point;
}

interface Options {
  metrics: GridMetrics | null;
  components: readonly Component[];
  enabled: boolean;
  onConnect: (from: PortRef, to: PortRef) => void;
}

export function useWireDrawing({ metrics, components, enabled, onConnect }: Options) {
  const [current, setCurrent] = useState<CurrentLine | null>(null);

  const toUnits = useCallback(
    (event: ReactPointerEvent<Element>): Point | null => {
      if (!metrics) return null;
      const box = event.currentTarget.getBoundingClientRect();
      return { x: (event.clientX - box.left) / metrics.cell, y: (event.clientY - box.top) / metrics.cell };
    },
    [metrics],
  );

  const halfHit = metrics ? PORT_HIT_PX / 2 / metrics.cell : 0.5;

  const handlers = {
    onPointerDown: (event: ReactPointerEvent<Element>) => {
      if (!enabled || event.button !== 0) return;
      const point = toUnits(event);
      const port = point && portAt(components, point, halfHit);
      if (!point || !port) return;
      const part = components.find((c) => c.id === port.componentId);
      if (!part) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
      setCurrent({ from: port, start: portPoint(part, port.portId), end: point });
    },
    onPointerMove: (event: ReactPointerEvent<Element>) => {
      if (!current) return;
      const point = toUnits(event);
      if (point) setCurrent({ ...current, end: point });
    },
    onPointerUp: (event: ReactPointerEvent<Element>) => {
      if (!current) return;
      const point = toUnits(event);
      const port = point && portAt(components, point, halfHit);
      setCurrent(null);
      if (port) onConnect(current.from, port);
    },
    onPointerCancel: () => setCurrent(null),
  };

  return { current, handlers };
}
