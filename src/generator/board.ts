// Draws a circuit on the grid the way a person would: lay out wire paths cell by cell, drop parts on
// some cells, and let the board work out each cell's piece and rotation from the sides its paths use
// (straight, corner or T wire; a part turned so its pins face its path, with polarity where it matters).
import {
  activeSides,
  valuesOf,
  withState,
  type Cell,
  type ComponentType,
  type PieceValues,
  type Rotation,
  type Side,
} from '../engine/index';

export type RowCol = readonly [row: number, col: number];

/**
 * A part a template drops on a cell, with its values (built through slots.ts, read through the catalogue).
 * `first` is the side its first pin must face (battery +, diode cathode); `free` is the index of a pin
 * left unjoined (a potentiometer used as a dimmer joins one end of its track and its wiper).
 */
export type PartSpec = { type: ComponentType; first?: Side; free?: number } & PieceValues;

/** A finished piece with where it sits and the role the template gave it. */
export interface Piece extends Cell {
  row: number;
  col: number;
  /** A name the template uses to refer to the piece (e.g. 'bulb-a', 'series-resistor'). */
  role?: string;
}

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

function facing(from: RowCol, to: RowCol): Side {
  if (to[0] === from[0] - 1 && to[1] === from[1]) return 'top';
  if (to[0] === from[0] + 1 && to[1] === from[1]) return 'bottom';
  if (to[1] === from[1] - 1 && to[0] === from[0]) return 'left';
  if (to[1] === from[1] + 1 && to[0] === from[0]) return 'right';
  throw new Error(`Cells ${from.join(',')} and ${to.join(',')} are not neighbours`);
}

const sameSides = (a: readonly Side[], b: ReadonlySet<Side>) => a.length === b.size && a.every((s) => b.has(s));

/** The rotation that makes `part` use exactly `sides` (and face its first pin the right way), if any. */
export function orient(part: PartSpec, sides: ReadonlySet<Side>): Rotation | null {
  for (const rotation of ROTATIONS) {
    // A switch or push button shows its sides only when closed; it is oriented as if closed.
    const pins = activeSides(withState({ type: part.type, rotation }, true));
    const joined = part.free === undefined ? pins : pins.filter((_, i) => i !== part.free);
    if (!sameSides(joined, sides)) continue;
    if (part.first && pins[0] !== part.first) continue;
    return rotation;
  }
  return null;
}

const WIRES: readonly ComponentType[] = ['straight-wire', 'corner-wire', 't-wire'];

export class Board {
  private readonly sides = new Map<string, Set<Side>>();
  private readonly parts = new Map<string, PartSpec & { role?: string }>();

  constructor(
    readonly rows: number,
    readonly cols: number,
  ) {}

  /** Joins each cell of `cells` to the next one. */
  path(cells: readonly RowCol[]): this {
    for (let i = 0; i + 1 < cells.length; i++) {
      this.touch(cells[i], facing(cells[i], cells[i + 1]));
      this.touch(cells[i + 1], facing(cells[i + 1], cells[i]));
    }
    return this;
  }

  /** Puts a part on a cell that a path runs through. */
  part(at: RowCol, spec: PartSpec, role?: string): this {
    this.parts.set(key(at), { ...spec, ...(role ? { role } : {}) });
    return this;
  }

  isFree(at: RowCol): boolean {
    return !this.sides.has(key(at));
  }

  /** Every used cell as a piece; throws when a part cannot face its path (a template bug). */
  pieces(): Piece[] {
    const pieces: Piece[] = [];
    for (const [k, sides] of this.sides) {
      const [row, col] = k.split(',').map(Number);
      if (row < 0 || col < 0 || row >= this.rows || col >= this.cols) throw new Error(`Cell ${k} is outside the grid`);
      const part = this.parts.get(k);
      const spec: PartSpec = part ?? { type: WIRES.find((w) => orient({ type: w }, sides) !== null) ?? 'block' };
      const rotation = orient(spec, sides);
      if (rotation === null) throw new Error(`No rotation of ${spec.type} uses sides ${[...sides].join('+')} at ${k}`);
      const piece: Piece = { type: spec.type, row, col, rotation, ...valuesOf(spec) };
      if (part?.role) piece.role = part.role;
      pieces.push(piece);
    }
    return pieces.sort((a, b) => a.row - b.row || a.col - b.col);
  }

  private touch(at: RowCol, side: Side): void {
    const k = key(at);
    const set = this.sides.get(k) ?? new Set<Side>();
    set.add(side);
    this.sides.set(k, set);
  }
}

function key(at: RowCol): string {
  return `${at[0]},${at[1]}`;
}

/** The cells of a straight run from `a` to `b` inclusive (same row or same column). */
export function line(a: RowCol, b: RowCol): RowCol[] {
  const cells: RowCol[] = [];
  const dr = Math.sign(b[0] - a[0]);
  const dc = Math.sign(b[1] - a[1]);
  if (dr !== 0 && dc !== 0) throw new Error('line() runs along one row or one column');
  for (let r = a[0], c = a[1]; ; r += dr, c += dc) {
    cells.push([r, c]);
    if (r === b[0] && c === b[1]) return cells;
  }
}
