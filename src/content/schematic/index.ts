// The bundled schematic questions, validated once at load: 5 standard and 5 advanced. The server
// serves them without answers and judges attempts against them.
import { z } from 'zod';
import type { SchematicLevelId, SchematicQuestion } from '../../api/schematic';
import { advancedQuestions } from './advanced-questions';
import { schematicQuestionContentSchema, type SchematicQuestionContent } from './schema';
import { standardQuestions } from './standard-questions';

const levelSchema = z.array(schematicQuestionContentSchema).length(5);

function level(levelId: SchematicLevelId, questions: readonly object[]): SchematicQuestionContent[] {
  return levelSchema.parse(questions.map((question, index) => ({ levelId, index, ...question })));
}

export const schematicQuestions: Record<SchematicLevelId, SchematicQuestionContent[]> = {
  standard: level('standard', standardQuestions),
  advanced: level('advanced', advancedQuestions),
};

export function findSchematicQuestion(levelId: SchematicLevelId, index: number): SchematicQuestionContent | undefined {
  return schematicQuestions[levelId][index];
}

/** A question as the page may see it: the accepted answers stay on the server. */
export function publicQuestion({ answers: _answers, components, ...question }: SchematicQuestionContent): SchematicQuestion {
  return { ...question, components: components.map((part) => part.type), parts: components };
}
