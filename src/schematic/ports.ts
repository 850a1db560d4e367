// The port model: which ports a part has and where they sit in its grid cell. A part is drawn
// left-to-right across its cell; input on the left, output on the right, inset so that two parts in
// neighbouring cells are joined by a short visible wire rather than touching.
import type { Component, Point, PortId, SchematicPartType, Segment } from './types';

/** How far from the cell's left/right edge a port sits, in cell units. */
export const PORT_INSET = 0.1;
/** The part's body (symbol without leads) occupies this much of the cell around its centre. */
const BODY_HALF_WIDTH = 0.3;
const BODY_HALF_HEIGHT = 0.22;

const PORTS_BY_TYPE: Record<SchematicPartType, 1 | 2> = {
  battery: 2,
  resistor: 2,
  // An ammeter in series: two terminals, like the resistor it measures.
  meter: 2,
};

export function numberOfPortsFor(type: SchematicPartType): 1 | 2 {
  return PORTS_BY_TYPE[type];
}

/** docs/product.md "What is stored": ports are named input and output; a single-port part has only input. */
export function portsOf(numberOfPorts: 1 | 2): PortId[] {
  return numberOfPorts === 1 ? ['input'] : ['input', 'output'];
}

export function hasPort(component: Pick<Component, 'numberOfPorts'>, portId: PortId): boolean {
  return portsOf(component.numberOfPorts).includes(portId);
}

/** Where a port sits, in cell units. A single-port part's input sits at the left like any other. */
export function portPoint(component: Pick<Component, 'x' | 'y'>, portId: PortId): Point {
  const x = portId === 'input' ? component.x + PORT_INSET : component.x + 1 - PORT_INSET;
  return { x, y: component.y + 0.5 };
}

/** The rectangle a wire must not cross: the symbol's body in the middle of the cell. */
export function partBody(component: Pick<Component, 'x' | 'y'>): Segment {
  return {
    x1: component.x + 0.5 - BODY_HALF_WIDTH,
    y1: component.y + 0.5 - BODY_HALF_HEIGHT,
    x2: component.x + 0.5 + BODY_HALF_WIDTH,
    y2: component.y + 0.5 + BODY_HALF_HEIGHT,
  };
}

/**
 * The port whose square hit area (side 2 × halfSize, centred on the port) contains the point; the
 * nearest one when two areas overlap. Used to start and end a wire.
 */
export function portAt(
  components: readonly Component[],
  point: Point,
  halfSize: number,
): { componentId: string; portId: PortId } | null {
  let best: { componentId: string; portId: PortId; distance: number } | null = null;
  for (const component of components) {
    for (const portId of portsOf(component.numberOfPorts)) {
      const at = portPoint(component, portId);
      const dx = Math.abs(at.x - point.x);
      const dy = Math.abs(at.y - point.y);
      if (dx > halfSize || dy > halfSize) continue;
      const distance = Math.hypot(dx, dy);
      if (!best || distance < best.distance) best = { componentId: component.id, portId, distance };
    }
  }
  return best ? { componentId: best.componentId, portId: best.portId } : null;
}
