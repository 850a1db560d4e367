// Generated circuits for property, differential and benchmark runs: a battery row on top and parallel
// branch rows below it, joined by t-wires in the first and last columns, each slot a random part.
// So every grid really closes loops through its bulbs, in series and parallel, with opens and shorts.
import type { Cell, Grid, Rotation } from '../types';
import { pick, type Random } from './random';

export type PartKind = 'wire' | 'resistor' | 'bulb' | 'led' | 'diode' | 'capacitor' | 'switch' | 'open' | 'star' | 'mosfet' | 'probe';

export interface LadderOptions {
  rows: number;
  cols: number;
  /** Kinds to draw from, with repeats as weights. */
  kinds: readonly PartKind[];
}

export const ALL_KINDS: readonly PartKind[] = [
  'wire', 'resistor', 'resistor', 'resistor', 'bulb', 'bulb', 'diode', 'capacitor', 'switch', 'open', 'star', 'mosfet', 'probe',
];
const STRAIGHT_BULBS = ['red-bulb-straight', 'yellow-bulb-straight', 'green-bulb-straight'] as const;
const LEDS = ['red-led', 'yellow-led', 'green-led'] as const;
const OHMS = [10, 47, 100, 220, 330, 560, 1000, 4700];
const FARADS = ['100uF', '470uF', '1000uF', '4.7mF', '10000uF'];
const h = (type: Cell['type'], extra: Partial<Cell> = {}): Cell => ({ type, rotation: 90, ...extra });

function part(random: Random, kind: PartKind, used: Set<string>): Cell {
  switch (kind) {
    case 'resistor':
      return { type: 'resistor', rotation: pick(random, [0, 180]), resistanceValue: pick(random, OHMS) };
    case 'bulb': {
      const free = STRAIGHT_BULBS.filter((b) => !used.has(b));
      if (free.length === 0) return part(random, 'resistor', used);
      const type = pick(random, free);
      used.add(type);
      return { type, rotation: pick(random, [0, 180]) };
    }
    case 'led': {
      const free = LEDS.filter((l) => !used.has(l));
      if (free.length === 0) return part(random, 'diode', used);
      const type = pick(random, free);
      used.add(type);
      return { type, rotation: pick(random, [0, 180]) };
    }
    case 'diode':
      return { type: 'diode', rotation: pick(random, [0, 180]) };
    case 'capacitor':
      return { type: 'capacitor', rotation: pick(random, [0, 180]), capacitance: pick(random, FARADS) };
    case 'switch':
      return { type: 'switch', rotation: 0, isOn: random() < 0.7 };
    case 'open':
      return random() < 0.5 ? h('block') : h('corner-wire'); // a block, or a wire facing nowhere
    case 'star':
    case 'probe': {
      const type = kind === 'star' ? 'star' : 'probe';
      if (used.has(type)) return h('straight-wire');
      used.add(type);
      return { type, rotation: pick(random, [0, 180]) };
    }
    case 'mosfet':
      // Gate up (90°) or down (270°); drain and source sit on the branch either way round.
      return { type: 'mosfet', rotation: pick(random, [90, 270]) };
    default:
      return h('straight-wire');
  }
}

export function ladderGrid(random: Random, options: LadderOptions): Grid {
  const { rows, cols, kinds } = options;
  const used = new Set<string>();
  const grid: (Cell | null)[][] = Array.from({ length: rows }, () => Array<Cell | null>(cols).fill(null));
  grid[0][0] = { type: 'corner-wire', rotation: 270 };
  grid[0][1] = { type: 'battery', rotation: 0 };
  grid[0][cols - 1] = { type: 'corner-wire', rotation: 0 };
  for (let c = 2; c < cols - 1; c++) grid[0][c] = part(random, pick(random, kinds), used);
  for (let r = 1; r < rows; r++) {
    const last = r === rows - 1;
    grid[r][0] = last ? { type: 'corner-wire', rotation: 180 } : { type: 't-wire', rotation: 270 };
    grid[r][cols - 1] = last ? { type: 'corner-wire', rotation: 90 } : { type: 't-wire', rotation: 90 };
    for (let c = 1; c < cols - 1; c++) grid[r][c] = part(random, pick(random, kinds), used);
  }
  tapMosfetGates(grid, random);
  return grid;
}

/** A MOSFET's gate faces up or down into the next row; a wire there becomes a t-wire tapping it (or stays off). */
function tapMosfetGates(grid: (Cell | null)[][], random: Random): void {
  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell?.type !== 'mosfet') return;
      const up = cell.rotation === 90;
      const other = grid[up ? r - 1 : r + 1]?.[c];
      if (other?.type === 'straight-wire' && random() < 0.8) {
        grid[up ? r - 1 : r + 1][c] = { type: 't-wire', rotation: (up ? 0 : 180) as Rotation };
      }
    }),
  );
}
