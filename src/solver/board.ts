// The solver's compact grid: one byte of active sides per cell, neighbour tables, and the two questions
// the search asks thousands of times — which cells are joined to the battery, and does a bulb lie on a
// battery path (the engine pre-check's rule, engine/pre-check.ts) — without building engine circuits.
import type { Side } from '../engine/index';

/** Side bits in clockwise order: top, right, bottom, left. */
export const SIDE_BITS: Readonly<Record<Side, number>> = { top: 1, right: 2, bottom: 4, left: 8 };
const OPPOSITE_BIT = [4, 8, 1, 2]; // by side index 0..3
export const SIDE_INDEX: Readonly<Record<Side, number>> = { top: 0, right: 1, bottom: 2, left: 3 };

export class Board {
  readonly size: number;
  /** Active-side mask per cell; 0 for an empty cell, a block or a switch that is off. */
  readonly mask: Uint8Array;
  readonly occupied: Uint8Array;
  /** Neighbour cell across side k of cell i at `neighbours[i * 4 + k]`, or -1 at the border. */
  readonly neighbours: Int16Array;
  private readonly seen: Uint8Array;
  private readonly stack: Int16Array;
  private readonly label: Int16Array;

  constructor(readonly rows: number, readonly cols: number) {
    this.size = rows * cols;
    this.mask = new Uint8Array(this.size);
    this.occupied = new Uint8Array(this.size);
    this.neighbours = new Int16Array(this.size * 4);
    this.seen = new Uint8Array(this.size);
    this.stack = new Int16Array(this.size);
    this.label = new Int16Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const r = Math.floor(i / cols);
      const c = i % cols;
      this.neighbours[i * 4] = r > 0 ? i - cols : -1;
      this.neighbours[i * 4 + 1] = c < cols - 1 ? i + 1 : -1;
      this.neighbours[i * 4 + 2] = r < rows - 1 ? i + cols : -1;
      this.neighbours[i * 4 + 3] = c > 0 ? i - 1 : -1;
    }
  }

  /** The cell joined to cell i across side k (both sides active and facing), or -1. */
  linked(i: number, k: number): number {
    if ((this.mask[i] & (1 << k)) === 0) return -1;
    const j = this.neighbours[i * 4 + k];
    if (j < 0 || (this.mask[j] & OPPOSITE_BIT[k]) === 0) return -1;
    return j;
  }

  /** How many sides of cell i are joined to a neighbour. */
  degree(i: number): number {
    let n = 0;
    for (let k = 0; k < 4; k++) if (this.linked(i, k) >= 0) n++;
    return n;
  }

  /** Marks (into `out`, 1 = joined) every cell joined to `start` through facing active sides. */
  component(start: number, out: Uint8Array): void {
    out.fill(0);
    if (start < 0) return;
    let top = 0;
    this.stack[top++] = start;
    out[start] = 1;
    while (top > 0) {
      const i = this.stack[--top];
      for (let k = 0; k < 4; k++) {
        const j = this.linked(i, k);
        if (j >= 0 && out[j] === 0) {
          out[j] = 1;
          this.stack[top++] = j;
        }
      }
    }
  }

  /** Labels the components of the link graph without cells a and b (label -1 for them). */
  private labelWithout(a: number, b: number): void {
    this.label.fill(0);
    this.label[a] = -1;
    this.label[b] = -1;
    let next = 1;
    for (let s = 0; s < this.size; s++) {
      if (this.label[s] !== 0) continue;
      let top = 0;
      this.stack[top++] = s;
      this.label[s] = next;
      while (top > 0) {
        const i = this.stack[--top];
        for (let k = 0; k < 4; k++) {
          const j = this.linked(i, k);
          if (j >= 0 && this.label[j] === 0) {
            this.label[j] = next;
            this.stack[top++] = j;
          }
        }
      }
      next++;
    }
  }

  /**
   * The pre-check's "bulb on a valid path": each bulb pin reaches a different battery terminal without
   * passing through the battery or the bulb (engine/pre-check.ts, same rule on the same links).
   */
  bulbOnPath(battery: number, batteryPins: readonly number[], bulb: number, bulbPins: readonly number[]): boolean {
    const ends = batteryPins.map((k) => this.linked(battery, k));
    const pins = bulbPins.map((k) => this.linked(bulb, k));
    if (ends.some((e) => e < 0) || pins.some((p) => p < 0)) return false;
    this.labelWithout(battery, bulb);
    const reaches = (t: number, p: number): boolean => {
      const start = ends[t];
      const end = pins[p];
      // The battery pin touches the bulb: only the bulb pin on that side counts, and vice versa.
      if (start === bulb) return this.neighbours[battery * 4 + batteryPins[t]] === bulb && OPPOSITE_BIT[batteryPins[t]] === 1 << bulbPins[p];
      if (end === battery) return OPPOSITE_BIT[bulbPins[p]] === 1 << batteryPins[t];
      return this.label[start] === this.label[end];
    };
    return (reaches(0, 0) && reaches(1, 1)) || (reaches(1, 0) && reaches(0, 1));
  }
}
