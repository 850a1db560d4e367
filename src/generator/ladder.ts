// The one circuit shape every generated lesson grows from: a "ladder" that fills the grid. The battery
// sits on the top rail at column 1; the left column and the rails up to the first rung are in series
// with it; each rung (a column from the top rail to the bottom rail) is a branch, so one rung is a
// plain series loop and two or three rungs are parallel branches.
import { Board, line, type PartSpec, type RowCol } from './board';
import type { Side } from '../engine/index';

/** A part with the name the lesson uses for it; `null` keeps the slot as plain wire. */
export type Slot = (PartSpec & { role: string }) | null;

export interface LadderSpec {
  cols: number;
  rows: number;
  /** Which side of the battery is its + terminal (decides which way current runs round the ladder). */
  plus: 'left' | 'right';
  /** Series parts on the top rail, right of the battery, left to right. */
  top: Slot[];
  /** Series parts in the left column between the rails, top to bottom. */
  left: Slot[];
  /** Series parts on the bottom rail from column 1 rightwards (before the first rung). */
  bottom: Slot[];
  /** Each rung's parts between the rails, top to bottom; the last part sits just above the bottom rail. */
  rungs: Slot[][];
}

export interface Ladder {
  board: Board;
  topCols: number[];
  rungCols: number[];
}

/** The smallest grid (cols, rows) a ladder spec fits in. */
export function ladderMinimum(spec: Pick<LadderSpec, 'top' | 'left' | 'bottom' | 'rungs'>): { cols: number; rows: number } {
  const firstRung = Math.max(2 + spec.top.length, spec.bottom.length + 1);
  const rungDepth = Math.max(0, ...spec.rungs.map((r) => r.length));
  return { cols: firstRung + spec.rungs.length, rows: Math.max(3, 2 + Math.max(spec.left.length, rungDepth)) };
}

/** Spreads `count` slots evenly over columns from..to (inclusive). */
function spread(count: number, from: number, to: number): number[] {
  const room = to - from + 1;
  return Array.from({ length: count }, (_, i) => from + Math.floor(((i + 0.5) * room) / count));
}

export function buildLadder(spec: LadderSpec): Ladder | null {
  const { cols, rows } = spec;
  const min = ladderMinimum(spec);
  if (cols < min.cols || rows < min.rows || spec.rungs.length === 0) return null;
  const bottomRow = rows - 1;
  const n = spec.rungs.length;
  const firstMin = Math.max(2 + spec.top.length, spec.bottom.length + 1);
  // Rungs stand two columns apart when there is room, the last one at the right edge.
  const step = n === 1 ? 0 : Math.max(1, Math.min(2, Math.floor((cols - 1 - firstMin) / (n - 1))));
  const rungCols = Array.from({ length: n }, (_, i) => cols - 1 - (n - 1 - i) * step);
  const topCols = spread(spec.top.length, 2, rungCols[0] - 1);
  const board = new Board(rows, cols);

  // The outer loop, then each inner rung.
  board.path([...line([0, rungCols[n - 1]], [0, 0]), ...line([1, 0], [bottomRow, 0]), ...line([bottomRow, 1], [bottomRow, rungCols[n - 1]]), ...line([bottomRow - 1, rungCols[n - 1]], [1, rungCols[n - 1]]), [0, rungCols[n - 1]]]);
  for (const col of rungCols.slice(0, -1)) board.path(line([0, col], [bottomRow, col]));

  board.part([0, 1], { type: 'battery', first: spec.plus }, 'battery');
  const put = (at: RowCol, slot: Slot, region: Region) => {
    if (!slot) return;
    const first = slot.first ? pinSide(slot.first === 'left', region, spec.plus) : undefined;
    board.part(at, { ...slot, ...(first ? { first } : {}) }, slot.role);
  };
  spec.top.forEach((slot, i) => put([0, topCols[i]], slot, 'top'));
  spec.left.forEach((slot, i) => put([1 + i, 0], slot, 'left'));
  spec.bottom.forEach((slot, i) => put([bottomRow, 1 + i], slot, 'bottom'));
  spec.rungs.forEach((rung, r) => {
    const start = bottomRow - rung.length;
    rung.forEach((slot, i) => put([start + i, rungCols[r]], slot, 'rung'));
  });
  return { board, topCols, rungCols };
}

type Region = 'top' | 'left' | 'bottom' | 'rung';

/** Side current enters each region from when the battery's + is on its left (it leaves + leftwards). */
const UPSTREAM_PLUS_LEFT: Record<Region, Side> = { top: 'right', left: 'top', bottom: 'left', rung: 'bottom' };
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/**
 * Templates name a polarised part's first pin along the current: 'left' = facing upstream (towards the
 * battery's +), 'right' = downstream. This turns that into the grid side for the part's region.
 */
function pinSide(upstream: boolean, region: Region, plus: 'left' | 'right'): Side {
  const up = plus === 'left' ? UPSTREAM_PLUS_LEFT[region] : OPPOSITE[UPSTREAM_PLUS_LEFT[region]];
  return upstream ? up : OPPOSITE[up];
}
