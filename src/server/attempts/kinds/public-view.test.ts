// What leaves the server: every exercise kind's public view, applied to every bundled course and project
// exercise, fault practice's generated exercises and the schematic questions, carries none of that kind's
// secrets (reference builds, the right answer, the fault and the texts naming it, the course's own
// notes, the accepted circuits), and the public schemas (strict) accept it.
import { describe, expect, it } from 'vitest';
import { exerciseSchema } from '../../../api/exercise';
import { schematicQuestionSchema } from '../../../api/schematic';
import { listExercises, listProjectExercises } from '../../../content/check';
import { course, projects } from '../../../content/index';
import type { AuthoringExercise } from '../../../content/schema';
import { schematicQuestions } from '../../../content/schematic/index';
import { FAULT_PRACTICE_GOALS, faultPractice } from '../../../generator';
import { publicCourse, publicProject } from '../../course/public-course';
import { exerciseKinds, publicExercise } from './index';

/** Every field some kind keeps on the server, whatever the kind. */
const SECRET_KEYS = ['solution', 'starSolution', 'optionalPieces', 'anyValue', 'correctOptionIndex', 'fault', 'faultValue', 'numbers', 'teaches', 'uses', 'answers'];
const SEEDS = [undefined, 'learner-a', 'OZk3pQ9xYt2'];

/** The secret keys found anywhere in `value`, with their paths. */
function secretsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretsIn(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(SECRET_KEYS.includes(key) ? [`${path}.${key}`] : []), ...secretsIn(inner, `${path}.${key}`)]);
}

const bundled: { label: string; exercise: AuthoringExercise }[] = [...listExercises(course), ...listProjectExercises(projects)];
const practiced = FAULT_PRACTICE_GOALS.map((_, seed) => ({ label: `fault practice seed ${seed}`, exercise: faultPractice(seed).exercise as AuthoringExercise }));

describe('each kind\'s public view', () => {
  it('is tried on every kind of course exercise', () => {
    const types = new Set([...bundled, ...practiced].map(({ exercise }) => exercise.exerciseType));
    expect([...types].sort()).toEqual(['circuit', 'fault', 'info', 'multiple-choice']);
  });

  it.each([...bundled, ...practiced].map(({ label, exercise }) => [label, exercise] as const))('%s: served without secrets, as the public schema reads it', (_label, exercise) => {
    for (const audience of [undefined, { seed: 'learner-a', place: '0/0/0' }]) {
      const shown = publicExercise(exercise, audience);
      expect(secretsIn(shown)).toEqual([]);
      expect(exerciseSchema.parse(shown)).toEqual(shown);
      expect(shown.exerciseType).toBe(exercise.exerciseType);
    }
  });

  it('never serves the texts that name a fault', () => {
    const faults = [...bundled, ...practiced].flatMap(({ exercise }) => (exercise.exerciseType === 'fault' ? [exercise] : []));
    expect(faults.length).toBeGreaterThan(FAULT_PRACTICE_GOALS.length);
    for (const exercise of faults) {
      const served = JSON.stringify(publicExercise(exercise));
      expect(served).not.toContain(exercise.successMessage);
      expect(served).not.toContain(exercise.failureMessage);
    }
  });

  it('serves a quiz\'s options, in the learner\'s order at that place, without the right one marked', () => {
    const quiz = bundled.find(({ exercise }) => exercise.exerciseType === 'multiple-choice')!.exercise;
    if (quiz.exerciseType !== 'multiple-choice') throw new Error('not a quiz');
    const orders = ['learner-a', 'learner-b', 'learner-c', 'learner-d'].map((seed) => publicExercise(quiz, { seed, place: '0/0/4' }));
    for (const shown of orders) {
      if (shown.exerciseType !== 'multiple-choice') throw new Error('not a quiz');
      expect([...shown.options].sort()).toEqual([...quiz.options].sort());
    }
    expect(publicExercise(quiz)).toMatchObject({ options: quiz.options });
  });

  it('serves schematic questions without their accepted circuits, the toolbar as part types', () => {
    for (const question of [...schematicQuestions.standard, ...schematicQuestions.advanced]) {
      const shown = exerciseKinds.schematic.publicView(question);
      expect(secretsIn(shown)).toEqual([]);
      expect(schematicQuestionSchema.parse(shown)).toEqual(shown);
      expect(shown.components).toEqual(question.components.map((part) => part.type));
    }
  });
});

describe('the public course and projects', () => {
  it.each(SEEDS)('serve no secret to learner %s', (seed) => {
    const served = publicCourse(seed);
    expect(served.chapters).toHaveLength(course.chapters.length);
    expect(served.chapters[0]!.levels).toHaveLength(6);
    expect(secretsIn(served)).toEqual([]);
    for (const code of Object.keys(projects)) expect(secretsIn(publicProject(code, seed))).toEqual([]);
  });

  it('serves the Egg Timer by its code, and nothing for an unknown one', () => {
    expect(publicProject('egg')?.levels).toHaveLength(5);
    expect(publicProject('EGG')).toBeNull();
    expect(publicProject('toString')).toBeNull();
  });
});
