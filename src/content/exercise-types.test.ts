// The content's per-type tables (check.ts, taught-numbers.ts) answer from each exercise's own type's
// entry, and a table missing a type, or with another type's entry in its place, fails the type check
// (the `@ts-expect-error` lines fail `tsc` if it ever stopped failing).
import { describe, expect, it } from 'vitest';
import { listExercises, listProjectExercises } from './check';
import { byExerciseType, type PerExerciseType } from './exercise-types';
import { course, projects } from './index';

const exercises = [...listExercises(course), ...listProjectExercises(projects)].map(({ exercise }) => exercise);

describe('a per-exercise-type table', () => {
  it("answers from the exercise's own type's entry", () => {
    const table: PerExerciseType<string> = {
      circuit: (exercise) => `circuit of ${exercise.gridSize.cols} columns`,
      'multiple-choice': (exercise) => `quiz of ${exercise.options.length} options`,
      info: (exercise) => `card of ${exercise.content.length} characters`,
      fault: (exercise) => `fault of kind ${exercise.fault.kind}`,
    };
    const answers = exercises.map((exercise) => byExerciseType(table, exercise));
    expect(new Set(answers.map((answer) => answer.split(' ')[0]))).toEqual(new Set(['circuit', 'quiz', 'card', 'fault']));
    for (const [i, exercise] of exercises.entries()) {
      expect(answers[i]!.split(' ')[0]).toBe({ circuit: 'circuit', 'multiple-choice': 'quiz', info: 'card', fault: 'fault' }[exercise.exerciseType]);
    }
  });

  it('must have an entry, of the right type, for every exercise type', () => {
    // @ts-expect-error the fault type has no entry
    const missing: PerExerciseType<number> = { circuit: () => 1, 'multiple-choice': () => 2, info: () => 3 };
    const circuitOnly = (exercise: { gridSize: { cols: number } }) => exercise.gridSize.cols;
    // @ts-expect-error a circuit's entry in the quiz's place (a quiz has no grid)
    const mismatched: PerExerciseType<number> = { circuit: circuitOnly, 'multiple-choice': circuitOnly, info: () => 3, fault: circuitOnly };
    expect(Object.keys(missing)).toHaveLength(3);
    expect(Object.keys(mismatched)).toHaveLength(4);
  });
});
