// POST /api/schematic/attempts: the server judges the circuit with the same pure module and records
// completion; the page shows the verdict it returns.
import { apiFetch, jsonBody } from '../../../lib/api-client';
import {
  schematicAttemptResponseSchema,
  type SchematicAttemptRequest,
  type SchematicAttemptResponse,
} from '../../../../api/schematic';

export async function submitSchematicAttempt(request: SchematicAttemptRequest): Promise<SchematicAttemptResponse> {
  return schematicAttemptResponseSchema.parse(await apiFetch('/api/schematic/attempts', jsonBody('POST', request)));
}
