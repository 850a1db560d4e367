// Grid → circuit: joins facing active sides, merges ideal conductors into nodes (union-find) and numbers
// the nodes for the MNA matrix, the battery's negative terminal being the reference.
import { componentDefinition, faultableField } from './components/catalogue';
import type { ComponentDefinition, Instance } from './components/define';
import { faultedDefinition } from './faults';
import { minimumDegreeOrder } from './node-order';
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

function find(parent: Int32Array, x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

// Per type: its definition and rotated sides for each (rotation, state) — grids are re-solved on
// every edit, so each cell costs one map look-up.
const BY_TYPE = new Map<string, { definition: ComponentDefinition; byRotation: (readonly Side[] | undefined)[] }>();

function typeEntry(cell: Cell): { definition: ComponentDefinition; byRotation: (readonly Side[] | undefined)[] } {
  let entry = BY_TYPE.get(cell.type);
  if (!entry) BY_TYPE.set(cell.type, (entry = { definition: componentDefinition(cell.type), byRotation: [] }));
  return entry;
}

/** Active sides after rotation in pin order (an inactive pin, as of a switch that is off, has none). */
function rotatedSides(definition: ComponentDefinition, byRotation: (readonly Side[] | undefined)[], cell: Cell): readonly Side[] {
  const key = (cell.rotation / 90) * 2 + (definition.state && cell[definition.state.field] === true ? 1 : 0);
  let sides = byRotation[key];
  if (!sides) {
    const active = definition.activeSides(cell);
    sides = definition.sides.filter((s) => active.includes(s)).map((s) => rotateSide(s, cell.rotation));
    byRotation[key] = sides;
  }
  return sides;
}

function placeCells(grid: Grid): { cells: PlacedCell[]; at: (PlacedCell | null)[][] } {
  const cells: PlacedCell[] = [];
  const at = grid.map((row, r) =>
    row.map((cell, c) => {
      if (!cell) return null;
      const { definition: healthy, byRotation } = typeEntry(cell);
      const sides = rotatedSides(healthy, byRotation, cell);
      const definition = cell.fault ? faultedDefinition(healthy, cell.fault) : healthy;
      const placed: PlacedCell = {
        index: cells.length, row: r, col: c, cell, definition, sides,
        // Sized up front: arrays grown by push start with room for 16 (a grid is re-solved on every edit).
        links: sides.map(() => null), classes: sides.map(() => 0), nodes: sides.map(() => REFERENCE), instance: null,
      };
      cells.push(placed);
      return placed;
    }),
  );
  return { cells, at };
}

function linkNeighbours(cells: PlacedCell[], at: (PlacedCell | null)[][]): void {
  for (const placed of cells) {
    const sides = placed.sides;
    for (let pin = 0; pin < sides.length; pin++) {
      const [dr, dc] = SIDE_STEP[sides[pin]];
      const other = at[placed.row + dr]?.[placed.col + dc];
      const otherPin = other ? other.sides.indexOf(OPPOSITE[sides[pin]]) : -1;
      if (other && otherPin >= 0) placed.links[pin] = { cell: other.index, pin: otherPin };
    }
  }
}

/** `inputs`: the board's settings the parts read (BOARD_INPUTS: a light level …); missing ones take their default. */
export function buildCircuit(grid: Grid, inputs: BoardInputs = {}): Circuit {
  const { cells, at } = placeCells(grid);
  linkNeighbours(cells, at);
  const portBase: number[] = [];
  let ports = 0;
  for (const placed of cells) {
    portBase.push(ports);
    ports += placed.sides.length;
  }
  const parent = new Int32Array(ports);
  for (let i = 0; i < ports; i++) parent[i] = i;
  for (const placed of cells) {
    const base = portBase[placed.index];
    const links = placed.links;
    for (let pin = 0; pin < links.length; pin++) {
      const link = links[pin];
      if (link) parent[find(parent, base + pin)] = find(parent, portBase[link.cell] + link.pin);
    }
    if (placed.definition.conductor) for (let pin = 1; pin < links.length; pin++) parent[find(parent, base)] = find(parent, base + pin);
  }
  const battery = cells.find((c) => c.cell.type === 'battery' && c.sides.length === 2) ?? null;
  const referenceClass = battery ? find(parent, portBase[battery.index] + 1) : -1;
  const conducting = new Uint8Array(ports);
  for (const placed of cells) {
    for (let pin = 0; pin < placed.sides.length; pin++) placed.classes[pin] = find(parent, portBase[placed.index] + pin);
    if (placed.definition.conductor) continue;
    const insulating = placed.definition.insulatingPins;
    for (let pin = 0; pin < placed.classes.length; pin++) if (!insulating.includes(pin)) conducting[placed.classes[pin]] = 1;
  }
  // Only classes with an element pin that can carry current become unknowns; the rest sit at 0 V.
  const nodeOfClass = new Int32Array(ports).fill(REFERENCE);
  let nodeCount = 0;
  for (const placed of cells) {
    if (placed.definition.conductor) continue;
    for (const cls of placed.classes) {
      if (cls !== referenceClass && conducting[cls] && nodeOfClass[cls] === REFERENCE) nodeOfClass[cls] = nodeCount++;
    }
  }
  const instances: Instance[] = [];
  for (const placed of cells) {
    for (let pin = 0; pin < placed.classes.length; pin++) placed.nodes[pin] = nodeOfClass[placed.classes[pin]];
    if (placed.definition.conductor || placed.sides.length === 0) continue;
    placed.instance = createInstance(placed, inputs);
    instances.push(placed.instance);
  }
  // Renumber for a sparse LU where the matrix is factored again and again (time steps, Newton);
  // a linear DC circuit is factored once, where ordering would cost about what it saves.
  // Instances share each cell's `nodes` array as their pins.
  if (instances.some((i) => i.definition.stampStep || i.definition.linearize)) {
    const order = minimumDegreeOrder(nodeCount, instances);
    for (const placed of cells) {
      const nodes = placed.nodes;
      for (let pin = 0; pin < nodes.length; pin++) if (nodes[pin] >= 0) nodes[pin] = order[nodes[pin]];
    }
  }
  return { rows: grid.length, cols: grid[0]?.length ?? 0, cells, at, nodeCount, instances, battery };
}

const NO_STATE = new Float64Array(0);
const NO_PARAMS: Readonly<Record<string, number>> = {};

/** The board's settings the parts read, by the simulate request's field name, in SI units. */
export type BoardInputs = Readonly<Record<string, number | undefined>>;

function createInstance(placed: PlacedCell, inputs: BoardInputs): Instance {
  const { definition, cell } = placed;
  let params = NO_PARAMS;
  for (const [name, spec] of Object.entries(definition.boardInputs)) {
    if (params === NO_PARAMS) params = {};
    (params as Record<string, number>)[name] = inputs[name] ?? spec.default;
  }
  for (const [name, spec] of Object.entries(definition.params)) {
    if (params === NO_PARAMS) params = {};
    // A resistor's hidden faultValue is what it really is (fault finding; docs/engine.md).
    const value = cell.faultValue !== undefined && name === faultableField(definition.type) ? cell.faultValue : cell[name as keyof typeof definition.params];
    (params as Record<string, number>)[name] = (value === undefined ? undefined : spec.toSI(value)) ?? (spec.toSI(spec.default) as number);
  }
  const state = definition.stateSize > 0 ? new Float64Array(definition.stateSize) : NO_STATE;
  return { definition, row: placed.row, col: placed.col, pins: placed.nodes, params, open: false, state };
}
