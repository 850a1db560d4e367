// Which screen shows an exercise of each type, one line each. Circuit, quiz and info screens are in the
// player's first load; fault finding (docs/journey.md) loads on its own, so circuit and quiz players
// never fetch it. A new exercise type adds its line here (lazy unless every exercise needs it).
import { lazy, Suspense, type ReactElement } from 'react';
import type { Exercise } from '../../../../api/index';
import type { Grid } from '../../../../engine/index';
import { LoadingScreen } from '../../../components/spinner';
import type { ArtStyle } from '../api/art-style';
import type { PieceHintReply } from '../api/piece-hint';
import CircuitExerciseScreen from '../circuit/circuit-exercise-screen';
import InfoScreen from '../info/info-screen';
import MultipleChoiceScreen from '../multiple-choice/multiple-choice-screen';
import type { AttemptFeedback } from '../shared/attempt-feedback';
import type { ExerciseLocation } from './exercise-location';

const FaultPlayer = lazy(() => import('../fault/fault-player'));

/** How the page answers an exercise: the server for chapter and project exercises, its own engine otherwise. */
export interface Judge {
  submitGrid: (grid: Grid) => Promise<AttemptFeedback>;
  /** The hint ladder's last rung: one correct piece. */
  askPiece: (grid: Grid) => Promise<PieceHintReply>;
  submitOption: (option: number) => Promise<AttemptFeedback>;
  markViewed: () => Promise<unknown>;
}

export interface ScreenProps<E extends Exercise> {
  location: ExerciseLocation;
  exercise: E;
  progress: { index: number; total: number };
  artStyle: ArtStyle;
  onArtStyleChange: (style: ArtStyle) => void;
  judge: Judge;
  onContinue(): void;
  onExit(): void;
}

type ExerciseOf<T extends Exercise['exerciseType']> = Extract<Exercise, { exerciseType: T }>;

export const exerciseScreens: { [T in Exercise['exerciseType']]: (props: ScreenProps<ExerciseOf<T>>) => ReactElement } = {
  circuit: ({ judge, location: _location, ...props }) => <CircuitExerciseScreen {...props} submit={judge.submitGrid} askPiece={judge.askPiece} />,
  'multiple-choice': ({ judge, location: _location, onArtStyleChange: _style, ...props }) => <MultipleChoiceScreen {...props} submit={judge.submitOption} />,
  info: ({ judge, location: _location, onArtStyleChange: _style, ...props }) => <InfoScreen {...props} markViewed={judge.markViewed} />,
  fault: ({ judge: _judge, ...props }) => (
    <Suspense fallback={<LoadingScreen />}>
      <FaultPlayer {...props} />
    </Suspense>
  ),
};

/** The screen of the exercise's type. */
export function screenFor<E extends Exercise>(props: ScreenProps<E>): ReactElement {
  // The table is keyed by the exercise's own type, so the entry takes this exercise (TypeScript cannot pair them).
  const Screen = exerciseScreens[props.exercise.exerciseType] as (props: ScreenProps<E>) => ReactElement;
  return Screen(props);
}
