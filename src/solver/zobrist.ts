// Zobrist hashing of solver grids: each (cell, piece option) and each tapped switch owns a random key;
// XOR-ing keys in and out gives the grid's hash in O(1) per move. Two 32-bit halves (63 bits used), so
// a visited set of a million grids collides with odds of about one in ten million. Seeded, so the
// search is deterministic.

/** mulberry32: a small, fast, seeded 32-bit generator (randomness here only spreads keys). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

export class Zobrist {
  private readonly high: Uint32Array;
  private readonly low: Uint32Array;
  private h = 0;
  private l = 0;

  constructor(keys: number) {
    const next = generator(0x5eed);
    this.high = new Uint32Array(keys);
    this.low = new Uint32Array(keys);
    for (let k = 0; k < keys; k++) {
      this.high[k] = next();
      this.low[k] = next();
    }
  }

  flip(key: number): void {
    this.h = (this.h ^ this.high[key]) >>> 0;
    this.l = (this.l ^ this.low[key]) >>> 0;
  }

  /** Adds the present grid to `seen`; false when it was there already. */
  visit(seen: VisitedSet): boolean {
    return seen.add(this.h, this.l);
  }
}

/**
 * A set of 64-bit grid hashes in two typed arrays (open addressing): far cheaper than a Set of
 * numbers above 2³¹, which V8 keeps as heap numbers.
 */
export class VisitedSet {
  private high = new Uint32Array(1 << 12);
  private low = new Uint32Array(1 << 12);
  size = 0;

  add(h: number, l: number): boolean {
    const low = (l | 1) >>> 0; // 0 marks an empty slot
    const mask = this.high.length - 1;
    let slot = (h ^ Math.imul(low, 0x9e3779b1)) & mask;
    while (this.low[slot] !== 0) {
      if (this.low[slot] === low && this.high[slot] === h) return false;
      slot = (slot + 1) & mask;
    }
    this.high[slot] = h;
    this.low[slot] = low;
    if (++this.size * 2 > this.high.length) this.grow();
    return true;
  }

  clear(): void {
    this.high.fill(0);
    this.low.fill(0);
    this.size = 0;
  }

  private grow(): void {
    const high = this.high;
    const low = this.low;
    this.high = new Uint32Array(high.length * 2);
    this.low = new Uint32Array(low.length * 2);
    this.size = 0;
    for (let i = 0; i < high.length; i++) if (low[i] !== 0) this.add(high[i], low[i]);
  }
}
