// Signed voltage goals (docs/course.md "Measurement goals"): in every course exercise whose goal reads a
// voltage, the reference solution with its + and − probes swapped reads negative, fails, and the
// failure says the probes are the wrong way round.
import { describe, expect, it } from 'vitest';
import { isProbeGoal } from '../engine/measurement-goal';
import type { Grid } from '../engine/types';
import { listExercises, listProjectExercises } from './check';
import { judgeCircuit } from '../puzzle/judge-circuit';
import { solutionGrid } from '../puzzle/solver-puzzle';
import { course, projects } from './index';

const SWAP = { 'probe-voltage-pos': 'probe-voltage-neg', 'probe-voltage-neg': 'probe-voltage-pos' } as const;

function swapProbes(grid: Grid): Grid {
  return grid.map((row) => row.map((cell) => (cell && (cell.type === 'probe-voltage-pos' || cell.type === 'probe-voltage-neg') ? { ...cell, type: SWAP[cell.type] } : cell)));
}

describe('voltage probes the wrong way round', () => {
  // One plain probe reads against 0 V and cannot be turned round; a + and − pair can.
  const cases = [...listExercises(course), ...listProjectExercises(projects)].flatMap(({ label, exercise }) => {
    if (exercise.exerciseType !== 'circuit' || !(exercise.goal ?? []).some((g) => isProbeGoal(g) && g.probe === 'voltage' && g.min > 0)) return [];
    const solved = solutionGrid(exercise, exercise.solution, 'reference solution');
    const types = solved.flat().map((c) => c?.type);
    return types.includes('probe-voltage-pos') && types.includes('probe-voltage-neg') ? [{ label, exercise, solved }] : [];
  });

  it('the course has signed voltage goals to test', () => {
    expect(cases.length).toBeGreaterThan(3);
  });

  for (const { label, exercise, solved } of cases) {
    if (exercise.exerciseType !== 'circuit') continue;
    it(label, () => {
      expect(judgeCircuit(exercise, solved).correct).toBe(true);
      const swapped = judgeCircuit(exercise, swapProbes(solved));
      expect(swapped.correct).toBe(false);
      expect(swapped.details.join(' ')).toMatch(/voltage probes are the wrong way round: they read -\d/);
    });
  }
});
