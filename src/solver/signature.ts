// The electrical fingerprint of a grid: every part that is not an ideal conductor (and every probe), with its values and
// the nodes its pins sit on (conductors merged, as engine/netlist.ts merges them). Two grids with the
// same fingerprint are the same circuit, so they light the same bulbs: the search simulates each
// circuit once, however many wire routes, t-wires standing in for corners, or stars standing in for
// straight wires build it. Node numbers follow first use from the battery, so it is exact, not canonical:
// some equal circuits get different fingerprints (one extra simulation), never the other way round.
import type { Board } from './board';
import type { Part } from './state';

const OPPOSITE = [2, 3, 0, 1];

export class Fingerprint {
  private readonly parent: Int32Array;
  private readonly label: Int32Array;

  constructor(private readonly board: Board) {
    this.parent = new Int32Array(board.size * 4);
    this.label = new Int32Array(board.size * 4);
  }

  private find(x: number): number {
    while (this.parent[x] !== x) {
      this.parent[x] = this.parent[this.parent[x]];
      x = this.parent[x];
    }
    return x;
  }

  private union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[ra] = rb;
  }

  /** The fingerprint of the pieces on the board (battery at `battery`, or -1). */
  of(parts: readonly (Part | null)[], battery: number): string {
    const b = this.board;
    for (let t = 0; t < this.parent.length; t++) this.parent[t] = t;
    this.label.fill(-1);
    const elements: { key: string; cell: number; pins: number[] }[] = [];
    for (let i = 0; i < b.size; i++) {
      const part = parts[i];
      if (!part) continue;
      for (let k = 0; k < 4; k++) {
        const j = b.linked(i, k);
        if (j > i) this.union(i * 4 + k, j * 4 + OPPOSITE[k]);
      }
      const pins = part.pins;
      // A probe conducts like a wire, but where it sits decides what it reads: it stays an element,
      // so grids whose probes read different things never share a fingerprint.
      if (part.conductor && !part.cell.type.startsWith('probe')) {
        for (let p = 1; p < pins.length; p++) this.union(i * 4 + pins[0], i * 4 + pins[p]);
      } else if (pins.length > 0) {
        // The battery sorts first, so node numbers start at its terminals.
        elements.push({ key: i === battery ? '' : part.key, cell: i, pins });
      }
    }
    elements.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.cell - y.cell));
    let next = 0;
    let text = '';
    for (const element of elements) {
      text += element.key || 'battery';
      for (const pin of element.pins) {
        const root = this.find(element.cell * 4 + pin);
        if (this.label[root] < 0) this.label[root] = next++;
        text += `,${this.label[root]}`;
      }
      text += ';';
    }
    return text;
  }
}
