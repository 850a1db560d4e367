// Fill-reducing node numbering for the MNA matrix (minimum degree, as sparse LU codes order their
// pivots). In grid order a ladder of resistors fills its LU factors half full; numbered by minimum
// degree they stay close to the matrix's own non-zeros, so Newton's refactorisations and every time
// step's substitution cost a fraction. Deterministic: ties go to the lower node.
import type { Instance } from './components/define';

/** Returns the new number of each node (old node → new node). */
export function minimumDegreeOrder(nodeCount: number, instances: readonly Instance[]): Int32Array {
  const n = nodeCount;
  const adjacent = new Uint8Array(n * n);
  const degree = new Int32Array(n);
  const link = (a: number, b: number) => {
    if (a === b || adjacent[a * n + b]) return;
    adjacent[a * n + b] = adjacent[b * n + a] = 1;
    degree[a]++;
    degree[b]++;
  };
  for (const inst of instances) {
    const pins = inst.pins;
    for (let p = 0; p < pins.length; p++) {
      for (let q = p + 1; q < pins.length; q++) if (pins[p] >= 0 && pins[q] >= 0) link(pins[p], pins[q]);
    }
  }
  const order = new Int32Array(n);
  const done = new Uint8Array(n);
  const neighbours = new Int32Array(n);
  for (let step = 0; step < n; step++) {
    let pick = -1;
    for (let v = 0; v < n; v++) if (!done[v] && (pick < 0 || degree[v] < degree[pick])) pick = v;
    order[pick] = step;
    done[pick] = 1;
    // Eliminating `pick` joins its remaining neighbours into a clique (the fill it causes).
    let count = 0;
    for (let u = 0; u < n; u++) {
      if (done[u] || !adjacent[pick * n + u]) continue;
      neighbours[count++] = u;
      degree[u]--;
    }
    for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) link(neighbours[a], neighbours[b]);
  }
  return order;
}
