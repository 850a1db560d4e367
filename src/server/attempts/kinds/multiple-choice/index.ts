// The quiz kind: one option, as served in the learner's own shuffled order (the source turns it into
// the content's index), right when it is the correct option. No star to collect: a right answer counts
// as starred so the level can be starred, and only a right first answer earns points (src/server/progress/quiz-points.ts).
// Its public view drops the right answer and, served to a learner at a place, shuffles the options
// into that learner's order (src/learning/option-order.ts).
import { z } from 'zod';
import type { MultipleChoiceExercise } from '../../../../api/index';
import { contentOptionIndex, type AuthoringMultipleChoiceExercise } from '../../../../content/index';
import { feedbackOf } from '../../../../puzzle/index';
import { optionOrder, servedOptions, STAR_EARNS_POINTS } from '../../../../learning/index';
import { HttpError } from '../../../http-error';
import { withoutCourseNotes } from '../course-notes';
import type { BundledKind } from '../kind';

export interface QuizPuzzle {
  exercise: AuthoringMultipleChoiceExercise;
  /** The content's index of the option the learner was served at `served`. */
  contentOption(served: number): number;
}

const answer = z.strictObject({ option: z.number().int().min(0).max(99) });

export const multipleChoiceKind: BundledKind<QuizPuzzle, z.infer<typeof answer>, AuthoringMultipleChoiceExercise, MultipleChoiceExercise> = {
  answerKey: 'option',
  answer,
  missing: (field, what = 'a multiple-choice exercise') => `${field} is required for ${what}.`,
  judge: async ({ exercise, contentOption }, { option }, { fields }) => {
    const field = fields.answer('option');
    if (option >= exercise.options.length) throw new HttpError(400, `${field} must be between 0 and ${exercise.options.length - 1}.`, field);
    const correct = contentOption(option) === exercise.correctOptionIndex;
    return { correct, starAchieved: correct, feedback: feedbackOf({ correct, details: [] }, exercise) };
  },
  progress: { starBonus: STAR_EARNS_POINTS['multiple-choice'], firstAnswerOnly: true },
  publicView: (exercise, audience) => {
    const { correctOptionIndex: _correct, ...rest } = exercise;
    const shown = withoutCourseNotes(rest);
    if (!audience) return shown;
    return { ...shown, options: servedOptions(shown.options, optionOrder(audience.seed, audience.place, shown.options.length)) };
  },
  // A quiz option is the index the learner was served (their own shuffled order): judge the content's.
  fromBundled: (exercise, where, { userId }) => ({ exercise, contentOption: (served) => contentOptionIndex(where, userId, served, exercise.options.length) }),
};
