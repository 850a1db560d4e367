// The goal proofs (goal-proofs.ts) on the real engine: every circuit exercise of the course and the
// projects passes them, and each proof catches the loose goal it exists for.
import { describe, expect, it } from 'vitest';
import { listExercises, listProjectExercises } from './check';
import { proveGoal, proveGoals } from './goal-proofs';
import { course, findExercise, projects } from './index';
import { judgeCircuit } from '../puzzle/judge-circuit';
import { bulb, reads } from './puzzle';
import type { AuthoringCircuitExercise } from './schema';
import { solutionGrid } from '../puzzle/solver-puzzle';

const all = [...listExercises(course), ...listProjectExercises(projects)];
const circuits = all.filter((x) => x.exercise.exerciseType === 'circuit');

function circuitAt(chapter: number, level: number, exercise: number): AuthoringCircuitExercise {
  const found = findExercise({ chapter, level, exercise });
  if (found?.exerciseType !== 'circuit') throw new Error('not a circuit exercise');
  return found;
}

describe('every circuit exercise only passes with its intended circuit', () => {
  it.each(circuits.map((x) => [x.label, x.exercise] as const))('%s', (_label, exercise) => {
    expect(proveGoal(exercise as AuthoringCircuitExercise).failures).toEqual([]);
  });

  it('tries removals, quarter turns and value swaps across the course', () => {
    const { counts, problems } = proveGoals(all);
    expect(problems).toEqual([]);
    expect(counts.exercises).toBe(circuits.length);
    expect(counts.quarterTurns).toBe(2 * counts.removals);
    expect(counts.valueSwaps).toBeGreaterThan(0);
  });
});

describe('7.2.2 "Build the delay"', () => {
  const delay = circuitAt(6, 1, 1);
  const built = solutionGrid(delay, delay.solution, 'reference');
  const capacitor = delay.solution.place.find((p) => p.type === 'capacitor');

  it('fails with the capacitor placed sideways, and passes upright', () => {
    expect(delay.title).toBe('Build the delay');
    if (!capacitor) throw new Error('the learner places the capacitor');
    expect(judgeCircuit(delay, built).correct).toBe(true);
    const sideways = built.map((row) => row.map((cell) => (cell ? { ...cell } : null)));
    const cell = sideways[capacitor.row][capacitor.col];
    if (!cell) throw new Error('the capacitor is on the board');
    sideways[capacitor.row][capacitor.col] = { ...cell, rotation: ((cell.rotation + 90) % 360) as 0 | 90 | 180 | 270 };
    expect(judgeCircuit(delay, sideways).correct).toBe(false);
  });

  it('with the old 8–9 V goal the proof names the exercise and the capacitor', () => {
    const loose = { ...delay, goal: [bulb('red-bulb', 'ON'), reads.V(8, 9)] };
    const { problems } = proveGoals([{ label: 'chapter 7 level 2 exercise 2 (Build the delay)', exercise: loose }]);
    expect(problems.join('\n')).toMatch(/^chapter 7 level 2 exercise 2 \(Build the delay\): the goal still passes with the capacitor at row 3, column 3 removed/m);
    expect(problems.join('\n')).toMatch(/capacitor at row 3, column 3 turned a quarter clockwise/);
  });
});

describe('value swaps', () => {
  // 7.2.3 "A longer wait": the tray offers 660 Ω and 330 Ω; only 660 Ω lands the gate in 6.5–7.5 V.
  const longer = circuitAt(6, 1, 2);

  it('a goal both resistors meet is caught, unless the task says any value will do', () => {
    expect(proveGoal(longer).failures).toEqual([]);
    const loose = { ...longer, goal: [bulb('red-bulb', 'ON'), reads.V(6.5, 9)] };
    const swaps = (failures: string[]) => failures.filter((f) => f.includes(' set to '));
    expect(swaps(proveGoal(loose).failures)).toEqual(['still passes with the resistor at row 2, column 2 set to 330 instead of 660']);
    expect(swaps(proveGoal({ ...loose, anyValue: true }).failures)).toEqual([]);
  });

  it('a piece the task calls optional is not required', () => {
    const loose = { ...longer, goal: [bulb('red-bulb', 'ON')] };
    const resistor = longer.solution.place.find((p) => p.type === 'resistor');
    if (!resistor) throw new Error('the learner places the resistor');
    expect(proveGoal(loose).failures.some((f) => f.includes('resistor'))).toBe(true);
    const failures = proveGoal({ ...loose, optionalPieces: [{ row: resistor.row, col: resistor.col }] }).failures;
    expect(failures.some((f) => f.includes('resistor'))).toBe(false);
  });
});
