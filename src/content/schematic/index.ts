// The bundled schematic questions, validated once at load: 5 standard and 5 advanced. The server
// serves them without answers (the schematic kind's public view) and judges attempts against them.
import { z } from 'zod';
import type { SchematicLevelId } from '../../api/index';
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
