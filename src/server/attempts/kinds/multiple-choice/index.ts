// The quiz kind: one option, as served in the learner's own shuffled order (the source turns it into
// the content's index), right when it is the correct option. No star to collect: a right answer counts
// as starred so the level can be starred, and only a right first answer earns points (../../quiz-points.ts).
import { z } from 'zod';
import { feedbackOf } from '../../../../content/judge-feedback';
import type { AuthoringMultipleChoiceExercise } from '../../../../content/schema';
import { HttpError } from '../../../http-error';
import type { ExerciseKind } from '../kind';

export interface QuizPuzzle {
  exercise: AuthoringMultipleChoiceExercise;
  /** The content's index of the option the learner was served at `served`. */
  contentOption(served: number): number;
}

const answer = z.strictObject({ option: z.number().int().min(0).max(99) });

export const multipleChoiceKind: ExerciseKind<QuizPuzzle, z.infer<typeof answer>> = {
  answerKey: 'option',
  answer,
  missing: (field, what = 'a multiple-choice exercise') => `${field} is required for ${what}.`,
  judge: async ({ exercise, contentOption }, { option }, { fields }) => {
    const field = fields.answer('option');
    if (option >= exercise.options.length) throw new HttpError(400, `${field} must be between 0 and ${exercise.options.length - 1}.`, field);
    const correct = contentOption(option) === exercise.correctOptionIndex;
    return { correct, starAchieved: correct, feedback: feedbackOf({ correct, details: [] }, exercise) };
  },
  progress: { starBonus: false, firstAnswerOnly: true },
};
