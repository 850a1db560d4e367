// POST /api/attempts with `where: {schematic, index}` (docs/api.md "Attempts"): the server judges the
// circuit with the same pure module and records completion; the page shows the verdict it returns, its
// message and (for a wrong circuit) the explanation.
import type { AttemptResponse, SchematicAttemptRequest, SchematicAttemptResponse } from '../../../../api/index';
import { apiFetch, jsonBody } from '../../../lib/api-client';

export async function submitSchematicAttempt({ levelId, index, components, lines }: SchematicAttemptRequest): Promise<SchematicAttemptResponse> {
  const body = { where: { schematic: levelId, index }, answer: { components, lines } };
  // Read as the shared type, as the player does: the route's tests hold the reply to its schema.
  const reply = await apiFetch<AttemptResponse>('/api/attempts', jsonBody('POST', body));
  const explanation = reply.feedback.details[0];
  return { correct: reply.correct, message: reply.feedback.message, ...(explanation ? { explanation } : {}) };
}
