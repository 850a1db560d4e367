// The fault screen bound to where its exercise lives: only chapter and project exercises are judged by
// the server, which alone knows the fault, so a fault exercise anywhere else (a test play) cannot be
// measured and says so. Loaded on its own (player/flow/exercise-screens.tsx), so circuits never fetch it.
import type { FaultExercise } from '../../../../api/index';
import { useSendAttempt, type JudgedLocation } from '../api/submit-attempt';
import type { ExerciseLocation } from '../flow/exercise-location';
import { askFaultHint, measureCell } from './fault-api';
import FaultExerciseScreen from './fault-exercise-screen';
import { ResultOverlay } from '../shared/result-overlay';

export interface FaultPlayerProps {
  location: ExerciseLocation;
  exercise: FaultExercise;
  progress: { index: number; total: number };
  artStyle: 'photo' | 'schematic';
  onArtStyleChange(style: 'photo' | 'schematic'): void;
  onContinue(): void;
  onExit(): void;
}

export default function FaultPlayer({ location, ...props }: FaultPlayerProps) {
  if (location.kind !== 'chapter' && location.kind !== 'project') {
    return <ResultOverlay variant="error" title="Only in the course" message="A fault-finding exercise is measured by the server, so it plays in a chapter or a project only." onClose={props.onExit} />;
  }
  return <JudgedFaultPlayer location={location} {...props} />;
}

function JudgedFaultPlayer({ location, ...props }: Omit<FaultPlayerProps, 'location'> & { location: JudgedLocation }) {
  const send = useSendAttempt(location);
  return (
    <FaultExerciseScreen
      {...props}
      measure={(cell) => measureCell(location, cell)}
      submit={(suspect) => send({ suspect })}
      askHint={() => askFaultHint(location)}
    />
  );
}
