// The pivot step both LU paths share (lu.ts factors, lu-plan.ts replays): swap the chosen row into
// place and keep the pivot away from zero, so a floating node never divides by nothing.

export const PIVOT_FLOOR = 1e-15;
export const FLOATING_PIVOT = 1e-12; // an all-zero column: a node with nothing but gmin, as gmin itself

/** Swaps rows k and p (and their floors), then lifts a too-small pivot to the row's floor. */
export function applyPivot(lu: Float64Array, floor: Float64Array, n: number, k: number, p: number, best: number): void {
  if (p !== k) {
    for (let j = 0; j < n; j++) {
      const t = lu[k * n + j];
      lu[k * n + j] = lu[p * n + j];
      lu[p * n + j] = t;
    }
    const t = floor[k];
    floor[k] = floor[p];
    floor[p] = t;
  }
  if (best < floor[k] || best === 0) lu[k * n + k] = lu[k * n + k] < 0 ? -floor[k] : Math.max(floor[k], FLOATING_PIVOT);
}
