// solveLevel on every circuit exercise of the bundled course and projects: each is solved from its
// start with a solution the engine accepts, and where a star is in play, preferStar collects it.
import { describe, expect, it } from 'vitest';
import { listExercises, listProjectExercises } from '../content/check';
import { course, projects } from '../content/index';
import type { AuthoringCircuitExercise } from '../content/schema';
import { puzzleFromExercise } from '../puzzle/solver-puzzle';
import { solveLevel } from './solve';
import { solutionProblems } from './verify';

const circuits = [...listExercises(course), ...listProjectExercises(projects)].flatMap(({ label, exercise }) =>
  exercise.exerciseType === 'circuit' ? [[label, exercise] as const] : [],
);

describe('solveLevel on the bundled content', () => {
  it.each(circuits)('%s is solved from its start, and the solution passes', (_label, exercise) => {
    const puzzle = puzzleFromExercise(exercise);
    const result = solveLevel(puzzle);
    expect(result.status).toBe('solved');
    expect(solutionProblems(puzzle, result)).toEqual([]);
  });

  const withStar = circuits.filter(([, e]) => hasStar(e));
  it.each(withStar)('%s: preferStar collects the star', (_label, exercise) => {
    const puzzle = puzzleFromExercise(exercise);
    const result = solveLevel(puzzle, { preferStar: true });
    expect(result).toMatchObject({ status: 'solved', star: true });
    expect(solutionProblems(puzzle, result)).toEqual([]);
  });
});

function hasStar(exercise: AuthoringCircuitExercise): boolean {
  return exercise.prePlacedComponents.some((p) => p.type === 'star') || exercise.inventory.some((i) => i.type === 'star');
}
