// Joining two ports with a wire (docs/product.md "How screens behave", Wire drawing): releasing on a different port adds a
// connection to both parts and a routed line with an empty label; releasing on the same port (or a
// port that does not exist, or a pair already joined) changes nothing.
import { routeWire, type RoutingBounds } from './routing';
import { hasPort, partBody, portPoint } from './ports';
import type { Circuit, Component, Line, PortRef } from './types';

export function samePort(a: PortRef, b: PortRef): boolean {
  return a.componentId === b.componentId && a.portId === b.portId;
}

function alreadyJoined(circuit: Circuit, a: PortRef, b: PortRef): boolean {
  const part = circuit.components.find((c) => c.id === a.componentId);
  return (
    part?.connections.some(
      (c) => c.portId === a.portId && c.connectedToComponentId === b.componentId && c.connectedToPortId === b.portId,
    ) ?? false
  );
}

function nextLineId(lines: readonly Line[]): string {
  const taken = new Set(lines.map((l) => l.id));
  let n = lines.length + 1;
  while (taken.has(`l${n}`)) n += 1;
  return `l${n}`;
}

/** Without a grid size, detours may use the borders around the placed parts. */
function boundsAround(components: readonly Component[]): RoutingBounds {
  return {
    columns: Math.max(0, ...components.map((c) => c.x)) + 1,
    rows: Math.max(0, ...components.map((c) => c.y)) + 1,
  };
}

/** The circuit with a wire from `from` to `to`, or null when the release must be discarded. */
export function connectPorts(circuit: Circuit, from: PortRef, to: PortRef, bounds?: RoutingBounds): Circuit | null {
  if (samePort(from, to)) return null;
  const a = circuit.components.find((c) => c.id === from.componentId);
  const b = circuit.components.find((c) => c.id === to.componentId);
  if (!a || !b || !hasPort(a, from.portId) || !hasPort(b, to.portId)) return null;
  if (alreadyJoined(circuit, from, to)) return null;

  const start = portPoint(a, from.portId);
  const end = portPoint(b, to.portId);
  // Every body is an obstacle, the two joined parts too: a wire leaves a port outward, never across its own part.
  const segments = routeWire(
    start,
    end,
    { wires: circuit.lines.flatMap((l) => l.segments), parts: circuit.components.map(partBody) },
    bounds ?? boundsAround(circuit.components),
  );
  const id = nextLineId(circuit.lines);
  const line: Line = {
    id,
    x1: start.x,
    y1: start.y,
    x2: end.x,
    y2: end.y,
    segments,
    from,
    to,
    label: { id: `${id}-label`, text: '', position: { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 } },
  };
  const withConnection = (part: Component): Component => {
    if (part.id === a.id && part.id === b.id) {
      return {
        ...part,
        connections: [
          ...part.connections,
          { portId: from.portId, connectedToComponentId: b.id, connectedToPortId: to.portId },
          { portId: to.portId, connectedToComponentId: a.id, connectedToPortId: from.portId },
        ],
      };
    }
    if (part.id === a.id) {
      return { ...part, connections: [...part.connections, { portId: from.portId, connectedToComponentId: b.id, connectedToPortId: to.portId }] };
    }
    if (part.id === b.id) {
      return { ...part, connections: [...part.connections, { portId: to.portId, connectedToComponentId: a.id, connectedToPortId: from.portId }] };
    }
    return part;
  };
  return { components: circuit.components.map(withConnection), lines: [...circuit.lines, line] };
}
