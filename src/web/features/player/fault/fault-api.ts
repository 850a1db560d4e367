// The fault screen's requests (docs/api.md "Fault finding"): the meter (POST /api/faults/measure,
// solved and counted on the server, which alone knows the fault) and the hint (POST /api/hints). Read
// as the shared types: the routes' tests hold the replies to their schemas, so no zod in the player.
import type { FaultCell, MeasureHint, MeasureResponse, HintResponse } from '../../../../api/index';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { JudgedLocation } from '../api/submit-attempt';

function whereFields(where: JudgedLocation) {
  return where.kind === 'chapter'
    ? { chapter: where.chapter, level: where.level, exercise: where.exercise }
    : { project: where.project, level: where.level, exercise: where.exercise };
}

export async function measureCell(where: JudgedLocation, cell: FaultCell): Promise<MeasureResponse> {
  return apiFetch<MeasureResponse>('/api/faults/measure', jsonBody('POST', { ...whereFields(where), cell: { row: cell.row, col: cell.col } }));
}

export interface FaultHintReply {
  hint: MeasureHint;
  starForfeited: boolean;
}

export async function askFaultHint(where: JudgedLocation): Promise<FaultHintReply> {
  const reply = await apiFetch<HintResponse>('/api/hints', jsonBody('POST', whereFields(where)));
  if (reply.hint.kind !== 'measure') throw new Error('The hint could not be read.');
  return { hint: reply.hint, starForfeited: reply.starForfeited };
}
