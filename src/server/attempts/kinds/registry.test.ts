// The kind registry is the one place that picks a kind for a course exercise type (docs/architecture.md
// "Adding an exercise kind"): every bundled exercise resolves and counts measurements through its own
// type's kind (hints: routes/hints.test.ts), and a type left without its kind, or with a kind missing what the course needs,
// fails the type check (the `@ts-expect-error` lines below fail `tsc` if it ever stopped failing).
import { describe, expect, it } from 'vitest';
import { course, projects, type ExerciseLocation } from '../../../content/index';
import type { AuthoringExercise } from '../../../content/schema';
import { circuitKind } from './circuit/index';
import { faultKind } from './fault/index';
import { bundledPuzzle, exerciseKinds, measuresFaults, type CourseKinds } from './index';

const located: { where: ExerciseLocation; exercise: AuthoringExercise }[] = [
  ...course.chapters.flatMap((chapter, c) =>
    chapter.levels.flatMap((level, l) => level.exercises.map((exercise, e) => ({ where: { chapter: c, level: l, exercise: e }, exercise }))),
  ),
  ...Object.entries(projects).flatMap(([project, { levels }]) =>
    levels.flatMap((level, l) => level.exercises.map((exercise, e) => ({ where: { project, level: l, exercise: e }, exercise }))),
  ),
];
const learner = { userId: 'learner-a', priority: 'account' as const };

describe('the kind registry', () => {
  it('resolves every bundled exercise to the kind of its own type', async () => {
    expect(new Set(located.map(({ exercise }) => exercise.exerciseType))).toEqual(new Set(['circuit', 'multiple-choice', 'info', 'fault']));
    for (const { where, exercise } of located) {
      const resolved = bundledPuzzle(exercise, where, learner);
      expect(resolved.kind).toBe(exercise.exerciseType);
      const puzzle = await resolved.puzzle();
      if (resolved.kind === 'circuit') expect(puzzle).toBe(exercise);
      if (resolved.kind === 'info') expect(puzzle).toBeNull();
      if (resolved.kind === 'fault') expect(puzzle).toMatchObject({ exercise, place: `${'project' in where ? `project:${where.project}` : where.chapter}/${where.level}/${where.exercise}` });
    }
  });

  it('turns a quiz option as served to the learner into the content\'s option, as the page shuffled it', async () => {
    const quiz = located.find(({ exercise }) => exercise.exerciseType === 'multiple-choice')!;
    if (quiz.exercise.exerciseType !== 'multiple-choice') throw new Error('not a quiz');
    const resolved = bundledPuzzle(quiz.exercise, quiz.where, learner);
    if (resolved.kind !== 'multiple-choice') throw new Error('not resolved as a quiz');
    const { contentOption } = await resolved.puzzle();
    const served = quiz.exercise.options.map((_, i) => contentOption(i));
    expect([...served].sort()).toEqual(quiz.exercise.options.map((_, i) => i));
  });

  it('counts meter measurements on fault exercises only', () => {
    for (const { exercise } of located) expect(measuresFaults(exercise)).toBe(exercise.exerciseType === 'fault');
    expect(measuresFaults(null)).toBe(false);
  });

  it('demands a kind, of the right shape, for every course exercise type', () => {
    const { fault: _fault, ...withoutFault } = exerciseKinds;
    // @ts-expect-error a course exercise type (fault) without its kind
    const missing: CourseKinds = withoutFault;
    const { fromBundled: _fromBundled, ...faultWithoutPuzzle } = faultKind;
    // @ts-expect-error a course kind that cannot turn a bundled exercise into its puzzle
    const unresolvable: CourseKinds = { ...exerciseKinds, fault: faultWithoutPuzzle };
    // @ts-expect-error another type's kind in a type's place
    const mismatched: CourseKinds = { ...exerciseKinds, fault: circuitKind };
    expect([missing, unresolvable, mismatched].every(Boolean)).toBe(true);
  });
});
