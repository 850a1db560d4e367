// The measurement planner for fault finding (docs/faults.md): a circuit with one hidden fault, the
// candidates (every single fault of the kinds below that shows the same symptom), what the meter shows
// on each part under each candidate, and the fewest measurements that always tell the suspected part
// apart: the depth of a minimax decision tree over the meter's readings (src/engine/meter.ts rounding).
// Pure: the engine solves each candidate circuit; everything after is combinatorics on that table.
import {
  activeSides,
  faultableValue,
  meterKey,
  meterShows,
  simulate,
  type FaultKind,
  type Grid,
  type MeterReading,
  type SimulationResult,
} from '../engine/index';

/** One hidden fault: a kind at a cell; `value` is a resistor whose real ohms are `faultValue`. */
export interface FaultSpec {
  row: number;
  col: number;
  kind: FaultKind | 'value';
  faultValue?: number;
}

/** A resistor's value faults: its colour bands read one multiplier off, ten times more or less. */
export const VALUE_FAULT_FACTORS = [10, 0.1] as const;

const CONDUCTORS: ReadonlySet<string> = new Set(['straight-wire', 'corner-wire', 't-wire', 'star', 'switch', 'probe', 'probe-voltage-pos', 'probe-voltage-neg', 'probe-current']);

export interface FaultTable {
  candidates: FaultSpec[];
  /** The parts a meter can touch (two or more active sides), in reading order. */
  parts: { row: number; col: number }[];
  /** readings[candidate][part]: what the meter shows on that part with that fault. */
  readings: MeterReading[][];
  /** Per candidate: the lights it shows (the symptom). */
  symptoms: SimulationResult['bulbs'][];
}

/** The grid with one fault applied. */
export function withFault(grid: Grid, fault: FaultSpec): Grid {
  return grid.map((row, r) =>
    row.map((cell, c) => {
      if (!cell || r !== fault.row || c !== fault.col) return cell;
      return fault.kind === 'value' ? { ...cell, faultValue: fault.faultValue } : { ...cell, fault: fault.kind };
    }),
  );
}

/** Every single fault a part can have: a battery goes flat; any other part opens; an element shorts; a resistor's value is off tenfold. */
export function possibleFaults(grid: Grid): FaultSpec[] {
  const faults: FaultSpec[] = [];
  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell || activeSides(cell).length < 2) return;
      if (cell.type === 'battery') {
        faults.push({ row: r, col: c, kind: 'flat' });
        return;
      }
      faults.push({ row: r, col: c, kind: 'open' });
      if (!CONDUCTORS.has(cell.type)) faults.push({ row: r, col: c, kind: 'short' });
      if (cell.type === 'resistor') {
        for (const factor of VALUE_FAULT_FACTORS) faults.push({ row: r, col: c, kind: 'value', faultValue: (faultableValue(cell) ?? 0) * factor });
      }
    }),
  );
  return faults;
}

/** Two results' lights agree: the learner sees the same symptom. */
export function sameSymptom(a: SimulationResult['bulbs'], b: SimulationResult['bulbs']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k as keyof typeof a] === b[k as keyof typeof b]);
}

export function sameFault(a: FaultSpec, b: FaultSpec): boolean {
  return a.row === b.row && a.col === b.col && a.kind === b.kind && (a.faultValue ?? 0) === (b.faultValue ?? 0);
}

/** One fault's circuit solved with the meter's readings. */
export interface SolvedFault {
  fault: FaultSpec;
  result: SimulationResult;
}

/** A grid with one fault, solved with the meter's readings. */
export function solveFault(grid: Grid, fault: FaultSpec, duration?: number): SolvedFault {
  return { fault, result: simulate({ grid: withFault(grid, fault), readings: true, duration }, { explain: false }) };
}

/** Every possible fault of a grid, each solved once (the table of any real fault is read from these). */
export function solveFaults(grid: Grid, duration?: number): SolvedFault[] {
  return possibleFaults(grid).map((fault) => solveFault(grid, fault, duration));
}

/** The table of `real` from faults already solved: the ones showing its lights, the real one first. */
export function tableFrom(real: SolvedFault, solved: readonly SolvedFault[]): FaultTable {
  const parts = (real.result.readings ?? []).map(({ row, col }) => ({ row, col }));
  const table: FaultTable = { candidates: [], parts, readings: [], symptoms: [] };
  const add = ({ fault, result }: SolvedFault) => {
    const byCell = new Map((result.readings ?? []).map((r) => [`${r.row},${r.col}`, r]));
    table.candidates.push(fault);
    table.symptoms.push(result.bulbs);
    table.readings.push(parts.map((p) => meterShows(byCell.get(`${p.row},${p.col}`) ?? { voltage: 0, current: 0 })));
  };
  add(real);
  for (const other of solved) {
    if (!sameFault(other.fault, real.fault) && sameSymptom(other.result.bulbs, real.result.bulbs)) add(other);
  }
  return table;
}

/**
 * The table for a healthy grid and its real fault: candidates are the possible faults whose lights
 * match the real fault's (the real one first), each solved once with the meter's readings.
 */
export function faultTable(grid: Grid, real: FaultSpec, duration?: number): FaultTable {
  const solvedReal = solveFault(grid, real, duration);
  const others = possibleFaults(grid)
    .filter((fault) => !sameFault(fault, real))
    .map((fault) => solveFault(grid, fault, duration))
    .filter((other) => sameSymptom(other.result.bulbs, solvedReal.result.bulbs));
  return tableFrom(solvedReal, others);
}

/** A cell's key: candidates at one cell are one suspect (the learner names a part, not a kind). */
const cellOf = (fault: FaultSpec) => `${fault.row},${fault.col}`;

/** The outcome groups of measuring `part` on the candidates `set` (indices into the table). */
export function split(table: FaultTable, set: readonly number[], part: number): number[][] {
  const groups = new Map<string, number[]>();
  for (const k of set) {
    const key = meterKey(table.readings[k][part]);
    const group = groups.get(key);
    if (group) group.push(k);
    else groups.set(key, [k]);
  }
  return [...groups.values()];
}

export function oneSuspect(table: FaultTable, set: readonly number[]): boolean {
  return set.every((k) => cellOf(table.candidates[k]) === cellOf(table.candidates[set[0]]));
}

/** Fewest measurements that always isolate one suspect from `set`; Infinity when no tree can. */
export function fewestFor(table: FaultTable, set: readonly number[], memo = new Map<string, number>()): number {
  if (oneSuspect(table, set)) return 0;
  const key = set.join(' ');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = Infinity;
  for (let part = 0; part < table.parts.length && best > 1; part++) {
    const groups = split(table, set, part);
    if (groups.length < 2) continue;
    let worst = 0;
    for (const group of groups) {
      worst = Math.max(worst, fewestFor(table, group, memo));
      if (1 + worst >= best) break;
    }
    best = Math.min(best, 1 + worst);
  }
  memo.set(key, best);
  return best;
}

export function allCandidates(table: FaultTable): number[] {
  return table.candidates.map((_, k) => k);
}

/** The exercise's star bar: fewest measurements over all candidates (Infinity: not identifiable). */
export function fewestMeasurements(table: FaultTable): number {
  return fewestFor(table, allCandidates(table));
}

/** Candidates still possible after these readings (each a part index and what the meter showed). */
export function consistentWith(table: FaultTable, seen: readonly { part: number; reading: MeterReading }[]): number[] {
  return allCandidates(table).filter((k) => seen.every((s) => meterKey(table.readings[k][s.part]) === meterKey(s.reading)));
}

/** The part to measure next from `set`: the first one on an optimal tree, or null with one suspect left. */
export function nextMeasurement(table: FaultTable, set: readonly number[]): { part: number; groups: number } | null {
  if (oneSuspect(table, set)) return null;
  const memo = new Map<string, number>();
  const target = fewestFor(table, set, memo);
  let chosen: { part: number; groups: number; largest: number } | null = null;
  for (let part = 0; part < table.parts.length; part++) {
    const groups = split(table, set, part);
    if (groups.length < 2) continue;
    const worst = Math.max(...groups.map((g) => fewestFor(table, g, memo)));
    if (1 + worst !== target) continue;
    // Of the optimal parts, the one leaving the fewest suspects in its worst branch.
    const largest = Math.max(...groups.map((g) => g.length));
    if (!chosen || largest < chosen.largest) chosen = { part, groups: groups.length, largest };
  }
  return chosen && { part: chosen.part, groups: chosen.groups };
}

/** The number of different parts among `set`. */
export function suspectCount(table: FaultTable, set: readonly number[]): number {
  return new Set(set.map((k) => cellOf(table.candidates[k]))).size;
}

