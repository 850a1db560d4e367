// The goal proofs of the content check (docs/course.md "Goals only the intended circuit meets"): for a
// circuit exercise's reference solution, every piece the learner places must matter. Removing any one
// of them, or turning it a quarter either way, must fail the goal; and putting another value of the
// tray's same part in its place must fail too, so trying every resistor is not a strategy. An exercise
// opts out per piece only where its task says so: `optionalPieces` (cells the task calls optional) and
// `anyValue` (the task says any value will do). Pure: the engine and the judge, no I/O.
import { paramsOf, withDefaults, type Cell, type Grid, type ParamName, type Rotation } from '../engine/index';
import type { LocatedExercise } from './check';
import { judgeCircuit, type Placement, solutionGrid } from '../puzzle/index';
import type { AuthoringCircuitExercise } from './schema';

export interface GoalProofCounts {
  exercises: number;
  removals: number;
  quarterTurns: number;
  valueSwaps: number;
}

export interface GoalProofResult {
  counts: GoalProofCounts;
  /** One sentence per variant that still passes the goal, naming the piece and what was done to it. */
  failures: string[];
}

/** The value the learner picks with the piece from the tray (a resistor's ohms), if the part has one. */
function trayValueField(type: Cell['type']): ParamName | undefined {
  return paramsOf(type).find(([, spec]) => !spec.playable)?.[0];
}

function copyGrid(grid: Grid): Grid {
  return grid.map((row) => row.map((cell) => (cell ? { ...cell } : null)));
}

function turned(rotation: Rotation, quarters: number): Rotation {
  return (((rotation + 90 * quarters) % 360) + 360) % 360 as Rotation;
}

function where(p: Placement): string {
  return `the ${p.type} at row ${p.row + 1}, column ${p.col + 1}`;
}

/**
 * The other values the tray offers for this placed piece's part (none for a part without a value), each
 * only while the tray still holds one the build has not used: a swap the learner could really make.
 */
function otherTrayValues(exercise: AuthoringCircuitExercise, cell: Cell): (string | number)[] {
  const field = trayValueField(cell.type);
  if (!field) return [];
  const mine = String(cell[field]);
  const used = (value: string) =>
    exercise.solution.place.filter((p) => p.type === cell.type && String(withDefaults(p)[field]) === value).length;
  const values = exercise.inventory
    .filter((item) => item.type === cell.type)
    .map((item) => ({ value: withDefaults(item)[field], count: item.count }))
    .filter((item): item is { value: string | number; count: number } => item.value !== undefined && String(item.value) !== mine)
    .filter((item) => used(String(item.value)) < item.count)
    .map((item) => item.value);
  return [...new Map(values.map((v) => [String(v), v])).values()];
}

/** Every variant of the reference build that must fail, judged; counts what was tried. */
export function proveGoal(exercise: AuthoringCircuitExercise): GoalProofResult {
  const counts: GoalProofCounts = { exercises: 1, removals: 0, quarterTurns: 0, valueSwaps: 0 };
  const failures: string[] = [];
  const base = solutionGrid(exercise, exercise.solution, 'reference solution');
  if (!judgeCircuit(exercise, base).correct) return { counts, failures }; // checkCircuit names this already
  const optional = new Set((exercise.optionalPieces ?? []).map((c) => `${c.row},${c.col}`));
  const passes = (grid: Grid): boolean => {
    try {
      return judgeCircuit(exercise, grid).correct;
    } catch {
      return false; // a grid the engine cannot settle is not a pass
    }
  };

  for (const placement of exercise.solution.place) {
    if (optional.has(`${placement.row},${placement.col}`)) continue;
    const cell = base[placement.row][placement.col];
    if (!cell) continue;
    const removed = copyGrid(base);
    removed[placement.row][placement.col] = null;
    counts.removals++;
    if (passes(removed)) failures.push(`still passes with ${where(placement)} removed`);

    for (const quarters of [1, -1]) {
      const grid = copyGrid(base);
      grid[placement.row][placement.col] = { ...cell, rotation: turned(cell.rotation, quarters) };
      counts.quarterTurns++;
      if (passes(grid)) failures.push(`still passes with ${where(placement)} turned a quarter ${quarters > 0 ? 'clockwise' : 'anticlockwise'}`);
    }

    if (exercise.anyValue) continue;
    for (const value of otherTrayValues(exercise, cell)) {
      const field = trayValueField(cell.type)!; // otherTrayValues found values, so there is one
      const grid = copyGrid(base);
      grid[placement.row][placement.col] = { ...cell, [field]: value };
      counts.valueSwaps++;
      if (passes(grid)) failures.push(`still passes with ${where(placement)} set to ${String(value)} instead of ${String(cell[field])}`);
    }
  }
  return { counts, failures };
}

export interface GoalProofReport {
  counts: GoalProofCounts;
  /** "chapter 7 level 2 exercise 2 (Build the delay): still passes with the capacitor … removed". */
  problems: string[];
}

/** The proofs over every circuit exercise of a list (content:check, goal-proofs.test.ts). */
export function proveGoals(exercises: readonly LocatedExercise[]): GoalProofReport {
  const counts: GoalProofCounts = { exercises: 0, removals: 0, quarterTurns: 0, valueSwaps: 0 };
  const problems: string[] = [];
  for (const { label, exercise } of exercises) {
    if (exercise.exerciseType !== 'circuit') continue;
    const result = proveGoal(exercise);
    counts.exercises += result.counts.exercises;
    counts.removals += result.counts.removals;
    counts.quarterTurns += result.counts.quarterTurns;
    counts.valueSwaps += result.counts.valueSwaps;
    problems.push(...result.failures.map((failure) => `${label}: the goal ${failure}; tighten it or call the piece optional in the task`));
  }
  return { counts, problems };
}

/** "61 circuit exercises: 120 removals, 240 quarter turns, 17 value swaps, 0 passing the goal". */
export function describeGoalProofs(report: GoalProofReport): string {
  const { exercises, removals, quarterTurns, valueSwaps } = report.counts;
  return `${exercises} circuit exercises: ${removals} removals, ${quarterTurns} quarter turns, ${valueSwaps} value swaps, ${report.problems.length} passing the goal`;
}
