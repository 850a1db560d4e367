// Newton's change of variables over capacitor-joined clusters. A capacitor's companion conductance at a
// small step is huge (10 mF over 0.15 µs ≈ 10⁵ S), and a cluster of nodes joined by capacitors may be
// held to the rest of the circuit only by gmin (1e-12 S) and reverse junctions: summed into one matrix
// entry, the small conductances fall below double precision next to the big one, the cluster's pivot is
// rounding noise and Newton stalls on it. So Newton solves for other unknowns: each cluster is a tree of
// capacitors, its root keeps its node voltage and every other node's unknown is its voltage above its
// parent (the voltage across one capacitor). A capacitor of the tree then stamps onto one diagonal entry
// only, and the root's equation (the sum of Kirchhoff's law over the cluster, where the capacitor
// currents cancel exactly) holds the small conductances alone. Same equations, same solution.
import type { Instance } from './components/define';

export class CapacitorTree {
  /** Parent node in the tree, -1 for a root (or a node hung from the reference by a capacitor). */
  readonly parent: Int32Array;
  /** Nodes with parents before their children: converting to node voltages in this order is one pass. */
  private readonly order: Int32Array;
  private readonly depth: Int32Array;

  /**
   * `stamped`: the parts whose stamps are rewritten at every Newton iteration (diodes, MOSFETs). A part
   * across nodes p and q stamps through the tree onto every unknown of difference(p, q) twice over (rows
   * and columns), so a floating cluster is rooted where that costs least: the sum over those parts' pin
   * pairs of the squared number of unknowns. Any root gives the same equations; a deep one only fills
   * the matrix (a 9×9 ladder's chain of capacitors put up to nine unknowns under one diode).
   */
  constructor(n: number, capacitors: readonly Instance[], stamped: readonly Instance[] = []) {
    this.parent = new Int32Array(n).fill(-1);
    this.depth = new Int32Array(n);
    const neighbours: number[][] = Array.from({ length: n + 1 }, () => []);
    const slot = (node: number) => (node < 0 ? n : node); // the reference is slot n
    for (const cap of capacitors) {
      const [a, b] = cap.pins;
      if (a === b) continue;
      neighbours[slot(a)].push(slot(b));
      neighbours[slot(b)].push(slot(a));
    }
    const seen = new Uint8Array(n + 1);
    const order: number[] = [];
    // The reference first (its capacitor neighbours stay plain node voltages), then every other cluster.
    order.push(...this.spread(n, n, neighbours, seen));
    const scratch = new Uint8Array(n + 1);
    for (let start = 0; start < n; start++) {
      if (seen[start] || neighbours[start].length === 0) continue;
      const root = stamped.length > 0 ? this.cheapestRoot(start, n, neighbours, seen, scratch, stamped) : start;
      order.push(...this.spread(root, n, neighbours, seen));
    }
    for (let k = 0; k < n; k++) if (!seen[k]) order.push(k);
    this.order = Int32Array.from(order);
  }

  /**
   * Breadth-first from `start` over the nodes not yet seen (marking them), setting parent and depth:
   * the tree of least depth from that root. Returns the nodes reached, parents before children.
   */
  private spread(start: number, n: number, neighbours: number[][], seen: Uint8Array): number[] {
    seen[start] = 1;
    if (start < n) {
      this.parent[start] = -1;
      this.depth[start] = 0;
    }
    const queue = [start];
    const reached: number[] = [];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      if (node < n) reached.push(node);
      for (const next of neighbours[node]) {
        if (seen[next]) continue;
        seen[next] = 1;
        if (node < n) {
          this.parent[next] = node;
          this.depth[next] = this.depth[node] + 1;
        }
        queue.push(next);
      }
    }
    return reached;
  }

  /** The node of `start`'s floating cluster whose tree makes the stamped parts' stamps smallest (ties: `start`). */
  private cheapestRoot(start: number, n: number, neighbours: number[][], seen: Uint8Array, scratch: Uint8Array, stamped: readonly Instance[]): number {
    scratch.set(seen);
    const members = this.spread(start, n, neighbours, scratch);
    if (members.length < 3) return start;
    const inCluster = new Set(members);
    const pairs: number[] = [];
    for (const part of stamped) {
      const pins = part.pins;
      if (!pins.some((pin) => inCluster.has(pin))) continue;
      for (let i = 0; i < pins.length; i++) for (let j = i + 1; j < pins.length; j++) pairs.push(pins[i], pins[j]);
    }
    if (pairs.length === 0) return start;
    const vars = new Int32Array(2 * n);
    const signs = new Float64Array(2 * n);
    let best = start;
    let bestCost = Infinity;
    for (const root of members) {
      scratch.set(seen);
      this.spread(root, n, neighbours, scratch);
      let cost = 0;
      for (let e = 0; e < pairs.length; e += 2) cost += this.difference(pairs[e], pairs[e + 1], vars, signs) ** 2;
      if (cost < bestCost) {
        bestCost = cost;
        best = root;
      }
    }
    return best;
  }

  /** Whether any node has a parent (otherwise the change of variables is the identity). */
  get active(): boolean {
    return this.parent.some((p) => p >= 0);
  }

  /**
   * The unknowns whose sum is v(p) − v(q), with signs (a node's voltage is the sum of its own unknown and
   * its ancestors'). Common ancestors cancel. Returns how many were written into vars/signs.
   */
  difference(p: number, q: number, vars: Int32Array, signs: Float64Array): number {
    const { parent, depth } = this;
    let count = 0;
    while (p >= 0 || q >= 0) {
      if (p === q) break;
      const dp = p < 0 ? -1 : depth[p];
      const dq = q < 0 ? -1 : depth[q];
      if (dp >= dq) {
        vars[count] = p;
        signs[count++] = 1;
        p = parent[p];
      } else {
        vars[count] = q;
        signs[count++] = -1;
        q = parent[q];
      }
    }
    return count;
  }

  /**
   * Turns a vector over the nodes' equations (a Kirchhoff residual) into one over the system's rows, in
   * place: a node's row sums its own and its descendants' equations, as stamping through the tree does.
   */
  toRows(r: Float64Array): void {
    const { order, parent } = this;
    for (let k = order.length - 1; k >= 0; k--) {
      const node = order[k];
      if (parent[node] >= 0) r[parent[node]] += r[node];
    }
  }

  /** Turns the unknowns into node voltages, in place. */
  toNodes(y: Float64Array): void {
    const { order, parent } = this;
    for (let k = 0; k < order.length; k++) {
      const node = order[k];
      if (parent[node] >= 0) y[node] += y[parent[node]];
    }
  }
}
