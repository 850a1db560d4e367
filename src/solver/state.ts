// The search's mutable state: the puzzle on a Board, the tray counts left, the one-of-a-kind counts,
// the pre-placed switches and the Zobrist hash of the grid — with place/unplace/toggle moves. Each
// piece is described once (sides, pins, whether it conducts) so the hot loops never ask the catalogue.
import {
  activeSides,
  COMPONENT_TYPES,
  componentDefinition,
  goalOf,
  isSingle,
  pieceKey,
  stateOf,
  stateValues,
  tapOf,
  trayValuesOf,
  withState,
  type Cell,
  type ComponentType,
  type Grid,
  type Rotation,
} from '../engine/index';
import { Board, SIDE_BITS, SIDE_INDEX } from './board';
import type { Placement, SolverPuzzle, Toggle } from './types';
import { Zobrist } from './zobrist';

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** A piece as the search sees it. */
export interface Part {
  cell: Cell;
  /** Active sides as bits (board.ts). */
  mask: number;
  /** Active sides as side indices, in pin order (battery +/−, diode cathode/anode…). */
  pins: number[];
  /**
   * An ideal conductor in every scenario (signature.ts merges its sides like a wire's). A momentary
   * part is not: held in one scenario and open in another, it is a different circuit from a wire.
   */
  conductor: boolean;
  /** Type and values: equal keys are interchangeable parts (signature.ts). */
  key: string;
  /** The goal a light answers ('red-bulb' for 'red-bulb-straight'), or '' for other parts. */
  colour: string;
  /** Index of the type in COMPONENT_TYPES, and whether a grid holds at most one of it. */
  typeId: number;
  single: boolean;
}

/**
 * `held`: a scenario goal holds input parts (a push button) closed in some scenario, so the search joins
 * them as closed; the cell itself keeps its state, which each scenario sets when judged.
 */
export function describe(cell: Cell, held = false): Part {
  const sides = activeSides(held && tapOf(cell.type) === 'hold' ? withState(cell, true) : cell);
  return {
    cell,
    mask: sides.reduce((m, side) => m | SIDE_BITS[side], 0),
    pins: sides.map((side) => SIDE_INDEX[side]),
    conductor: componentDefinition(cell.type).conductor && tapOf(cell.type) !== 'hold',
    key: pieceKey(cell),
    colour: goalOf(cell.type) ?? '',
    typeId: COMPONENT_TYPES.indexOf(cell.type),
    single: isSingle(cell.type),
  };
}

/** One way to place a tray item. */
export interface Option extends Part {
  item: number;
}

export interface Candidate {
  placements: Placement[];
  toggles: Toggle[];
  grid: Grid;
}

/** The puzzle in the search's terms, with the moves applied so far. */
export class SearchState {
  readonly board: Board;
  readonly parts: (Part | null)[];
  /** Option index of a placed piece, -1 elsewhere. */
  readonly placed: Int16Array;
  readonly options: Option[] = [];
  readonly remaining: number[];
  /** Pieces of each type on the grid, by COMPONENT_TYPES index. */
  private readonly typeCount = new Int16Array(COMPONENT_TYPES.length);
  readonly switches: number[] = [];
  readonly switchOn: boolean[] = [];
  readonly startOn: boolean[] = [];
  readonly fixedBulbs: number[] = [];
  readonly zobrist: Zobrist;
  battery = -1;
  /** Placed cells, in placement order. */
  readonly order: number[] = [];

  /** A scenario goal: input parts are joined as held closed (describe). */
  private readonly held: boolean;

  constructor(readonly puzzle: SolverPuzzle) {
    this.held = puzzle.scenarios !== undefined;
    this.board = new Board(puzzle.rows, puzzle.cols);
    this.parts = new Array<Part | null>(this.board.size).fill(null);
    this.placed = new Int16Array(this.board.size).fill(-1);
    for (const piece of puzzle.fixed) {
      if (piece.row >= puzzle.rows || piece.col >= puzzle.cols) continue;
      const i = piece.row * puzzle.cols + piece.col;
      const { row: _row, col: _col, ...cell } = piece;
      this.put(i, describe(cell, this.held));
      if (goalOf(cell.type)) this.fixedBulbs.push(i);
      if (piece.type === 'switch') {
        this.switches.push(i);
        this.switchOn.push(stateOf(piece) === true);
        this.startOn.push(stateOf(piece) === true);
      }
    }
    this.remaining = puzzle.tray.map((item) => item.count);
    puzzle.tray.forEach((item, index) => {
      const seen = new Set<number>();
      for (const rotation of ROTATIONS) {
        // A toggled part (switch) is placed on: the learner taps it on.
        const placed: Cell = { type: item.type, rotation, ...trayValuesOf(item) };
        const cell = tapOf(item.type) === 'toggle' ? withState(placed, true) : placed;
        const part = describe(cell, this.held);
        // A half turn of a part that is not polar is the same piece: one of the two is enough.
        if (part.mask === 0 || (!componentDefinition(item.type).polar && seen.has(part.mask))) continue;
        seen.add(part.mask);
        this.options.push({ ...part, item: index });
      }
    });
    this.zobrist = new Zobrist(this.board.size * this.options.length + this.switches.length);
  }

  /** How many pieces of `type` the grid holds. */
  count(type: ComponentType): number {
    return this.typeCount[COMPONENT_TYPES.indexOf(type)];
  }

  get placedCount(): number {
    return this.order.length;
  }

  private put(i: number, part: Part): void {
    this.parts[i] = part;
    this.board.occupied[i] = 1;
    this.board.mask[i] = part.mask;
    this.typeCount[part.typeId]++;
    if (part.cell.type === 'battery') this.battery = i;
  }

  /** Can one more of this option's type go on the grid (tray count and one-of-a-kind rule)? */
  available(option: number): boolean {
    const o = this.options[option];
    if (this.remaining[o.item] <= 0) return false;
    return !o.single || this.typeCount[o.typeId] === 0;
  }

  place(i: number, option: number): void {
    const o = this.options[option];
    this.put(i, o);
    this.placed[i] = option;
    this.remaining[o.item]--;
    this.order.push(i);
    this.zobrist.flip(i * this.options.length + option);
  }

  unplace(i: number): void {
    const option = this.placed[i];
    const part = this.parts[i] as Part;
    this.typeCount[part.typeId]--;
    if (part.cell.type === 'battery') this.battery = -1;
    this.parts[i] = null;
    this.board.occupied[i] = 0;
    this.board.mask[i] = 0;
    this.placed[i] = -1;
    this.remaining[this.options[option].item]++;
    this.order.pop();
    this.zobrist.flip(i * this.options.length + option);
  }

  toggle(s: number): void {
    const i = this.switches[s];
    this.switchOn[s] = !this.switchOn[s];
    const part = describe(withState((this.parts[i] as Part).cell, this.switchOn[s]));
    this.parts[i] = part;
    this.board.mask[i] = part.mask;
    this.zobrist.flip(this.board.size * this.options.length + s);
  }

  grid(): Grid {
    const { rows, cols } = this.puzzle;
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => {
        const part = this.parts[r * cols + c];
        return part ? { ...part.cell } : null;
      }),
    );
  }

  candidate(): Candidate {
    const cols = this.puzzle.cols;
    const placements = this.order.map((i) => ({ row: Math.floor(i / cols), col: i % cols, ...(this.parts[i] as Part).cell }));
    const toggles: Toggle[] = [];
    this.switches.forEach((i, s) => {
      const at = { row: Math.floor(i / cols), col: i % cols };
      if (this.switchOn[s] !== this.startOn[s]) toggles.push({ ...at, ...stateValues((this.parts[i] as Part).cell.type, this.switchOn[s]) });
    });
    return { placements, toggles, grid: this.grid() };
  }
}
