// The info kind: a card is complete once viewed; there is nothing to get wrong.
import { z } from 'zod';
import { feedbackOf } from '../../../../content/judge-feedback';
import type { ExerciseKind } from '../kind';

const answer = z.strictObject({ viewed: z.literal(true) });

export const infoKind: ExerciseKind<unknown, z.infer<typeof answer>> = {
  answerKey: 'viewed',
  answer,
  missing: (field, what = 'an info card') => `${field} must be true for ${what}.`,
  judge: async () => ({ correct: true, starAchieved: true, feedback: feedbackOf({ correct: true, details: [] }, { successMessage: '', failureMessage: '' }) }),
  progress: { starBonus: false, firstAnswerOnly: false },
};
