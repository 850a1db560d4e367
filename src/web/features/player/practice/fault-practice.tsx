// Fault practice (docs/faults.md "Fault practice"): the Fault finding chapter's practice plays a
// generated broken circuit on the fault screen. The meter, the hint and the answer name the practice
// seed; the server rebuilds the exercise from it and alone knows the fault. Loaded only when a fault
// practice level is shown, so circuit practice never fetches the fault screen.
import { useQueryClient } from '@tanstack/react-query';
import type { AttemptResponse, FaultCell, FaultExercise, MeasureResponse, HintResponse } from '../../../../api/index';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { profileKey } from '../../../lib/session';
import type { FaultHintReply } from '../fault/fault-api';
import FaultExerciseScreen from '../fault/fault-exercise-screen';

export interface FaultPracticeProps {
  chapter: number;
  seed: number;
  exercise: FaultExercise;
  artStyle: 'photo' | 'schematic';
  onArtStyleChange(style: 'photo' | 'schematic'): void;
  onContinue(): void;
  onExit(): void;
  continueLabel: string;
  successNote: string;
}

export default function FaultPractice({ chapter, seed, ...props }: FaultPracticeProps) {
  const queryClient = useQueryClient();
  const where = { chapter, seed };
  return (
    <FaultExerciseScreen
      {...props}
      progress={{ index: 0, total: 1 }}
      tag="Practice"
      measure={(cell: FaultCell) => apiFetch<MeasureResponse>('/api/faults/measure', jsonBody('POST', { ...where, cell: { row: cell.row, col: cell.col } }))}
      submit={async (suspect: FaultCell) => {
        const reply = await apiFetch<AttemptResponse>(
          '/api/attempts',
          jsonBody('POST', { where: { practice: chapter, seed }, answer: { suspect: { row: suspect.row, col: suspect.col } } }),
        );
        // The streak in the header and on the map re-reads (it lives under the profile's key).
        if (reply.correct) void queryClient.invalidateQueries({ queryKey: profileKey });
        return reply;
      }}
      askHint={async (): Promise<FaultHintReply> => {
        const reply = await apiFetch<HintResponse>('/api/hints', jsonBody('POST', where));
        if (reply.hint.kind !== 'measure') throw new Error('The hint could not be read.');
        return { hint: reply.hint, starForfeited: reply.starForfeited };
      }}
    />
  );
}
