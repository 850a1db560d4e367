// The content checks as tests, one per exercise so a failure names it; the judge is the real engine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { course, findExercise, projects } from './index';
import { checkCourseShape, checkExercise, checkProjects, listExercises, listProjectExercises } from './check';
import { courseIdeaProblems } from './idea-order';
import type { AuthoringCircuitExercise } from './schema';

describe('bundled course', () => {
  it('has the chapters, levels and exercise counts of spec section 3', () => {
    expect(checkCourseShape(course)).toEqual([]);
    expect(course.chapters.slice(0, 2).map((c) => c.title)).toEqual(['Batteries, resistors and switches', 'Using schematic symbols']);
    expect(course.chapters.slice(0, 2).map((c) => c.type)).toEqual(['beginner', 'advanced']);
  });

  it('teaches every idea before an exercise uses it, in map order (projects after the course)', () => {
    const projectRuns = Object.values(projects).map((project) => listProjectExercises({ [project.code]: project }));
    expect(courseIdeaProblems(listExercises(course), projectRuns)).toEqual([]);
  });

  it.each(listExercises(course).map((x) => [x.label, x.exercise] as const))('%s passes every check', (_label, exercise) => {
    expect(checkExercise(exercise)).toEqual([]);
  });
});

describe('content checks catch broken exercises', () => {
  const firstCircuit = course.chapters[0].levels[1].exercises[1] as AuthoringCircuitExercise;

  it('reports a reference solution that leaves the bulb off', () => {
    const broken = { ...firstCircuit, solution: { place: [] } };
    expect(checkExercise(broken).join('\n')).toMatch(/reference solution leaves red-bulb OFF, goal ON/);
  });

  it('reports a solution that uses parts the inventory does not hold', () => {
    const broken = { ...firstCircuit, solution: { place: [{ type: 'resistor' as const, row: 0, col: 2, rotation: 0 as const, resistanceValue: 560 }] } };
    expect(checkExercise(broken).join('\n')).toMatch(/uses more resistor 560 Ω than the inventory holds/);
  });

  it('reports a solution that covers a pre-placed piece', () => {
    const broken = { ...firstCircuit, solution: { place: [{ type: 'star' as const, row: 0, col: 1, rotation: 0 as const }] } };
    expect(checkExercise(broken).join('\n')).toMatch(/not a free cell/);
  });

  it('reports a start that already passes and an unreachable star', () => {
    const solvedStart = { ...firstCircuit, prePlacedComponents: [...firstCircuit.prePlacedComponents, ...firstCircuit.solution.place] };
    expect(checkExercise(solvedStart).join('\n')).toMatch(/untouched start already passes/);
    const noStar = { ...firstCircuit, solution: { place: [firstCircuit.solution.place[0], { type: 'straight-wire' as const, row: 1, col: 1, rotation: 90 as const }] } };
    expect(checkExercise(noStar).join('\n')).toMatch(/star is never collected/);
  });

  it('reports a goal bulb that can never be on the grid', () => {
    const broken = { ...firstCircuit, goal: [{ type: 'green-bulb' as const, status: 'ON' as const }] };
    expect(checkExercise(broken).join('\n')).toMatch(/goal names green-bulb, but no such light/);
  });

  it('reports a quiz whose answer index is out of range, and an unknown info placeholder', () => {
    const quiz = course.chapters[0].levels[0].exercises[4];
    if (quiz.exerciseType !== 'multiple-choice') throw new Error('fixture moved');
    expect(checkExercise({ ...quiz, correctOptionIndex: 9 })).toHaveLength(1);
    expect(checkExercise({ exerciseType: 'info', title: 'x', content: 'A {flux-capacitor}.' })).toEqual([
      'placeholder {flux-capacitor} is not a component type',
    ]);
  });

  it('reports an info card longer than a young reader takes in, in the course and in a project', () => {
    const long = { exerciseType: 'info' as const, title: 'x', content: Array.from({ length: 81 }, () => 'word').join(' ') };
    expect(checkExercise(long)).toEqual(['the info card has 81 words, at most 80']);
    expect(checkExercise({ ...long, content: 'A {battery} and ' + long.content.split(' ').slice(3).join(' ') })).toEqual([]);
    const project = { levels: [{ exercises: [long] }] } as unknown as Parameters<typeof checkProjects>[0][string];
    expect(checkProjects({ test: project })).toEqual(['project test level 1 exercise 1 (x): the info card has 81 words, at most 80']);
  });
});

describe('info card pictures', () => {
  const cards = [...listExercises(course), ...listProjectExercises(projects)].flatMap(({ label, exercise }) =>
    exercise.exerciseType === 'info' && exercise.media?.startsWith('/') ? [[label, exercise.media] as const] : [],
  );
  it.each(cards)('%s shows a picture that ships with the page (%s)', (_label, media) => {
    expect(fs.existsSync(path.join('src/web/public', media))).toBe(true);
  });
});

describe('lookup', () => {
  it('finds exercises by zero-based location and answers null for missing ones', () => {
    expect(findExercise({ chapter: 0, level: 0, exercise: 1 })?.title).toBe('Close the gap');
    expect(findExercise({ chapter: 1, level: 4, exercise: 1 })?.exerciseType).toBe('multiple-choice');
    expect(findExercise({ chapter: 0, level: 6, exercise: 0 })).toBeNull();
    expect(findExercise({ chapter: -1, level: 0, exercise: 0 })).toBeNull();
    expect(findExercise({ project: 'egg', level: 4, exercise: 1 })?.title).toBe('Build the egg timer');
    expect(findExercise({ project: 'egg', level: 5, exercise: 0 })).toBeNull();
    expect(findExercise({ project: 'nope', level: 0, exercise: 0 })).toBeNull();
  });
});

describe('bundled projects', () => {
  it('has the Egg Timer with the levels of spec section 3, 1–3 exercises each', () => {
    expect(projects.egg.title).toBe('Egg Timer');
    expect(projects.egg.levels.map((l) => l.title)).toEqual(['Fundamentals', 'Breadboard', 'Switch', 'Mosfet', 'Egg Timer']);
    expect(checkProjects(projects)).toEqual([]);
  });

  it.each(listProjectExercises(projects).map((x) => [x.label, x.exercise] as const))('%s passes every check', (_label, exercise) => {
    expect(checkExercise(exercise)).toEqual([]);
  });
});
