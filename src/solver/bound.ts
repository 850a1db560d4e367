// A lower bound on the pieces still needed before current can flow: a lit bulb needs a closed loop
// through the battery, so the part of the grid joined to its + terminal must meet the part joined to
// its − terminal. Two 0-1 breadth-first searches (a free cell costs one piece, a pre-placed piece
// costs none — it might carry the loop) give, for every cell, the pieces from each side to it; the
// cheapest meeting cell bounds the pieces left to place. The search prunes a grid whose tray cannot
// cover the bound and tries cells on a cheapest corridor first.
import type { Board } from './board';

const OPPOSITE_BIT = [4, 8, 1, 2];
export const UNREACHABLE = 0x3fff;

export class LoopBound {
  /** Pieces from the + side (index 0) and the − side (index 1) to each cell. */
  readonly dist: [Int16Array, Int16Array];
  /** 1 or 2: the cell is joined to the + or − terminal; 0 otherwise. */
  readonly side: Uint8Array;
  private readonly layer: Int16Array;
  private readonly stack: Int16Array;

  constructor(private readonly board: Board, private readonly switchCells: ReadonlySet<number>) {
    this.dist = [new Int16Array(board.size), new Int16Array(board.size)];
    this.side = new Uint8Array(board.size);
    this.layer = new Int16Array(board.size * 6);
    this.stack = new Int16Array(board.size);
  }

  /** Pieces a cell costs on a corridor: a free cell one, a piece that might conduct none, else never. */
  cost(i: number): number {
    const b = this.board;
    if (!b.occupied[i]) return 1;
    return b.mask[i] !== 0 || this.switchCells.has(i) ? 0 : UNREACHABLE;
  }

  /** The bound: 0 once the terminals are joined, UNREACHABLE when they never can be. */
  compute(battery: number, pins: readonly number[]): number {
    const b = this.board;
    this.side.fill(0);
    for (let t = 0; t < 2; t++) {
      const joined = b.linked(battery, pins[t]);
      if (joined < 0) continue;
      if (this.side[joined] !== 0) return 0;
      this.mark(joined, t + 1, battery);
    }
    for (let t = 0; t < 2; t++) {
      if (!this.spread(t, battery, pins[t])) return UNREACHABLE;
    }
    let best = UNREACHABLE;
    for (let i = 0; i < b.size; i++) {
      if (this.side[i] !== 0 || i === battery) continue;
      const total = this.dist[0][i] + this.dist[1][i] - this.cost(i);
      if (total < best) best = total;
    }
    return best;
  }

  /**
   * How many pieces a piece at cell f with side mask `mask` wastes against the bound (0: it is the next
   * piece of a cheapest corridor; -1: it joins both terminals' sides and closes the loop). Its joined
   * sides say which terminal it extends; its open sides say where the corridor goes on from it.
   */
  waste(f: number, mask: number, battery: number, pins: readonly number[], bound: number): number {
    const b = this.board;
    let joined = 0;
    for (let k = 0; k < 4; k++) {
      if ((mask & (1 << k)) === 0) continue;
      const j = b.neighbours[f * 4 + k];
      if (j < 0 || !b.occupied[j] || (b.mask[j] & OPPOSITE_BIT[k]) === 0) continue;
      const side = j === battery ? (b.neighbours[battery * 4 + pins[0]] === f ? 1 : 2) : this.side[j];
      joined |= side;
    }
    if (joined === 3) return -1;
    if (joined === 0) return 0;
    const other = this.dist[joined === 1 ? 1 : 0];
    let next = UNREACHABLE;
    for (let k = 0; k < 4; k++) {
      if ((mask & (1 << k)) === 0) continue;
      const j = b.neighbours[f * 4 + k];
      if (j >= 0 && this.side[j] === 0 && j !== battery && other[j] < next) next = other[j];
    }
    return Math.max(0, Math.min(10, next - (bound - 1)));
  }

  private mark(start: number, value: number, battery: number): void {
    const b = this.board;
    let top = 0;
    this.stack[top++] = start;
    this.side[start] = value;
    while (top > 0) {
      const i = this.stack[--top];
      for (let k = 0; k < 4; k++) {
        const j = b.linked(i, k);
        if (j >= 0 && j !== battery && this.side[j] === 0) {
          this.side[j] = value;
          this.stack[top++] = j;
        }
      }
    }
  }

  /** 0-1 BFS (layer by layer) from terminal t's side into dist[t]; false when it can never be joined. */
  private spread(t: number, battery: number, pin: number): boolean {
    const b = this.board;
    const dist = this.dist[t];
    dist.fill(UNREACHABLE);
    const layer = this.layer;
    let now = 0;
    let next = b.size;
    const reach = (j: number, d: number): void => {
      if (j < 0 || j === battery || this.side[j] !== 0) return;
      const c = this.cost(j);
      if (c === UNREACHABLE || d + c >= dist[j]) return;
      dist[j] = d + c;
      // Same-cost cells join the layer being expanded; one piece more waits for the next layer.
      if (c === 0) layer[now++] = j;
      else layer[next++] = j;
    };
    if (b.linked(battery, pin) < 0) {
      const across = b.neighbours[battery * 4 + pin];
      // A pre-placed piece facing away from a terminal never turns (only switches change).
      if (across < 0 || (b.occupied[across] && !this.switchCells.has(across) && (b.mask[across] & OPPOSITE_BIT[pin]) === 0)) return false;
      reach(across, 0);
    } else {
      for (let i = 0; i < b.size; i++) {
        if (this.side[i] !== t + 1) continue;
        for (let k = 0; k < 4; k++) if (b.mask[i] & (1 << k)) reach(b.neighbours[i * 4 + k], 0);
      }
    }
    // layer[0..now) is the stack of the current cost, layer[size..next) the next cost's cells.
    while (now > 0 || next > b.size) {
      while (now > 0) {
        const i = layer[--now];
        for (let k = 0; k < 4; k++) reach(b.neighbours[i * 4 + k], dist[i]);
      }
      const count = next - b.size;
      for (let n = 0; n < count; n++) layer[n] = layer[b.size + n];
      now = count;
      next = b.size;
    }
    return true;
  }
}
