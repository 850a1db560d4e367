// Hint 1 and 2 come from the judge's verdict on every goal entry: over every course exercise's reference
// solution with one placed piece taken away or one resistor's value swapped, a hint says "every goal
// entry is met" exactly when the judge passes the grid, and otherwise names an unmet entry.
import { describe, expect, it } from 'vitest';
import { listExercises } from '../../../../content/check';
import { course } from '../../../../content/index';
import { judgeCircuit } from '../../../../puzzle/judge-circuit';
import { solutionGrid } from '../../../../puzzle/solver-puzzle';
import type { Cell, Grid } from '../../../../engine/types';
import { tipHint, verdictHint } from './hint-text';

const COURSE_OHMS = [330, 560, 660];

function variants(solved: Grid): Grid[] {
  const out: Grid[] = [solved];
  solved.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell || cell.type === 'battery') return;
      const put = (next: Cell | null) => out.push(solved.map((line, rr) => line.map((x, cc) => (rr === r && cc === c ? next : x))));
      put(null);
      if (cell.type === 'resistor') for (const ohms of COURSE_OHMS) if (ohms !== cell.resistanceValue) put({ ...cell, resistanceValue: ohms });
    }),
  );
  return out;
}

const ALL_MET = /Every goal entry is met/;

describe('hints driven by the judge', () => {
  for (const { label, exercise } of listExercises(course)) {
    if (exercise.exerciseType !== 'circuit') continue;
    it(label, () => {
      // A scenario exercise's hint sees one scenario at a time (the one on the board): check each alone.
      const single = exercise.scenarios ? exercise.scenarios.map((scenario) => ({ ...exercise, goal: scenario.goal, scenarios: [scenario] })) : [exercise];
      for (const grid of variants(solutionGrid(exercise, exercise.solution, 'reference solution'))) {
        for (const one of single) {
          const judged = judgeCircuit(one, grid);
          const first = verdictHint(judged.result, one.goal ?? [], exercise.scenarios !== undefined);
          const second = tipHint(judged.result, one);
          if (judged.correct) {
            expect(first.message).toMatch(ALL_MET);
          } else {
            expect(first.message, JSON.stringify(grid)).not.toMatch(ALL_MET);
            expect(second.message).not.toMatch(ALL_MET);
            // The hint starts with the judge's own line about the first unmet entry (the scenario's, without its label).
            const firstLine = judged.scenarios ? judged.scenarios[0].details[0] : judged.details[0];
            expect(first.message.startsWith(firstLine)).toBe(true);
          }
        }
      }
    });
  }

  it('a scenario exercise: a met scenario sends the learner to try the others, never straight to Check', () => {
    const exercise = listExercises(course).map((e) => e.exercise).find((e) => e.exerciseType === 'circuit' && e.scenarios);
    if (!exercise || exercise.exerciseType !== 'circuit' || !exercise.scenarios) throw new Error('the course has a scenario exercise');
    const scenario = exercise.scenarios[0];
    const judged = judgeCircuit({ ...exercise, goal: scenario.goal, scenarios: [scenario] }, solutionGrid(exercise, exercise.solution, 'reference'));
    expect(judged.correct).toBe(true);
    expect(verdictHint(judged.result, scenario.goal, true).message).toMatch(/met in this scenario now\. Try the other scenarios/);
  });

  it('1.2.3 with 330 Ω: hint 1 says the bulb is ON where the goal wants DIM, and to take more resistance', () => {
    const exercise = course.chapters[0].levels[1].exercises[2];
    if (exercise.exerciseType !== 'circuit') throw new Error('1.2.3 is a circuit exercise');
    const grid = solutionGrid(exercise, exercise.solution, 'reference').map((row) => row.map((cell) => (cell?.type === 'resistor' ? { ...cell, resistanceValue: 330 } : cell)));
    const hint = verdictHint(judgeCircuit(exercise, grid).result, exercise.goal ?? []);
    expect(hint.message).toMatch(/^The red bulb is ON, the goal wants DIM\./);
    expect(hint.message).toMatch(/bigger resistor|more resistance|560 Ω/);
  });
});
