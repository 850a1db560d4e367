// The schematic kind (docs/api.md "Schematic game"): a drawn circuit, refused when the page could not
// have built it (check-toolbar.ts), judged by the same pure module the page uses (src/schematic/judge.ts).
// The feedback's message is the verdict's; a wrong answer's explanation is its one detail. The
// accepted answers stay on the server; the page gets the toolbar's parts.
import { FEEDBACK_TITLES } from '../../../../puzzle/index';
import { schematicAnswerSchema, type SchematicAnswer, type SchematicQuestion } from '../../../../api/index';
import type { SchematicQuestionContent } from '../../../../content/index';
import { judgeCircuit } from '../../../../schematic';
import { HttpError } from '../../../http-error';
import type { ExerciseKind } from '../kind';
import { checkCircuitFromToolbar } from './check-toolbar';

export const schematicKind: ExerciseKind<SchematicQuestionContent, SchematicAnswer, SchematicQuestionContent, SchematicQuestion> = {
  answerKey: 'components',
  answer: schematicAnswerSchema,
  missing: (field, what = 'a schematic question') => `${field} is required for ${what}.`,
  judge: async (question, answer, { fields }) => {
    checkCircuitFromToolbar(answer, question, fields);
    const verdict = judgeCircuit(answer.components, question.answers);
    if (verdict.kind === 'not-ready') {
      throw new HttpError(400, 'Every part needs a wire on each of its ports before Test.', fields.answer('components'));
    }
    const { correct, message, explanation } = verdict;
    return {
      correct,
      starAchieved: false,
      feedback: { title: correct ? FEEDBACK_TITLES.correct : FEEDBACK_TITLES.wrong, message, details: explanation ? [explanation] : [] },
    };
  },
  progress: { starBonus: false, firstAnswerOnly: false },
  publicView: ({ answers: _answers, components, ...question }) => ({ ...question, components: components.map((part) => part.type), parts: components }),
};
