// The bundled schematic question's full shape: the served question plus its accepted answers, each
// a list of parts with their connections (docs/product.md "What is stored", Answer (list of accepted answers)).
import { z } from 'zod';
import { schematicComponentSchema, schematicQuestionSchema, toolbarPartSchema } from '../../api/index';

export const schematicQuestionContentSchema = schematicQuestionSchema.omit({ parts: true }).extend({
  /** The toolbar: each part with its id and value (served as `components` types plus `parts`). */
  components: z.array(toolbarPartSchema).min(1),
  answers: z.array(z.array(schematicComponentSchema).min(1)).min(1),
});
export type SchematicQuestionContent = z.infer<typeof schematicQuestionContentSchema>;
