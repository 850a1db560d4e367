// The bundled course: validated authoring data, with reference solutions and right answers, for the
// server's judging and the content checks. What of it may leave the server is each exercise kind's
// public view, on the server (docs/architecture.md "Adding an exercise kind").
import { chapter1 } from './chapters/chapter-1';
import { chapter2 } from './chapters/chapter-2';
import { chapter3 } from './chapters/chapter-3';
import { chapter4 } from './chapters/chapter-4';
import { chapter5 } from './chapters/chapter-5';
import { chapter6 } from './chapters/chapter-6';
import { chapter7 } from './chapters/chapter-7';
import { chapter8 } from './chapters/chapter-8';
import { chapter9 } from './chapters/chapter-9';
import { chapter10 } from './chapters/chapter-10';
import { chapter11 } from './chapters/chapter-11';
import { bundledProjects } from './projects/index';
import { classicNumbers } from './classic-numbers';
import { contentIndex, optionOrder, placeOf } from '../learning/index';
import { authoringCourseSchema, authoringLevelSchema, type AuthoringCourse, type AuthoringExercise, type AuthoringLevel } from './schema';

/** Attaches classic-numbers.ts's annotations to the exercises written before annotations existed. */
function annotate(levels: AuthoringLevel[], prefix: string): AuthoringLevel[] {
  return levels.map((level, l) => ({
    ...level,
    exercises: level.exercises.map((exercise, e) => {
      const numbers = classicNumbers[`${prefix}/${l}/${e}`];
      return numbers ? { ...exercise, numbers: [...(exercise.numbers ?? []), ...numbers] } : exercise;
    }),
  }));
}

/** Parsed at import, so a malformed exercise fails the server's start and every test at once. */
export const course: AuthoringCourse = authoringCourseSchema.parse({
  chapters: [chapter1, chapter2, chapter3, chapter4, chapter5, chapter6, chapter7, chapter8, chapter9, chapter10, chapter11].map((chapter, c) => ({
    ...chapter,
    levels: annotate(chapter.levels, String(c)),
  })),
});

/** A bundled project (docs/product.md "What is stored", Project): same levels as chapters, keyed by its unlock code. */
export interface AuthoringProject {
  code: string;
  title: string;
  description: string;
  levels: AuthoringLevel[];
}

/** The bundled projects (src/content/projects), validated at import like the course. */
export const projects: Record<string, AuthoringProject> = Object.fromEntries(
  Object.entries(bundledProjects).map(([code, project]) => [code, { ...project, levels: authoringLevelSchema.array().parse(annotate(project.levels, code)) }]),
);

export type ExerciseLocation =
  | { chapter: number; level: number; exercise: number }
  | { project: string; level: number; exercise: number };

/** The authoring exercise at a location (zero-based indices), or null when there is none. */
export function findExercise(location: ExerciseLocation): AuthoringExercise | null {
  const levels =
    'chapter' in location
      ? course.chapters[location.chapter]?.levels
      : Object.hasOwn(projects, location.project)
        ? projects[location.project].levels
        : undefined;
  if (!levels || !Number.isInteger(location.level) || !Number.isInteger(location.exercise)) return null;
  return levels[location.level]?.exercises[location.exercise] ?? null;
}

/** An attempt's `option` is the index the learner was served; the content index it stands for. */
export function contentOptionIndex(location: ExerciseLocation, seed: string, served: number, optionCount: number): number {
  return contentIndex(optionOrder(seed, placeOf(location), optionCount), served);
}

// What the server and the generator read of the content besides the course itself: the stored shapes,
// a fault exercise's plan, and the schematic game's questions.
export type { AuthoringCircuitExercise, AuthoringExercise, AuthoringFaultExercise, AuthoringInfoExercise, AuthoringLevel, AuthoringMultipleChoiceExercise } from './schema';
export { faultPlan, type FaultPlan } from './fault-exercise';
export { findSchematicQuestion, schematicQuestions } from './schematic/index';
export type { SchematicQuestionContent } from './schematic/schema';
