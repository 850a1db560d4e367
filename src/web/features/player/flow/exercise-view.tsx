// Shows one exercise with the screen of its type (exercise-screens.tsx) and wires Check/Continue/Exit:
// chapter and project exercises are judged by the server (points, progress); test plays and community
// levels by the page's engine (no points). Continue and Exit follow docs/product.md "How screens behave", Exercise flow.
import { useNavigate } from 'react-router';
import type { Exercise } from '../../../../api/index';
import type { Grid } from '../../../../engine/index';
import { judgeLocally } from '../api/judge-locally';
import { askPageForPiece, askServerForPiece } from '../api/piece-hint';
import { recordCommunityAttempt, useSubmitAttempt, type JudgedLocation } from '../api/submit-attempt';
import { useSession } from '../../../lib/session';
import type { ArtStyle } from '../api/art-style';
import type { AttemptFeedback } from '../shared/attempt-feedback';
import { exitPath, nextPath, type ExerciseLocation } from './exercise-location';
import { screenFor, type Judge } from './exercise-screens';

interface ExerciseViewProps {
  location: ExerciseLocation;
  exercise: Exercise;
  progress: { index: number; total: number };
  artStyle: ArtStyle;
  onArtStyleChange: (style: ArtStyle) => void;
}

export function ExerciseView(props: ExerciseViewProps) {
  const { location } = props;
  if (location.kind === 'chapter' || location.kind === 'project') return <ServerJudgedExercise {...props} location={location} />;
  return <LocallyJudgedExercise {...props} />;
}

function ServerJudgedExercise(props: ExerciseViewProps & { location: JudgedLocation }) {
  const submit = useSubmitAttempt(props.location);
  return (
    <ExerciseScreen
      {...props}
      judge={{
        submitGrid: (grid) => submit({ grid }),
        askPiece: (grid) => askServerForPiece(props.location, grid),
        submitOption: (option) => submit({ option }),
        markViewed: () => submit({ viewed: true }),
      }}
    />
  );
}

function LocallyJudgedExercise(props: ExerciseViewProps) {
  const { exercise, location } = props;
  const signedIn = useSession().status === 'signedIn';
  // A signed-in player's solved community level is also judged and recorded by the server, so a class
  // assignment of it shows as done (docs/classes.md); a failed record never blocks the player.
  const record = async (grid: Grid, feedback: AttemptFeedback) => {
    if (feedback.correct && signedIn && location.kind === 'custom') await recordCommunityAttempt(location.levelId, grid).catch(() => undefined);
    return feedback;
  };
  return (
    <ExerciseScreen
      {...props}
      judge={{
        submitGrid: (grid) =>
          exercise.exerciseType === 'circuit'
            ? judgeLocally(exercise, grid).then((feedback) => record(grid, feedback))
            : Promise.reject(new Error('Not a circuit exercise.')),
        askPiece: (grid) =>
          exercise.exerciseType === 'circuit' ? askPageForPiece(exercise, grid) : Promise.reject(new Error('Not a circuit exercise.')),
        submitOption: () => Promise.reject(new Error('Quizzes are only judged by the server.')),
        markViewed: () => Promise.resolve(),
      }}
    />
  );
}

function ExerciseScreen(props: ExerciseViewProps & { judge: Judge }) {
  const navigate = useNavigate();
  const { location, progress } = props;
  const onContinue = () => void navigate(nextPath(location, progress.total));
  const onExit = () => void navigate(exitPath(location));
  return screenFor({ ...props, onContinue, onExit });
}
