// The hint ladder's piece (docs/explanations.md): the server finds and records it for chapter and project
// exercises (so the star is not awarded afterwards); test plays and community levels, which earn nothing,
// ask the solver on the page.
import type { CircuitExercise, HintResponse } from '../../../../api/index';
import type { Grid } from '../../../../engine/index';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { JudgedLocation } from './submit-attempt';

export type PieceHintReply = HintResponse;

export async function askServerForPiece(where: JudgedLocation, grid: Grid): Promise<PieceHintReply> {
  const body =
    where.kind === 'chapter'
      ? { chapter: where.chapter, level: where.level, exercise: where.exercise, grid }
      : { project: where.project, level: where.level, exercise: where.exercise, grid };
  // Read as the shared type (the route's tests hold it to hintResponseSchema): no zod in the player.
  return apiFetch<HintResponse>('/api/hints', jsonBody('POST', body));
}

export async function askPageForPiece(exercise: CircuitExercise, grid: Grid): Promise<PieceHintReply> {
  // Let the button's spinner paint before the (blocking) search.
  await new Promise((resolve) => setTimeout(resolve, 30));
  // Loaded on first use: most learners never reach this rung, so the solver stays out of the player's bundle.
  const [{ nextPiece }, { puzzleFromExercise }] = await Promise.all([import('../../../../solver'), import('../../../../puzzle/index')]);
  return { hint: nextPiece(puzzleFromExercise(exercise), grid), starForfeited: true };
}
