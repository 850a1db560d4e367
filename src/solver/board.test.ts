// The search's shortcuts must agree with the engine they stand in for: board.ts's "bulb on a battery
// path" with the engine pre-check, and signature.ts's fingerprints with simulate (equal fingerprints,
// equal bulbs). Random grids, the real engine.
import { describe, expect, it } from 'vitest';
import { simulate } from '../engine/index';
import { buildCircuit } from '../engine/netlist';
import { preCheck } from '../engine/pre-check';
import type { Cell, ComponentType, Grid, Rotation } from '../engine/types';
import { Fingerprint } from './signature';
import { SearchState, type Part } from './state';
import { randomLevel, seededRandom, type Random } from './testing/random-level';
import type { SolverPuzzle } from './types';

const KINDS: ComponentType[] = ['straight-wire', 'corner-wire', 't-wire', 'star', 'resistor', 'red-bulb', 'red-bulb-straight', 'green-bulb-straight', 'switch', 'diode'];
const ROTATIONS: Rotation[] = [0, 90, 180, 270];

function randomGrid(rand: Random, rows: number, cols: number, fill: number): Grid {
  const grid: Grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
  const used = new Set<string>(['battery']);
  grid[Math.floor(rand() * rows)][Math.floor(rand() * cols)] = { type: 'battery', rotation: ROTATIONS[Math.floor(rand() * 4)] };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] || rand() > fill) continue;
      const type = KINDS[Math.floor(rand() * KINDS.length)];
      if (type.includes('bulb') || type === 'star') {
        if (used.has(type)) continue;
        used.add(type);
      }
      const cell: Cell = { type, rotation: ROTATIONS[Math.floor(rand() * 4)] };
      if (type === 'resistor') cell.resistanceValue = [330, 560, 660][Math.floor(rand() * 3)];
      if (type === 'switch') cell.isOn = rand() < 0.7;
      grid[r][c] = cell;
    }
  }
  return grid;
}

/** A solved loop from random-level.ts, some pieces turned and free cells filled at random. */
function shakenLoop(rand: Random, size: number): Grid {
  const grid = randomLevel(rand, { rows: size, cols: size, remove: 0 }).solution;
  const extra = randomGrid(rand, size, size, 0.3);
  const used = new Set(grid.flat().flatMap((cell) => (cell ? [cell.type] : [])));
  return grid.map((row, r) =>
    row.map((cell, c) => {
      if (cell) return rand() < 0.15 ? { ...cell, rotation: ROTATIONS[Math.floor(rand() * 4)] } : cell;
      const added = extra[r][c];
      if (!added || added.type === 'battery' || (used.has(added.type) && (added.type.includes('bulb') || added.type === 'star'))) return null;
      used.add(added.type);
      return added;
    }),
  );
}

/** The grid as a search state: every piece pre-placed. */
function stateOf(grid: Grid): SearchState {
  const fixed = grid.flatMap((row, r) => row.flatMap((cell, c) => (cell ? [{ ...cell, row: r, col: c }] : [])));
  const puzzle: SolverPuzzle = { rows: grid.length, cols: grid[0].length, fixed, tray: [], goal: [], tags: [] };
  return new SearchState(puzzle);
}

describe('board.bulbOnPath', () => {
  it('agrees with the engine pre-check on 3000 random grids', () => {
    const rand = seededRandom(7);
    let onPath = 0;
    for (let n = 0; n < 3000; n++) {
      const grid = n % 2 === 0 ? randomGrid(rand, 2 + Math.floor(rand() * 3), 2 + Math.floor(rand() * 4), 0.85) : shakenLoop(rand, 3 + Math.floor(rand() * 3));
      const circuit = buildCircuit(grid);
      const check = preCheck(circuit);
      const state = stateOf(grid);
      const cols = grid[0].length;
      for (const placed of circuit.cells) {
        if (!placed.cell.type.includes('bulb')) continue;
        const i = placed.row * cols + placed.col;
        const expected = check.diagnostics.length === 0 && check.bulbsOnPath.has(placed.index);
        const battery = state.parts[state.battery] as Part;
        const actual = state.board.bulbOnPath(state.battery, battery.pins, i, (state.parts[i] as Part).pins);
        expect(actual, JSON.stringify(grid)).toBe(expected);
        if (expected) onPath++;
      }
    }
    expect(onPath).toBeGreaterThan(300);
  });
});

describe('circuit fingerprints', () => {
  it('are equal only for grids whose bulbs simulate the same', () => {
    const rand = seededRandom(11);
    const byPrint = new Map<string, string>();
    let shared = 0;
    for (let n = 0; n < 4000; n++) {
      const grid = randomGrid(rand, 2, 3, 0.95);
      const state = stateOf(grid);
      const print = new Fingerprint(state.board).of(state.parts, state.battery);
      const bulbs = JSON.stringify(Object.entries(simulate({ grid, duration: 0.1 }).bulbs).sort());
      const earlier = byPrint.get(print);
      if (earlier === undefined) byPrint.set(print, bulbs);
      else {
        shared++;
        expect(bulbs, JSON.stringify(grid)).toBe(earlier);
      }
    }
    // Enough different grids met an earlier fingerprint for the comparison to mean something.
    expect(shared).toBeGreaterThan(200);
  });
});
