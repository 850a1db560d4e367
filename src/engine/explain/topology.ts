// Graph questions the explanations ask of a grid: is a light joined to both battery terminals, which
// parts every such path needs, where the loop is open, which ideal conductors join two points.
// Cells are the vertices and joined sides the edges, as in the pre-check (see docs/explanations.md).
import type { Circuit, Link, PlacedCell } from '../netlist';

/** Cells reachable from `start` through joined sides, never entering a blocked cell. */
function reachableFrom(circuit: Circuit, start: number, blocked: (cell: number) => boolean): Uint8Array {
  const seen = new Uint8Array(circuit.cells.length);
  if (blocked(start)) return seen;
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    for (const link of circuit.cells[cell].links) {
      if (!link || seen[link.cell] || blocked(link.cell)) continue;
      seen[link.cell] = 1;
      stack.push(link.cell);
    }
  }
  return seen;
}

/** Does the light's pin reach the battery's terminal without passing the battery, the light or a blocked cell? */
function pinReaches(circuit: Circuit, light: PlacedCell, pin: number, terminal: number, blocked: ReadonlySet<number>): boolean {
  const battery = circuit.battery as PlacedCell;
  const start: Link | null = battery.links[terminal];
  const end: Link | null = light.links[pin];
  if (!start || !end) return false;
  if (start.cell === light.index) return start.pin === pin;
  if (end.cell === battery.index) return end.pin === terminal;
  if (blocked.has(start.cell) || blocked.has(end.cell)) return false;
  const seen = reachableFrom(circuit, start.cell, (c) => c === battery.index || c === light.index || blocked.has(c));
  return seen[end.cell] === 1;
}

const NONE: ReadonlySet<number> = new Set();

/** A closed path battery + → light → battery − (either way round) that avoids the blocked cells. */
export function lightHasPath(circuit: Circuit, light: PlacedCell, blocked: ReadonlySet<number> = NONE): boolean {
  if (!circuit.battery || light.sides.length < 2) return false;
  return (
    (pinReaches(circuit, light, 0, 0, blocked) && pinReaches(circuit, light, 1, 1, blocked)) ||
    (pinReaches(circuit, light, 0, 1, blocked) && pinReaches(circuit, light, 1, 0, blocked))
  );
}

/** Cells of `candidates` that every closed path of the light passes through (in series with it). */
export function inSeries(circuit: Circuit, light: PlacedCell, candidates: readonly PlacedCell[]): PlacedCell[] {
  return candidates.filter((c) => c.index !== light.index && !lightHasPath(circuit, light, new Set([c.index])));
}

/** Every cell joined to `from` by any chain of joined sides (the battery included). */
export function componentOf(circuit: Circuit, from: PlacedCell): PlacedCell[] {
  const seen = reachableFrom(circuit, from.index, () => false);
  return circuit.cells.filter((c) => seen[c.index] === 1);
}

/** Pieces with an active side that joins nothing: an empty cell, the edge, or a side that is not active. */
export function openEnds(cells: readonly PlacedCell[]): PlacedCell[] {
  return cells.filter((c) => c.links.some((link) => link === null));
}

/**
 * The shortest chain of ideal conductors from cell `from` to cell `to` (both conductors), or null.
 * It is the zero-resistance path of a short circuit or of a bypass.
 */
export function conductorPath(circuit: Circuit, from: number, to: number): PlacedCell[] | null {
  const isConductor = (cell: number) => circuit.cells[cell].definition.conductor;
  if (!isConductor(from) || !isConductor(to)) return null;
  const previous = new Int32Array(circuit.cells.length).fill(-2);
  previous[from] = -1;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    if (cell === to) break;
    for (const link of circuit.cells[cell].links) {
      if (!link || previous[link.cell] !== -2 || !isConductor(link.cell)) continue;
      previous[link.cell] = cell;
      queue.push(link.cell);
    }
  }
  if (previous[to] === -2) return null;
  const path: PlacedCell[] = [];
  for (let cell = to; cell !== -1; cell = previous[cell]) path.unshift(circuit.cells[cell]);
  return path;
}

/** The chain of conductors joining two pins of one part (its own cell excluded), or null. */
export function conductorsAcross(circuit: Circuit, part: PlacedCell, pinA: number, pinB: number): PlacedCell[] | null {
  const a = part.links[pinA];
  const b = part.links[pinB];
  if (!a || !b) return null;
  return conductorPath(circuit, a.cell, b.cell);
}
