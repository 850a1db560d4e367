// Dropping a toolbar part on the grid (docs/product.md "How screens behave", Schematic drop): only resistor, battery and
// meter are accepted, on an empty cell inside the grid. A part dropped directly beside another (left
// or right) is auto-connected to it, output to input, with a wire.
import { nextComponentId } from './ids';
import { numberOfPortsFor } from './ports';
import { connectPorts } from './wiring';
import { SCHEMATIC_PART_TYPES, type Circuit, type Component, type PortId, type SchematicPartType } from './types';

export interface DropItem {
  type: string;
  id?: string;
  value: number;
}

export interface GridSize {
  columns: number;
  rows: number;
}

export function isAcceptedType(type: string): type is SchematicPartType {
  return (SCHEMATIC_PART_TYPES as readonly string[]).includes(type);
}

export function partAt(components: readonly Component[], x: number, y: number): Component | undefined {
  return components.find((c) => c.x === x && c.y === y);
}

/** Whether the cell shows the half-transparent preview and takes the drop. */
export function canDrop(circuit: Circuit, item: DropItem, x: number, y: number, grid: GridSize): boolean {
  if (!isAcceptedType(item.type)) return false;
  if (!Number.isInteger(x) || !Number.isInteger(y)) return false;
  if (x < 0 || y < 0 || x >= grid.columns || y >= grid.rows) return false;
  return partAt(circuit.components, x, y) === undefined;
}

function lastPort(part: Component): PortId {
  return part.numberOfPorts === 2 ? 'output' : 'input';
}

/** The circuit after the drop, with the new part's id; null when the cell does not accept it. */
export function dropPart(
  circuit: Circuit,
  item: DropItem,
  x: number,
  y: number,
  grid: GridSize,
): { circuit: Circuit; component: Component } | null {
  if (!canDrop(circuit, item, x, y, grid) || !isAcceptedType(item.type)) return null;
  const component: Component = {
    id: nextComponentId(item.type, circuit.components),
    type: item.type,
    value: item.value,
    numberOfPorts: numberOfPortsFor(item.type),
    x,
    y,
    rotation: 0,
    connections: [],
  };
  let next: Circuit = { components: [...circuit.components, component], lines: circuit.lines };
  const left = partAt(circuit.components, x - 1, y);
  if (left) {
    next = connectPorts(next, { componentId: left.id, portId: lastPort(left) }, { componentId: component.id, portId: 'input' }, grid) ?? next;
  }
  const right = partAt(circuit.components, x + 1, y);
  if (right) {
    next = connectPorts(next, { componentId: component.id, portId: lastPort(component) }, { componentId: right.id, portId: 'input' }, grid) ?? next;
  }
  const placed = next.components.find((c) => c.id === component.id) ?? component;
  return { circuit: next, component: placed };
}
