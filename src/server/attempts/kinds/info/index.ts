// The info kind: a card is complete once viewed; there is nothing to get wrong, and nothing to hide
// but the course's own notes.
import { z } from 'zod';
import type { InfoExercise } from '../../../../api/index';
import { feedbackOf } from '../../../../puzzle/index';
import type { AuthoringInfoExercise } from '../../../../content/index';
import { withoutCourseNotes } from '../course-notes';
import type { BundledKind } from '../kind';
import { STAR_EARNS_POINTS } from '../../../../learning/index';

const answer = z.strictObject({ viewed: z.literal(true) });

export const infoKind: BundledKind<unknown, z.infer<typeof answer>, AuthoringInfoExercise, InfoExercise> = {
  answerKey: 'viewed',
  answer,
  missing: (field, what = 'an info card') => `${field} must be true for ${what}.`,
  judge: async () => ({ correct: true, starAchieved: true, feedback: feedbackOf({ correct: true, details: [] }, { successMessage: '', failureMessage: '' }) }),
  progress: { starBonus: STAR_EARNS_POINTS.info, firstAnswerOnly: false },
  publicView: (card) => withoutCourseNotes(card),
  fromBundled: () => null,
};
