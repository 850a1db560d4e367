// Random solvable levels for the solver's tests and bench: a rectangular loop (battery, bulbs, resistors,
// a star, maybe a switch) with an optional parallel branch, simulated to derive the goal, then some of
// its pieces are taken back into the tray (plus decoys). Putting them back solves it, so the solver
// must find a solution. Deterministic for a given random source.
import {
  activeSides,
  simulate,
  withDefaults,
  type Cell,
  type ComponentType,
  type GoalBulb,
  type Grid,
  type Rotation,
  type Side,
} from '../../engine/index';
import type { FixedPiece, SolverPuzzle, TrayItem } from '../index';

export type Random = () => number;

export interface RandomLevelOptions {
  rows: number;
  cols: number;
  /** How many pieces of the built circuit go back into the tray. */
  remove: number;
  /** Extra tray pieces the solution does not need. */
  decoys?: number;
}

export interface RandomLevel {
  puzzle: SolverPuzzle;
  /** The grid the level was cut from: a known solution. */
  solution: Grid;
}

const STEP: Record<Side, [number, number]> = { top: [-1, 0], right: [0, 1], bottom: [1, 0], left: [0, -1] };
const RESISTANCES = [330, 560, 660];

function pick<T>(rand: Random, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

/** A rotation of `type` whose active sides are exactly `sides`, or null. */
function rotationFor(type: ComponentType, sides: readonly Side[], rand: Random, extra: Partial<Cell> = {}): Cell | null {
  const fits = ([0, 90, 180, 270] as Rotation[]).filter((rotation) => {
    const active = activeSides({ type, rotation, ...extra });
    return active.length === sides.length && sides.every((s) => active.includes(s));
  });
  return fits.length === 0 ? null : { type, rotation: pick(rand, fits), ...extra };
}

function sideTowards(from: [number, number], to: [number, number]): Side {
  const dr = to[0] - from[0];
  const dc = to[1] - from[1];
  return (Object.keys(STEP) as Side[]).find((s) => STEP[s][0] === dr && STEP[s][1] === dc) as Side;
}

/** The rectangle's border cells in loop order. */
function perimeter(r1: number, c1: number, r2: number, c2: number): [number, number][] {
  const cells: [number, number][] = [];
  for (let c = c1; c <= c2; c++) cells.push([r1, c]);
  for (let r = r1 + 1; r <= r2; r++) cells.push([r, c2]);
  for (let c = c2 - 1; c >= c1; c--) cells.push([r2, c]);
  for (let r = r2 - 1; r > r1; r--) cells.push([r, c1]);
  return cells;
}

function buildCircuit(rand: Random, rows: number, cols: number): Grid {
  const grid: Grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
  const r1 = Math.floor(rand() * (rows - 1));
  const r2 = r1 + 1 + Math.floor(rand() * (rows - 1 - r1));
  const c1 = Math.floor(rand() * (cols - 2));
  const c2 = c1 + 2 + Math.floor(rand() * (cols - 2 - c1));
  const loop = perimeter(r1, c1, r2, c2);
  const sidesAt = new Map<string, Side[]>();
  loop.forEach((cell, n) => {
    const prev = loop[(n + loop.length - 1) % loop.length];
    const next = loop[(n + 1) % loop.length];
    sidesAt.set(`${cell[0]},${cell[1]}`, [sideTowards(cell, prev), sideTowards(cell, next)]);
  });
  const chord = c2 - c1 >= 2 && r2 - r1 >= 1 && rand() < 0.5 ? c1 + 1 + Math.floor(rand() * (c2 - c1 - 1)) : -1;
  const straight = loop.filter(([r, c]) => {
    const [a, b] = sidesAt.get(`${r},${c}`) as Side[];
    return STEP[a][0] === -STEP[b][0] && STEP[a][1] === -STEP[b][1] && c !== chord;
  });
  const shuffled = straight.map((cell) => ({ cell, key: rand() })).sort((x, y) => x.key - y.key).map((x) => x.cell);
  const wanted: [ComponentType, Partial<Cell>][] = [['battery', {}], [pick(rand, ['red-bulb-straight', 'yellow-bulb-straight'] as const), {}]];
  if (rand() < 0.7) wanted.push(['resistor', { resistanceValue: pick(rand, RESISTANCES) }]);
  if (rand() < 0.5) wanted.push(['star', {}]);
  if (rand() < 0.3) wanted.push(['switch', { isOn: true }]);
  const elementAt = new Map<string, [ComponentType, Partial<Cell>]>();
  wanted.slice(0, shuffled.length).forEach((w, n) => elementAt.set(`${shuffled[n][0]},${shuffled[n][1]}`, w));
  for (const [r, c] of loop) {
    const sides = sidesAt.get(`${r},${c}`) as Side[];
    const [type, extra] = elementAt.get(`${r},${c}`) ?? (sides[0] === sides[1] ? ['straight-wire', {}] : ['straight-wire', {}]);
    const withChord = c === chord && (r === r1 || r === r2) ? [...sides, r === r1 ? 'bottom' : 'top'] as Side[] : sides;
    grid[r][c] =
      rotationFor(withChord.length === 3 ? 't-wire' : type, withChord, rand, extra) ??
      rotationFor('corner-wire', withChord, rand) ??
      (rotationFor('straight-wire', withChord, rand) as Cell);
  }
  if (chord >= 0) {
    const middle: [ComponentType, Partial<Cell>][] = [['green-bulb-straight', {}], ['resistor', { resistanceValue: pick(rand, RESISTANCES) }]];
    for (let r = r1 + 1; r < r2; r++) {
      const [type, extra] = r === r1 + 1 ? pick(rand, middle) : (['straight-wire', {}] as [ComponentType, Partial<Cell>]);
      grid[r][chord] = rotationFor(type, ['top', 'bottom'], rand, extra) as Cell;
    }
  }
  return grid;
}

function goalOf(grid: Grid): GoalBulb[] | null {
  const result = simulate({ grid });
  const goal: GoalBulb[] = [];
  for (const [type, state] of Object.entries(result.bulbs)) {
    if (state === 'EXPLODED') return null;
    goal.push({ type: type.replace(/-straight$/, '') as GoalBulb['type'], status: state });
  }
  return goal.some((g) => g.status !== 'OFF') ? goal : null;
}

function trayKey(cell: Cell): string {
  return `${cell.type}:${cell.resistanceValue ?? ''}`;
}

/** A random solvable level; retries until the built circuit lights a bulb without exploding one. */
export function randomLevel(rand: Random, options: RandomLevelOptions): RandomLevel {
  for (;;) {
    const solution = buildCircuit(rand, options.rows, options.cols);
    const goal = goalOf(solution);
    if (!goal) continue;
    const pieces: FixedPiece[] = solution.flatMap((row, r) => row.flatMap((cell, c) => (cell ? [{ ...cell, row: r, col: c }] : [])));
    const order = pieces.map((p) => ({ p, key: rand() })).sort((x, y) => x.key - y.key).map((x) => x.p);
    const removed = order.slice(0, Math.min(options.remove, order.length));
    const fixed = order.slice(removed.length);
    const counts = new Map<string, TrayItem>();
    const decoys: Cell[] = Array.from({ length: options.decoys ?? 0 }, () =>
      pick(rand, [{ type: 'straight-wire', rotation: 0 }, { type: 'corner-wire', rotation: 0 }, { type: 'resistor', rotation: 0, resistanceValue: pick(rand, RESISTANCES) }] as Cell[]),
    );
    for (const cell of [...removed, ...decoys]) {
      const item = counts.get(trayKey(cell)) ?? { ...withDefaults({ type: cell.type, resistanceValue: cell.resistanceValue }), count: 0 };
      item.count++;
      counts.set(trayKey(cell), item);
    }
    const puzzle: SolverPuzzle = { rows: options.rows, cols: options.cols, fixed, tray: [...counts.values()], goal, tags: [] };
    return { puzzle, solution };
  }
}

/** mulberry32, for reproducible random levels in tests and the bench. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
