// Every light a learner can leave dark in the course's exercises is explained: the reference solution
// with any one placed piece taken away, any diode turned round or any switch flipped.
import { describe, expect, it } from 'vitest';
import { simulate } from '../engine/simulate';
import type { Cell, Grid, Rotation } from '../engine/types';
import { listExercises, listProjectExercises } from './check';
import { judgeCircuit } from '../puzzle/judge-circuit';
import { exerciseStart, solutionGrid } from '../puzzle/solver-puzzle';
import { course, projects } from './index';

function mistakes(solved: Grid): Grid[] {
  const out: Grid[] = [];
  solved.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const change = (next: Cell | null) => out.push(solved.map((line, rr) => line.map((x, cc) => (rr === r && cc === c ? next : x))));
      if (cell.type !== 'battery') change(null);
      if (cell.type === 'diode') change({ ...cell, rotation: ((cell.rotation + 180) % 360) as Rotation });
      if (cell.type === 'switch') change({ ...cell, isOn: !cell.isOn });
    }),
  );
  return out;
}

describe('explanations across the course', () => {
  const all = [...listExercises(course), ...listProjectExercises(projects)];
  for (const { label, exercise } of all) {
    if (exercise.exerciseType !== 'circuit') continue;
    it(label, () => {
      const problems: string[] = [];
      const solved = solutionGrid(exercise, exercise.solution, 'reference solution', problems);
      expect(problems).toEqual([]);
      for (const grid of mistakes(solved)) {
        const result = simulate({ grid });
        for (const [light, state] of Object.entries(result.bulbs)) {
          if (state === 'ON') continue;
          const mine = result.explanations.filter((e) => (e.lights as string[]).includes(light));
          expect(mine.length, `${light} ${state} unexplained`).toBeGreaterThan(0);
          expect(mine[0].cells.length).toBeGreaterThan(0);
          for (const { row, col } of mine[0].cells) expect(grid[row][col]).not.toBeNull();
        }
      }
    });
  }
});

// The course's own traps (docs/explanations.md "Goal and locks"): the judge passes the exercise's goal and
// its pre-placed (locked) pieces, so the explanation names a piece the learner can change and points
// toward the goal.
describe('explanations that know the goal and the locks, on course exercises', () => {
  const exerciseAt = (c: number, l: number, e: number) => {
    const exercise = course.chapters[c - 1].levels[l - 1].exercises[e - 1];
    if (exercise.exerciseType !== 'circuit') throw new Error(`${c}.${l}.${e} is not a circuit exercise`);
    return exercise;
  };
  const edit = (grid: Grid, change: (cell: Cell) => Cell | null): Grid => grid.map((row) => row.map((cell) => (cell ? change(cell) : null)));
  const firstFor = (c: number, l: number, e: number, change: (cell: Cell) => Cell | null) => {
    const exercise = exerciseAt(c, l, e);
    const grid = edit(solutionGrid(exercise, exercise.solution, 'reference solution'), change);
    const judged = judgeCircuit(exercise, grid);
    expect(judged.correct).toBe(false);
    return { grid, explanation: judged.result.explanations[0] };
  };
  const turnBattery = (cell: Cell): Cell => (cell.type === 'battery' ? { ...cell, rotation: ((cell.rotation + 180) % 360) as Rotation } : cell);

  for (const [c, l, e] of [[2, 3, 1], [6, 3, 2]] as const) {
    it(`${c}.${l}.${e}: the battery turned against the locked diode outlines the battery, not the diode`, () => {
      const { grid, explanation } = firstFor(c, l, e, turnBattery);
      expect(explanation.kind).toBe('reverse');
      expect(explanation.cells.map(({ row, col }) => grid[row][col]?.type)).toEqual(['battery']);
      expect(explanation.message).toMatch(/Turn the battery round/);
    });
  }

  it('7.1.2: the switch left open before the MOSFET is the cause (the switch outlined), not the gate wiring', () => {
    const { grid, explanation } = firstFor(7, 1, 2, (cell) => (cell.type === 'switch' ? { ...cell, isOn: false } : cell));
    expect(explanation.kind).toBe('switch-open');
    expect(explanation.cells.map(({ row, col }) => grid[row][col]?.type)).toEqual(['switch']);
    expect(explanation.message).not.toMatch(/join the gate/);
  });

  it('1.2.3: a bulb ON where the goal wants DIM is told to take more resistance', () => {
    const { explanation } = firstFor(1, 2, 3, (cell) => (cell.type === 'resistor' ? { ...cell, resistanceValue: 330 } : cell));
    expect(explanation.message).toMatch(/goal wants it DIM/);
    expect(explanation.message).not.toMatch(/smaller|shine fully/);
  });

  it('6.2.5: a plain wire bursts the LED; the resistor named meets the whole goal (not 330 Ω), in mA', () => {
    const exercise = exerciseAt(6, 2, 5);
    const { grid, explanation } = firstFor(6, 2, 5, (cell) =>
      cell.type === 'resistor' ? { type: 'straight-wire', rotation: ((cell.rotation + 90) % 360) as Rotation } : cell,
    );
    expect(explanation.kind).toBe('too-much-current');
    expect(explanation.message).not.toMatch(/\d A\b|\de-\d/);
    expect(explanation.message).not.toMatch(/330 Ω/);
    const named = /A (\d+) Ω resistor/.exec(explanation.message);
    if (named) {
      const wire = gapOf625(grid);
      const withValue = grid.map((row) => [...row]);
      withValue[wire.row][wire.col] = { type: 'resistor', rotation: ((wire.rotation + 90) % 360) as Rotation, resistanceValue: Number(named[1]) };
      expect(judgeCircuit(exercise, withValue).correct).toBe(true);
    }
  });
});

// What a learner reads after a failed Check (the verdict's lines, the exercise's failure text, the
// explanations) about the grid as it is: course-review D16 and D43. No line speaks of "no current
// flowing" beside a reading, tells a learner to close a switch the task wants open, or names a part by
// its type id ("yellow-bulb").
describe('failure feedback speaks of the grid as it is', () => {
  const STALE = /no current flowing|Ensure all components|Check if all switches|\b[a-z]+-(?:bulb|led)(?:-straight)?\b/;
  const textsOf = (judged: ReturnType<typeof judgeCircuit>) => [
    judged.feedback.message, ...judged.details, ...judged.result.explanations.map((e) => e.message),
  ];
  const all = [...listExercises(course), ...listProjectExercises(projects)];

  it('the untouched start of every circuit exercise', () => {
    const problems: string[] = [];
    for (const { label, exercise } of all) {
      if (exercise.exerciseType !== 'circuit') continue;
      const judged = judgeCircuit(exercise, exerciseStart(exercise));
      for (const text of textsOf(judged)) if (STALE.test(text)) problems.push(`${label}: ${text}`);
    }
    expect(problems).toEqual([]);
  });

  it('1.6.1: the yellow switch left closed is said as the yellow bulb ON against its goal, never "close the switches"', () => {
    const exercise = course.chapters[0].levels[5].exercises[0];
    if (exercise.exerciseType !== 'circuit') throw new Error('1.6.1 is a circuit exercise');
    const closed = solutionGrid(exercise, exercise.solution, 'reference solution').map((row) =>
      row.map((cell) => (cell?.type === 'switch' ? { ...cell, isOn: true } : cell)),
    );
    const judged = judgeCircuit(exercise, closed);
    expect(judged.correct).toBe(false);
    expect(judged.details).toEqual(['The yellow bulb is ON, the goal wants OFF.']);
    for (const text of textsOf(judged)) expect(text).not.toMatch(/\bclose|switches are closed/i);
  });
});

// 9.2.2's yellow bulb plays a fuse and is meant to burn out: its explanation says what happened and
// offers no resistor to save it (docs/explanations.md).
describe('the fuse that blows', () => {
  it('9.2.2: the reference build passes, and the burnt-out fuse is explained without advice to keep it whole', () => {
    const exercise = course.chapters[8].levels[1].exercises[1];
    if (exercise.exerciseType !== 'circuit') throw new Error('9.2.2 is a circuit exercise');
    expect(exercise.title).toBe('The fuse blows');
    const judged = judgeCircuit(exercise, solutionGrid(exercise, exercise.solution, 'reference solution'));
    expect(judged.correct).toBe(true);
    const [fuse] = judged.result.explanations;
    expect(fuse.kind).toBe('too-much-current');
    expect(fuse.message).toMatch(/about 220 mA.*burned out.*lets no current through/);
    expect(fuse.message).not.toMatch(/resistor|keep it safe/);
  });
});

/** The one straight wire a learner put in 6.2.5's gap (the reference solution's resistor cell). */
function gapOf625(grid: Grid): { row: number; col: number; rotation: Rotation } {
  const exercise = course.chapters[5].levels[1].exercises[4];
  if (exercise.exerciseType !== 'circuit') throw new Error('6.2.5 is a circuit exercise');
  const placed = exercise.solution.place.find((p) => p.type === 'resistor');
  if (!placed) throw new Error('6.2.5 places a resistor');
  const cell = grid[placed.row][placed.col];
  return { row: placed.row, col: placed.col, rotation: (cell?.rotation ?? 0) as Rotation };
}
