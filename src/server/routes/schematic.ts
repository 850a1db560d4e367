// The schematic question game's routes (docs/api.md): GET /api/schematic/questions serves the bundled
// questions without their answers. An answer is POST /api/attempts with `where: {schematic, index}`
// (attempts/sources/schematic.ts records completion; the page never writes it itself, so it cannot be
// forged); POST /api/schematic/attempts is its old form, kept for one release with its own reply.
import {
  schematicAttemptRequestSchema,
  type SchematicAttemptResponse,
  type SchematicQuestionsResponse,
} from '../../api/index';
import { schematicQuestions } from '../../content/index';
import type { RouteModule } from '../app-env';
import { answerAttempt } from '../attempts/answer-attempt';
import { startAttempt } from '../attempts/begin-attempt';
import { exerciseKinds } from '../attempts/kinds/index';
import type { FieldNames } from '../attempts/kinds/kind';

/** The old body is flat: its fields are named without `where.` or `answer.` (`levelId`, `components.0.id`). */
const OLD_SCHEMATIC_FIELDS: FieldNames = { where: (name) => (name === 'schematic' ? 'levelId' : name), answer: (name) => name };

export const registerSchematicRoutes: RouteModule = (app, deps) => {
  app.get('/api/schematic/questions', (c) => {
    const body: SchematicQuestionsResponse = {
      standard: schematicQuestions.standard.map((question) => exerciseKinds.schematic.publicView(question)),
      advanced: schematicQuestions.advanced.map((question) => exerciseKinds.schematic.publicView(question)),
    };
    return c.json(body);
  });

  app.post('/api/schematic/attempts', async (c) => {
    const { start, today, body } = await startAttempt(c, deps);
    const { levelId, index, components, lines } = schematicAttemptRequestSchema.parse(body);
    const where = { schematic: levelId, index };
    const reply = await answerAttempt(deps, start, today, { where, answer: { components, lines } }, OLD_SCHEMATIC_FIELDS);
    const explanation = reply.feedback.details[0];
    const response: SchematicAttemptResponse = { correct: reply.correct, message: reply.feedback.message, ...(explanation ? { explanation } : {}) };
    return c.json(response);
  });
};
