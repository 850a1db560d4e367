// The measurement planner's properties (docs/faults.md): on random reading tables and on small real
// circuits, following the planner always ends with one suspect within its count, and no decision tree
// does it in fewer measurements (checked by brute force over every tree).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MeterReading } from '../engine/meter';
import { gridFromText } from '../engine/grid-text';
import {
  allCandidates,
  consistentWith,
  faultTable,
  fewestFor,
  fewestMeasurements,
  nextMeasurement,
  oneSuspect,
  split,
  suspectCount,
  type FaultSpec,
  type FaultTable,
} from './fault-planner';

/** Is there a tree of at most k measurements? Every part tried at every node, no memo, no pruning. */
function treeExists(table: FaultTable, set: number[], k: number): boolean {
  if (oneSuspect(table, set)) return true;
  if (k === 0) return false;
  for (let part = 0; part < table.parts.length; part++) {
    const groups = split(table, set, part);
    if (groups.every((g) => treeExists(table, g, k - 1))) return true;
  }
  return false;
}

function bruteForceFewest(table: FaultTable): number {
  for (let k = 0; k <= table.parts.length; k++) if (treeExists(table, allCandidates(table), k)) return k;
  return Infinity;
}

/** Plays the planner's tree against every candidate being the real one: measurements used, suspects left. */
function playAgainst(table: FaultTable, real: number): { used: number; suspects: number } {
  const seen: { part: number; reading: MeterReading }[] = [];
  for (;;) {
    const set = consistentWith(table, seen);
    const next = nextMeasurement(table, set);
    if (!next) return { used: seen.length, suspects: suspectCount(table, set) };
    seen.push({ part: next.part, reading: table.readings[real][next.part] });
    if (seen.length > table.parts.length) return { used: seen.length, suspects: suspectCount(table, set) };
  }
}

/** A synthetic table: candidates on `cells` cells, each part reading one of `values` volts. */
const tableArb = fc
  .record({ cells: fc.integer({ min: 1, max: 5 }), parts: fc.integer({ min: 1, max: 5 }), values: fc.integer({ min: 2, max: 3 }) })
  .chain(({ cells, parts, values }) =>
    fc.record({
      candidateCells: fc.array(fc.integer({ min: 0, max: cells - 1 }), { minLength: 1, maxLength: 7 }),
      grid: fc.array(fc.array(fc.integer({ min: 0, max: values - 1 }), { minLength: parts, maxLength: parts }), { minLength: 7, maxLength: 7 }),
      parts: fc.constant(parts),
    }),
  )
  .map(({ candidateCells, grid, parts }): FaultTable => ({
    candidates: candidateCells.map((cell): FaultSpec => ({ row: 0, col: cell, kind: 'open' })),
    parts: Array.from({ length: parts }, (_, col) => ({ row: 1, col })),
    readings: candidateCells.map((_, k) => grid[k].map((v) => ({ voltage: v, current: 0 }))),
    symptoms: candidateCells.map(() => ({})),
  }));

describe('fault planner on random tables', () => {
  it('no tree is shorter than the planner\'s count (brute force over every tree)', () => {
    fc.assert(fc.property(tableArb, (table) => fewestMeasurements(table) === bruteForceFewest(table)), { numRuns: 300 });
  });

  it('following the planner always ends in one suspect within its count, whichever fault is real', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const fewest = fewestMeasurements(table);
        if (fewest === Infinity) return true;
        return allCandidates(table).every((real) => {
          const { used, suspects } = playAgainst(table, real);
          return suspects === 1 && used <= fewest;
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('fault planner on small circuits', () => {
  /** Battery, a 330 Ω resistor, a red bulb and wires in one loop; a green bulb beside it in parallel. */
  const CIRCUITS: { name: string; rows: string[]; real: FaultSpec }[] = [
    { name: 'series loop, open resistor', rows: ['┌ B    ┐', '└ R330 r┘'], real: { row: 1, col: 1, kind: 'open' } },
    { name: 'series loop, shorted bulb', rows: ['┌ B    ┐', '└ R330 r┘'], real: { row: 1, col: 2, kind: 'short' } },
    { name: 'series loop, flat battery', rows: ['┌ B    ─ ┐', '└ R330 ─ r┘'], real: { row: 0, col: 1, kind: 'flat' } },
    { name: 'series loop, resistor ten times too big', rows: ['┌ B    ─ ┐', '└ R330 ─ r┘'], real: { row: 1, col: 1, kind: 'value', faultValue: 3300 } },
  ];

  for (const circuit of CIRCUITS) {
    it(`${circuit.name}: the planner's count is the brute-force optimum and its tree isolates the real part`, () => {
      const table = faultTable(gridFromText(circuit.rows), circuit.real);
      const fewest = fewestMeasurements(table);
      expect(Number.isFinite(fewest)).toBe(true);
      // brute force: a tree of `fewest` exists, none of one fewer
      expect(treeExists(table, allCandidates(table), fewest)).toBe(true);
      expect(treeExists(table, allCandidates(table), fewest - 1)).toBe(false);
      for (const real of allCandidates(table)) {
        const { used, suspects } = playAgainst(table, real);
        expect(suspects).toBe(1);
        expect(used).toBeLessThanOrEqual(fewest);
      }
      // the real fault is candidate 0 and its part is the one left
      const seen: { part: number; reading: MeterReading }[] = [];
      for (let set = allCandidates(table), next = nextMeasurement(table, set); next; set = consistentWith(table, seen), next = nextMeasurement(table, set)) {
        seen.push({ part: next.part, reading: table.readings[0][next.part] });
      }
      const left = consistentWith(table, seen);
      expect(left.every((k) => table.candidates[k].row === circuit.real.row && table.candidates[k].col === circuit.real.col)).toBe(true);
      expect(fewestFor(table, left)).toBe(0);
    });
  }
});
