// The exercise kinds the server serves and judges, one line each (docs/architecture.md "Adding an
// exercise kind"). A new kind is its folder and its line here; a source then hands out puzzles of it.
import type { Exercise } from '../../../api/exercise';
import type { AuthoringExercise } from '../../../content/schema';
import { circuitKind } from './circuit/index';
import { faultKind } from './fault/index';
import { infoKind } from './info/index';
import type { Audience } from './kind';
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
type PublicViewOf<T extends CourseExerciseType> = (
  stored: Extract<AuthoringExercise, { exerciseType: T }>,
  audience?: Audience,
) => Extract<Exercise, { exerciseType: T }>;

/** Every course exercise type is a kind above, by its `exerciseType`, whose view serves that type (checked here). */
const courseKinds: { [T in CourseExerciseType]: { publicView: PublicViewOf<T> } } = exerciseKinds;

/**
 * A course, project or practice exercise as it may leave the server: its kind's public view. With an
 * `audience`, a quiz's options come in that learner's order for that place.
 */
export function publicExercise(exercise: AuthoringExercise, audience?: Audience): Exercise {
  // TypeScript cannot pair a member of the union with its own entry of courseKinds; the map's type does.
  const view = courseKinds[exercise.exerciseType].publicView as (stored: AuthoringExercise, audience?: Audience) => Exercise;
  return view(exercise, audience);
}
