// Community levels (GET /api/levels/{id}) and test plays from the level creator arrive in docs/product.md's
// custom-level words (draggableItems, educationalMessages, metadata) or already in the public circuit
// shape (or an older stored one); restoreLevel (docs/architecture.md "Levels at the edge") makes each the
// puzzle the circuit screen plays. Anything else is "unknown".
import type { CircuitExercise } from '../../../../api/index';
import { restoreLevel } from '../../../../puzzle/index';
import { ApiError, apiFetch, jsonBody } from '../../../lib/api-client';

export { restoreLevel };

/** GET /api/levels/{id}; null when there is no such level (404). */
export async function fetchCommunityLevel(levelId: string): Promise<CircuitExercise | null> {
  try {
    return restoreLevel(await apiFetch<unknown>(`/api/levels/${encodeURIComponent(levelId)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/levels/{id}/plays: one more play on the level's counter. */
export async function countCommunityPlay(levelId: string): Promise<void> {
  await apiFetch(`/api/levels/${encodeURIComponent(levelId)}/plays`, jsonBody('POST', {}));
}
