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

/** crossing[cell][pin]: current flowing into the cell through that pin's side (amps, signed). */
export function sideCurrents(circuit: Circuit, v: VoltageReader, step: Step): number[][] {
  const crossing = circuit.cells.map((c) => c.sides.map(() => 0));
  for (const placed of circuit.cells) {
    const inst = placed.instance;
    if (!inst || inst.open || !inst.definition.currents) continue;
    crossing[placed.index] = inst.definition.currents(inst, v, step);
  }
  const injection = new Float64Array(circuit.cells.length);
  const edges: Edge[] = [];
  for (const placed of circuit.cells) {
    if (!placed.definition.conductor) continue;
    placed.links.forEach((link, pin) => {
      if (!link) return;
      const other = circuit.cells[link.cell];
      if (!other.definition.conductor) {
        const inflow = -crossing[link.cell][link.pin];
        crossing[placed.index][pin] = inflow;
        injection[placed.index] += inflow;
      } else if (placed.index < link.cell) {
        edges.push({ a: placed.index, pa: pin, b: link.cell, pb: link.pin });
      }
    });
  }
  const flows = solveFlows(circuit.cells.length, edges, injection);
  edges.forEach((e, k) => {
    crossing[e.a][e.pa] = -flows[k];
    crossing[e.b][e.pb] = flows[k];
  });
  return crossing;
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
