// Every light a learner can leave dark in the course's exercises is explained: the reference solution
// with any one placed piece taken away, any diode turned round or any switch flipped.
import { describe, expect, it } from 'vitest';
import { simulate } from '../engine/simulate';
import type { Cell, Grid, Rotation } from '../engine/types';
import { listExercises, listProjectExercises } from './check';
import { solutionGrid } from './solver-puzzle';
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
