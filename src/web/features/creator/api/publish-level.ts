// POST /api/levels (docs/api.md "Levels"): publishes the level and answers with the stored level. A refusal
// carries the server's own message (e.g. the solver proved the level unsolvable); anything without a
// readable message becomes docs/product.md's 'An error occurred while publishing your level.'
import { PUBLISH_MESSAGES, type LevelInput } from '../../../../api/index';
import { ApiError, apiFetch, jsonBody } from '../../../lib/api-client';

export type PublishOutcome = { ok: true; id: string } | { ok: false; message: string; signedOut: boolean };

export async function publishLevel(level: LevelInput): Promise<PublishOutcome> {
  try {
    const stored = await apiFetch<{ id?: unknown }>('/api/levels', jsonBody('POST', level));
    return { ok: true, id: typeof stored?.id === 'string' ? stored.id : '' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, message: PUBLISH_MESSAGES.signIn, signedOut: true };
    // A 400 explains what to fix; a 5xx or network failure has nothing a creator can act on.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
      return { ok: false, message: error.message, signedOut: false };
    }
    console.error('Publishing failed.', error);
    return { ok: false, message: PUBLISH_MESSAGES.failure, signedOut: false };
  }
}
