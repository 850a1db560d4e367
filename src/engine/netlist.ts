// Grid → circuit: joins facing active sides, merges ideal conductors into nodes (union-find) and numbers
// the nodes for the MNA matrix, the battery's negative terminal being the reference.
import { componentDefinition } from './components/catalogue';
import type { ComponentDefinition, Instance } from './components/define';
import { OPPOSITE, SIDE_STEP, rotateSide } from './rotate';
import type { Cell, Grid, Side } from './types';

export const REFERENCE = -1;

/** A pin of another cell that faces this one with an active side. */
export interface Link {
  cell: number;
  pin: number;
}

export interface PlacedCell {
  readonly index: number;
  readonly row: number;
  readonly col: number;
  readonly cell: Cell;
  readonly definition: ComponentDefinition;
  /** Active sides after rotation, in pin order (pin i is the definition's sides[i]). */
  readonly sides: readonly Side[];
  readonly links: (Link | null)[];
  /** Union-find class of each pin (same class = same electrical node). */
  readonly classes: number[];
  /** Matrix node of each pin; REFERENCE for the battery's negative terminal and parts that touch no element. */
  readonly nodes: number[];
  /** The element this cell stamps, if it is not an ideal conductor. */
  instance: Instance | null;
}

export interface Circuit {
  readonly rows: number;
  readonly cols: number;
  readonly cells: PlacedCell[];
  readonly at: (PlacedCell | null)[][];
  readonly nodeCount: number;
  readonly instances: Instance[];
  readonly battery: PlacedCell | null;
}

function find(parent: number[], x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

function placeCells(grid: Grid): { cells: PlacedCell[]; at: (PlacedCell | null)[][] } {
  const cells: PlacedCell[] = [];
  const at = grid.map((row, r) =>
    row.map((cell, c) => {
      if (!cell) return null;
      const definition = componentDefinition(cell.type);
      const active = new Set(definition.activeSides(cell));
      // Pins keep the rotation-0 order of `sides`; an inactive pin (switch off) simply has no side.
      const sides = definition.sides.filter((s) => active.has(s)).map((s) => rotateSide(s, cell.rotation));
      const placed: PlacedCell = {
        index: cells.length, row: r, col: c, cell, definition, sides,
        links: sides.map(() => null), classes: [], nodes: [], instance: null,
      };
      cells.push(placed);
      return placed;
    }),
  );
  return { cells, at };
}

function linkNeighbours(cells: PlacedCell[], at: (PlacedCell | null)[][]): void {
  for (const placed of cells) {
    placed.sides.forEach((side, pin) => {
      const [dr, dc] = SIDE_STEP[side];
      const other = at[placed.row + dr]?.[placed.col + dc];
      const otherPin = other ? other.sides.indexOf(OPPOSITE[side]) : -1;
      if (other && otherPin >= 0) placed.links[pin] = { cell: other.index, pin: otherPin };
    });
  }
}

export function buildCircuit(grid: Grid): Circuit {
  const { cells, at } = placeCells(grid);
  linkNeighbours(cells, at);
  const portBase: number[] = [];
  let ports = 0;
  for (const placed of cells) {
    portBase.push(ports);
    ports += placed.sides.length;
  }
  const parent = Array.from({ length: ports }, (_, i) => i);
  const union = (a: number, b: number) => {
    parent[find(parent, a)] = find(parent, b);
  };
  for (const placed of cells) {
    const base = portBase[placed.index];
    placed.links.forEach((link, pin) => link && union(base + pin, portBase[link.cell] + link.pin));
    if (placed.definition.conductor) for (let pin = 1; pin < placed.sides.length; pin++) union(base, base + pin);
  }
  const battery = cells.find((c) => c.cell.type === 'battery' && c.sides.length === 2) ?? null;
  const referenceClass = battery ? find(parent, portBase[battery.index] + 1) : -1;
  const conducting = new Set<number>();
  for (const placed of cells) {
    for (let pin = 0; pin < placed.sides.length; pin++) placed.classes.push(find(parent, portBase[placed.index] + pin));
    if (placed.definition.conductor) continue;
    placed.classes.forEach((cls, pin) => placed.definition.insulatingPins.includes(pin) || conducting.add(cls));
  }
  // Only classes with an element pin that can carry current become unknowns; the rest sit at 0 V.
  const nodeOfClass = new Map<number, number>();
  let nodeCount = 0;
  for (const placed of cells) {
    if (placed.definition.conductor) continue;
    for (const cls of placed.classes) {
      if (cls !== referenceClass && conducting.has(cls) && !nodeOfClass.has(cls)) nodeOfClass.set(cls, nodeCount++);
    }
  }
  const instances: Instance[] = [];
  for (const placed of cells) {
    placed.classes.forEach((cls, pin) => (placed.nodes[pin] = nodeOfClass.get(cls) ?? REFERENCE));
    if (placed.definition.conductor || placed.sides.length === 0) continue;
    placed.instance = createInstance(placed);
    instances.push(placed.instance);
  }
  return { rows: grid.length, cols: grid[0]?.length ?? 0, cells, at, nodeCount, instances, battery };
}

function createInstance(placed: PlacedCell): Instance {
  const { definition, cell } = placed;
  const params: Record<string, number> = {};
  for (const [name, spec] of Object.entries(definition.params)) params[name] = spec.read(cell) ?? spec.default;
  return {
    definition, row: placed.row, col: placed.col, pins: placed.nodes, params,
    open: false, state: new Float64Array(definition.stateSize),
  };
}
