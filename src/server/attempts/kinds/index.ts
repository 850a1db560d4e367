// The exercise kinds the server serves and judges, one line each (docs/architecture.md "Adding an
// exercise kind"). A new kind is its folder and its line here; a source then hands out puzzles of it.
import type { Exercise, HintResponse } from '../../../api/index';
import type { ExerciseLocation, AuthoringExercise } from '../../../content/index';
import { circuitKind } from './circuit/index';
import { faultKind } from './fault/index';
import { infoKind } from './info/index';
import type { Audience, BundledContext, BundledHintRequest, HintContext } from './kind';
import { multipleChoiceKind } from './multiple-choice/index';
import { schematicKind } from './schematic/index';

export const exerciseKinds = {
  circuit: circuitKind,
  'multiple-choice': multipleChoiceKind,
  info: infoKind,
  fault: faultKind,
  schematic: schematicKind,
};

export type KindName = keyof typeof exerciseKinds;
/** The exercise a kind judges, as its source resolves it. */
export type PuzzleOf<K extends KindName> = Parameters<(typeof exerciseKinds)[K]['judge']>[0];

type CourseExerciseType = AuthoringExercise['exerciseType'];
type Stored<T extends CourseExerciseType> = Extract<AuthoringExercise, { exerciseType: T }>;

/** What the bundled course and projects ask of the kind of each of their exercise types. */
// Function-typed properties, not methods, so their parameters are checked strictly.
interface CourseKindOf<T extends CourseExerciseType> {
  publicView: (stored: Stored<T>, audience?: Audience) => Extract<Exercise, { exerciseType: T }>;
  fromBundled: (stored: Stored<T>, where: ExerciseLocation, context: BundledContext) => PuzzleOf<T>;
  hint?: (stored: Stored<T>, request: BundledHintRequest, context: HintContext) => Promise<HintResponse['hint']>;
  measuresFaults?: true;
}

/**
 * Every course exercise type is a kind above, by its `exerciseType`, that serves, resolves and hints
 * that type: a type without its kind, or a kind of the wrong shape, fails the type check here.
 */
export type CourseKinds = { [T in CourseExerciseType]: CourseKindOf<T> };
const courseKinds: CourseKinds = exerciseKinds;

/**
 * TypeScript cannot pair a member of the union with its own entry of courseKinds (the map's type
 * does that): the entry for an exercise, typed to take any course exercise.
 */
function courseKindOf(exercise: AuthoringExercise): CourseKindOf<CourseExerciseType> {
  return courseKinds[exercise.exerciseType] as unknown as CourseKindOf<CourseExerciseType>;
}

/**
 * A course, project or practice exercise as it may leave the server: its kind's public view. With an
 * `audience`, a quiz's options come in that learner's order for that place.
 */
export function publicExercise(exercise: AuthoringExercise, audience?: Audience): Exercise {
  return courseKindOf(exercise).publicView(exercise, audience);
}

/** A chapter or project exercise resolved: the kind that judges it and, once asked for, its puzzle. */
export type BundledPuzzle = { [T in CourseExerciseType]: { kind: T; puzzle(): Promise<PuzzleOf<T>> } }[CourseExerciseType];

export function bundledPuzzle(exercise: AuthoringExercise, where: ExerciseLocation, context: BundledContext): BundledPuzzle {
  const kind = courseKindOf(exercise);
  // The pair is right by construction (the kind is the exercise's own); the union cannot say so.
  return { kind: exercise.exerciseType, puzzle: async () => kind.fromBundled(exercise, where, context) } as BundledPuzzle;
}

/** The hint a chapter or project exercise's kind gives, or null when its kind has none. */
export function bundledHint(exercise: AuthoringExercise, request: BundledHintRequest, context: HintContext): Promise<HintResponse['hint']> | null {
  const { hint } = courseKindOf(exercise);
  return hint ? hint(exercise, request, context) : null;
}

/** The exercise's learners take meter measurements, kept under its place (a class's detail counts them). */
export function measuresFaults(exercise: AuthoringExercise | null): boolean {
  return exercise !== null && courseKindOf(exercise).measuresFaults === true;
}
