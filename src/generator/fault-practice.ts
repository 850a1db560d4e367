// Fault practice (docs/faults.md "Fault practice"): the generator breaks one part of its own proven
// levels, so practice in the Fault finding chapter never runs out. A practice seed picks a goal in
// turn, the generator builds and proves that level, its solver's answer is the finished circuit, and a
// seeded choice breaks one part: a fault the engine models, whose lights differ from the healthy
// circuit's, and that the planner can always tell apart from every other fault showing the same lights.
// Pure and deterministic: the server rebuilds the exercise from the seed to answer the meter and judge
// the suspect, and never stores or sends the fault.
import {
  displayName,
  faultableValue,
  formatResistance,
  seeded,
  simulate,
  valueLabel,
  type Cell,
  type Grid,
  type Random,
} from '../engine/index';
import { puzzleFromLevel } from '../puzzle/index';
import type { AuthoringFaultExercise } from '../content/index';
import { applySolution, fewestMeasurements, sameSymptom, solveFaults, tableFrom, type FaultSpec, type FaultTable, type SolvedFault } from '../solver';
import { generateLesson, GenerationError } from './generate';

/**
 * Goals whose circuits settle at once (no capacitor: a fault's symptom must not depend on when the
 * learner looks), in series, in parallel, with a switch, a diode, an LED and a MOSFET, as chapter 10 does.
 */
export const FAULT_PRACTICE_GOALS: readonly string[] = [
  'two bulbs in series',
  'two bulbs in parallel',
  'an LED with a resistor',
  'parallel with a switch',
  'three bulbs in series',
  'diode',
  'compare 330 ohm and 560 ohm in parallel',
  'hard series circuit',
  'MOSFET switch',
  'three bulbs in parallel',
];

/** The kind each round prefers, in turn, so practice meets every kind of fault. */
const KIND_TURNS: readonly FaultSpec['kind'][] = ['open', 'short', 'value', 'flat'];

export interface FaultPracticeExercise {
  /** The exercise with its fault: the server's copy (the server's fault kind serves it without the fault and the texts). */
  exercise: AuthoringFaultExercise;
  /** The planner's table for its fault (candidate 0 is the real one) and the star's bar. */
  plan: { table: FaultTable; fewest: number };
}

/** The goal text and generator seed behind fault practice seed `seed` (the round turns colours and switches). */
export function faultPracticeGoal(seed: number): { goal: string; generatorSeed: number; round: number } {
  const round = Math.floor(seed / FAULT_PRACTICE_GOALS.length);
  return { goal: FAULT_PRACTICE_GOALS[seed % FAULT_PRACTICE_GOALS.length], generatorSeed: round, round };
}

/** Fault practice exercise `seed`: the same seed always gives the same circuit and fault. */
export function faultPractice(seed: number): FaultPracticeExercise {
  const { goal, generatorSeed, round } = faultPracticeGoal(seed);
  const lesson = generateLesson(goal, { seed: generatorSeed });
  const grid = applySolution(puzzleFromLevel(lesson.level), lesson.solution);
  const chosen = chooseFault(grid, seeded(seed * 2654435761 + 17), KIND_TURNS[round % KIND_TURNS.length]);
  if (!chosen) throw new GenerationError(`No fault of "${goal}" (seed ${seed}) shows a symptom the meter can pin down.`);
  const { fault, table, fewest } = chosen;
  const exercise: AuthoringFaultExercise = {
    exerciseType: 'fault',
    title: `Broken: ${lesson.level.name}`,
    description: 'The generator built this circuit, proved it works, then broke one of its parts.',
    gridSize: { rows: grid.length, cols: grid[0]?.length ?? 0 },
    prePlacedComponents: piecesOf(grid),
    goal: lesson.level.goal,
    symptoms: { bulbs: table.symptoms[0] },
    fault: fault.kind === 'value' ? { row: fault.row, col: fault.col, kind: 'value', faultValue: fault.faultValue } : { row: fault.row, col: fault.col, kind: fault.kind },
    successMessage: faultStory(grid, fault),
    failureMessage: 'That part is whole. Measure again: a broken part reads what a healthy one in its place would not.',
  };
  return { exercise, plan: { table, fewest } };
}

/** A practice fault worth playing needs at most this many measurements (more is a chore on a phone). */
export const MAX_PRACTICE_FEWEST = 4;

interface Chosen {
  fault: FaultSpec;
  table: FaultTable;
  fewest: number;
}

/**
 * The fault to hide. Of the faults whose lights differ from the healthy circuit's, in a seeded order
 * with the round's kind first: the first that the planner isolates in 1 to MAX_PRACTICE_FEWEST
 * measurements; failing that, the first it isolates at all (preferring one that needs a measurement).
 */
function chooseFault(grid: Grid, random: Random, preferred: FaultSpec['kind']): Chosen | null {
  const healthy = simulate({ grid }, { explain: false }).bulbs;
  const solved = solveFaults(grid);
  const visible = shuffle(
    solved.filter((s) => !sameSymptom(s.result.bulbs, healthy)),
    random,
  ).sort((a, b) => Number(b.fault.kind === preferred) - Number(a.fault.kind === preferred));
  // Small tables first: a long one is slow to search and long to play, so only a last resort.
  const tables = visible.map((real) => ({ real, table: tableFrom(real, solved) }));
  const ordered = [...tables.filter((t) => t.table.candidates.length <= MAX_PRACTICE_CANDIDATES), ...tables.filter((t) => t.table.candidates.length > MAX_PRACTICE_CANDIDATES)];
  let long: Chosen | null = null;
  let plain: Chosen | null = null;
  for (const { real, table } of ordered) {
    if (table.candidates.length > MAX_PRACTICE_CANDIDATES && (long || plain)) break;
    const fewest = fewestMeasurements(table);
    if (!Number.isFinite(fewest)) continue;
    const chosen = { fault: real.fault, table, fewest };
    if (fewest >= 1 && fewest <= MAX_PRACTICE_FEWEST) return chosen;
    if (fewest >= 1) long ??= chosen;
    else plain ??= chosen;
  }
  return long ?? plain;
}

/** Candidates beyond which a fault is only tried when nothing smaller was found. */
const MAX_PRACTICE_CANDIDATES = 12;

function shuffle(items: SolvedFault[], random: Random): SolvedFault[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The grid's pieces as an exercise lists them. */
function piecesOf(grid: Grid): AuthoringFaultExercise['prePlacedComponents'] {
  return grid.flatMap((cells, row) => cells.flatMap((cell, col) => (cell ? [{ ...cell, row, col }] : [])));
}

/** What the right answer's card says: which part it was and what was wrong with it. */
function faultStory(grid: Grid, fault: FaultSpec): string {
  const cell = grid[fault.row][fault.col] as Cell;
  const value = valueLabel(cell);
  const part = `The broken part: ${displayName(cell.type)}${value ? ` ${value}` : ''} (row ${fault.row + 1}, column ${fault.col + 1}).`;
  switch (fault.kind) {
    case 'open':
      return `${part} It was open: no current went through it, so the push that should drive the loop sat across the gap.`;
    case 'short':
      return `${part} It was shorted: its two sides were joined, so it read almost no voltage whatever flowed through it.`;
    case 'flat':
      return `${part} It was flat: 3 V instead of 9 V, so every part got less push.`;
    case 'value':
      return `${part} It was really ${formatResistance(fault.faultValue ?? 0)}, not the ${formatResistance(faultableValue(cell) ?? 0)} its bands say: its voltage divided by its current gives it away.`;
  }
}
