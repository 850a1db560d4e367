// The schematic question game's routes (docs/api.md): GET /api/schematic/questions serves the bundled
// questions without their answers; POST /api/schematic/attempts judges a circuit with the same pure
// module the page uses (src/schematic/judge.ts) and, when correct, marks the question complete in the
// user's profile. The page never writes completion itself, so it cannot be forged.
import type { Kysely } from 'kysely';
import {
  schematicAttemptRequestSchema,
  type SchematicAttemptRequest,
  type SchematicAttemptResponse,
  type SchematicLevelId,
  type SchematicQuestionsResponse,
} from '../../api/schematic';
import { findSchematicQuestion, publicQuestion, schematicQuestions } from '../../content/schematic/index';
import type { SchematicQuestionContent } from '../../content/schematic/schema';
import { judgeCircuit } from '../../schematic/judge';
import { hasPort, numberOfPortsFor } from '../../schematic/ports';
import type { RouteModule } from '../app-env';
import { countAttempt } from '../attempts/attempt-throttle';
import { requireUser } from '../auth/require-user';
import { defaultSchematicCompletion, ensureProfile } from '../db/queries/profiles';
import type { DB } from '../db/schema';
import { HttpError } from '../http-error';

export const registerSchematicRoutes: RouteModule = (app, deps) => {
  app.get('/api/schematic/questions', (c) => {
    const body: SchematicQuestionsResponse = {
      standard: schematicQuestions.standard.map(publicQuestion),
      advanced: schematicQuestions.advanced.map(publicQuestion),
    };
    return c.json(body);
  });

  app.post('/api/schematic/attempts', async (c) => {
    const user = await requireUser(c, deps);
    await countAttempt(deps.database, user.id);
    const request = schematicAttemptRequestSchema.parse(await c.req.json());
    const question = findSchematicQuestion(request.levelId, request.index);
    if (!question) throw new HttpError(404, 'There is no such schematic question.');
    checkCircuitFromToolbar(request, question);

    const verdict = judgeCircuit(request.components, question.answers);
    if (verdict.kind === 'not-ready') {
      throw new HttpError(400, 'Every part needs a wire on each of its ports before Test.', 'components');
    }
    if (verdict.correct) {
      await ensureProfile(deps.database, user);
      await markCompleted(deps.database.db, user.id, request.levelId, request.index);
    }
    const response: SchematicAttemptResponse = {
      correct: verdict.correct,
      message: verdict.message,
      ...(verdict.explanation ? { explanation: verdict.explanation } : {}),
    };
    return c.json(response);
  });
};

/** Refuses a circuit the page could not have built: unknown ports, dangling wires, extra parts. */
function checkCircuitFromToolbar(request: SchematicAttemptRequest, question: SchematicQuestionContent): void {
  const byId = new Map<string, SchematicAttemptRequest['components'][number]>();
  request.components.forEach((part, index) => {
    if (byId.has(part.id)) throw new HttpError(400, `Two parts share the id '${part.id}'.`, `components.${index}.id`);
    if (part.numberOfPorts !== numberOfPortsFor(part.type)) {
      throw new HttpError(400, `A ${part.type} has ${numberOfPortsFor(part.type)} ports.`, `components.${index}.numberOfPorts`);
    }
    byId.set(part.id, part);
  });
  request.components.forEach((part, index) => {
    part.connections.forEach((connection, at) => {
      const other = byId.get(connection.connectedToComponentId);
      const field = `components.${index}.connections.${at}`;
      if (!hasPort(part, connection.portId) || !other || !hasPort(other, connection.connectedToPortId)) {
        throw new HttpError(400, 'A wire ends on a port that is not in the circuit.', field);
      }
    });
  });
  const toolbar = question.components.map((p) => `${p.type}:${p.value}`);
  request.components.forEach((part, index) => {
    const at = toolbar.indexOf(`${part.type}:${part.value}`);
    if (at < 0) throw new HttpError(400, `This question's toolbar has no ${part.type} of value ${part.value} left.`, `components.${index}`);
    toolbar.splice(at, 1);
  });
}

/** Sets completion[levelId][index].completed under a row lock, so concurrent answers never lose one. */
async function markCompleted(db: Kysely<DB>, userId: string, levelId: SchematicLevelId, index: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select('schematic_completion').where('id', '=', userId).forUpdate().executeTakeFirst();
    const completion = { ...defaultSchematicCompletion(), ...((row?.schematic_completion ?? {}) as object) } as Record<string, unknown>;
    const defaults = defaultSchematicCompletion()[levelId] as object[];
    const stored = Array.isArray(completion[levelId]) ? (completion[levelId] as object[]) : [];
    const list = defaults.map((entry, i) => ({ ...entry, ...(stored[i] ?? {}) }));
    list[index] = { ...list[index], completed: true };
    completion[levelId] = list;
    await trx.updateTable('users').set({ schematic_completion: JSON.stringify(completion) }).where('id', '=', userId).execute();
  });
}
