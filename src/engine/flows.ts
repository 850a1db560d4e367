// Currents crossing every active side of every cell, for traces, the star and the probes.
// Elements report their own pin currents. Ideal conductors share one node, so the solve does not
// give their currents; they follow from KCL on the graph of conductor cells: exact wherever that graph
// is a tree (leaves are peeled off), and where wires close a loop the split is the one equal tiny
// resistances per cell would give (the limit of a 0 Ω wire; a loop of wires alone carries 0).
import type { Step, VoltageReader } from './components/define';
import { LuFactors } from './lu';
import type { Circuit } from './netlist';

interface Edge {
  a: number;
  pa: number;
  b: number;
  pb: number;
}

/** An element's pin feeding a conductor cell: the current it sends in is minus the element's pin current. */
interface Feed {
  conductor: number;
  conductorPin: number;
  element: number;
  elementPin: number;
}

/** The graph of conductor cells: edges between conductors, and the element pins that feed them. */
function conductorGraph(circuit: Circuit): { edges: Edge[]; feeds: Feed[] } {
  const edges: Edge[] = [];
  const feeds: Feed[] = [];
  for (const placed of circuit.cells) {
    if (!placed.definition.conductor) continue;
    placed.links.forEach((link, pin) => {
      if (!link) return;
      if (!circuit.cells[link.cell].definition.conductor) feeds.push({ conductor: placed.index, conductorPin: pin, element: link.cell, elementPin: link.pin });
      else if (placed.index < link.cell) edges.push({ a: placed.index, pa: pin, b: link.cell, pb: link.pin });
    });
  }
  return { edges, feeds };
}

/** An element cell's pin currents, or null when it carries none (empty, open, no current law). */
function elementCurrents(circuit: Circuit, cell: number, v: VoltageReader, step: Step): number[] | null {
  const inst = circuit.cells[cell].instance;
  if (!inst || inst.open || !inst.definition.currents) return null;
  return inst.definition.currents(inst, v, step);
}

/** crossing[cell][pin]: current flowing into the cell through that pin's side (amps, signed). */
export function sideCurrents(circuit: Circuit, v: VoltageReader, step: Step): number[][] {
  const crossing = circuit.cells.map((c) => elementCurrents(circuit, c.index, v, step) ?? c.sides.map(() => 0));
  const injection = new Float64Array(circuit.cells.length);
  const { edges, feeds } = conductorGraph(circuit);
  for (const feed of feeds) {
    const inflow = -crossing[feed.element][feed.elementPin];
    crossing[feed.conductor][feed.conductorPin] = inflow;
    injection[feed.conductor] += inflow;
  }
  const flows = solveFlows(circuit.cells.length, edges, injection);
  edges.forEach((e, k) => {
    crossing[e.a][e.pa] = -flows[k];
    crossing[e.b][e.pb] = flows[k];
  });
  return crossing;
}

/**
 * Reads sideCurrents(…)[cell][pin] of one conductor cell (a probe at every sample) without solving the
 * whole grid's flows each time. The flows are linear in what the element pins feed in, so the set-up
 * finds how much of each conductor cell's inflow crosses that side (one flow solve per fed cell), and
 * each reading evaluates only the elements that feed a cell with a share in it.
 */
export function sideCurrentReader(circuit: Circuit, cell: number, pin: number): (v: VoltageReader, step: Step) => number {
  const placed = circuit.cells[cell];
  const link = placed.links[pin];
  if (!placed.definition.conductor) return (v, step) => elementCurrents(circuit, cell, v, step)?.[pin] ?? 0;
  if (!link) return () => 0;
  const { edges, feeds } = conductorGraph(circuit);
  if (!circuit.cells[link.cell].definition.conductor) return (v, step) => -(elementCurrents(circuit, link.cell, v, step)?.[link.pin] ?? 0);
  const edge = edges.findIndex((e) => (e.a === cell && e.pa === pin) || (e.b === cell && e.pb === pin));
  const sign = edges[edge].a === cell ? -1 : 1;
  // Each fed conductor cell's share: the flow on that edge for a unit inflow there that leaves again at
  // one fixed cell of the same wires (the inflows into joined wires sum to zero: Kirchhoff's law at
  // their node; a lone unit inflow would only go to the loops' tiny leak and drown the split in rounding).
  const share = new Map<number, number>();
  const sinks = conductorSinks(circuit.cells.length, edges);
  const unit = new Float64Array(circuit.cells.length);
  for (const feed of feeds) {
    if (share.has(feed.conductor)) continue;
    unit.fill(0);
    unit[feed.conductor] += 1;
    unit[sinks[feed.conductor]] -= 1;
    share.set(feed.conductor, sign * solveFlows(circuit.cells.length, edges, unit)[edge]);
  }
  const used = feeds.filter((feed) => share.get(feed.conductor) !== 0);
  const weights = used.map((feed) => share.get(feed.conductor) as number);
  return (v, step) => {
    let sum = 0;
    for (let k = 0; k < used.length; k++) {
      const feed = used[k];
      const currents = elementCurrents(circuit, feed.element, v, step);
      if (currents) sum -= weights[k] * currents[feed.elementPin];
    }
    return sum;
  };
}

/** For every cell, one cell of the wires it belongs to (the smallest index), by union-find over the edges. */
function conductorSinks(vertexCount: number, edges: Edge[]): Int32Array {
  const root = Int32Array.from({ length: vertexCount }, (_, k) => k);
  const find = (k: number): number => {
    while (root[k] !== k) k = root[k] = root[root[k]];
    return k;
  };
  for (const e of edges) {
    const a = find(e.a);
    const b = find(e.b);
    if (a !== b) root[Math.max(a, b)] = Math.min(a, b);
  }
  return Int32Array.from({ length: vertexCount }, (_, k) => find(k));
}

/** Flow on each edge from a to b such that every vertex sends out its injection. */
function solveFlows(vertexCount: number, edges: Edge[], injection: Float64Array): Float64Array {
  const flows = new Float64Array(edges.length);
  // Edges by vertex in flat arrays (most cells are elements with no conductor edge at all).
  const degree = new Int32Array(vertexCount);
  for (const e of edges) {
    degree[e.a]++;
    degree[e.b]++;
  }
  const first = new Int32Array(vertexCount + 1);
  for (let vertex = 0; vertex < vertexCount; vertex++) first[vertex + 1] = first[vertex] + degree[vertex];
  const incident = new Int32Array(2 * edges.length);
  const filled = first.slice(0, vertexCount);
  edges.forEach((e, k) => {
    incident[filled[e.a]++] = k;
    incident[filled[e.b]++] = k;
  });
  const removed = new Uint8Array(edges.length);
  const leaves: number[] = [];
  degree.forEach((d, vertex) => d === 1 && leaves.push(vertex));
  while (leaves.length > 0) {
    const leaf = leaves.pop() as number;
    let k = -1;
    for (let e = first[leaf]; e < first[leaf + 1] && k < 0; e++) if (!removed[incident[e]]) k = incident[e];
    if (k < 0) continue;
    removed[k] = 1;
    const e = edges[k];
    const other = e.a === leaf ? e.b : e.a;
    flows[k] = e.a === leaf ? injection[leaf] : -injection[leaf];
    injection[other] += injection[leaf];
    injection[leaf] = 0;
    degree[leaf]--;
    if (--degree[other] === 1) leaves.push(other);
  }
  const core = edges.map((_, k) => k).filter((k) => !removed[k]);
  if (core.length > 0) solveLoops(edges, core, injection, flows);
  return flows;
}

/** The wire loops left after peeling: unit conductance per edge, one grounded vertex per component. */
function solveLoops(edges: Edge[], core: number[], injection: Float64Array, flows: Float64Array): void {
  const index = new Map<number, number>();
  for (const k of core) for (const vertex of [edges[k].a, edges[k].b]) if (!index.has(vertex)) index.set(vertex, index.size);
  const n = index.size;
  const laplacian = new Float64Array(n * n);
  const rhs = new Float64Array(n);
  for (const [vertex, i] of index) rhs[i] = injection[vertex];
  for (const k of core) {
    const i = index.get(edges[k].a) as number;
    const j = index.get(edges[k].b) as number;
    laplacian[i * n + i] += 1;
    laplacian[j * n + j] += 1;
    laplacian[i * n + j] -= 1;
    laplacian[j * n + i] -= 1;
  }
  // Each connected component's Laplacian is singular by one: a 1e-9 leak to ground fixes its level
  // without moving the differences (its injections sum to ~0 by KCL).
  for (let i = 0; i < n; i++) laplacian[i * n + i] += 1e-9;
  const lu = new LuFactors(n);
  if (!lu.factor(laplacian)) return;
  lu.solve(rhs);
  for (const k of core) flows[k] = rhs[index.get(edges[k].a) as number] - rhs[index.get(edges[k].b) as number];
}
