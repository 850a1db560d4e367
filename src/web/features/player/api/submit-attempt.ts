// Sends an answer to POST /api/attempts as {where, answer} (docs/api.md "Attempts") and turns the server's verdict into the overlay's feedback.
// The reply carries the new points total and its version, so the header's bolt is patched at once
// and a points event older than the reply, arriving late, cannot put an older total back.
import { useQueryClient } from '@tanstack/react-query';
import type { AttemptAnswer, AttemptResponse, AttemptWhere } from '../../../../api/index';

type AttemptGrid = Extract<AttemptAnswer, { grid: unknown }>['grid'];
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { profileKey } from '../../../lib/session';
import { showPoints } from '../../../lib/points-events';
import type { AttemptFeedback } from '../shared/attempt-feedback';

/** The exercises the server judges: chapter and project exercises. */
export type JudgedLocation =
  | { kind: 'chapter'; chapter: number; level: number; exercise: number }
  | { kind: 'project'; project: string; level: number; exercise: number };

export async function submitAttempt(where: JudgedLocation, answer: AttemptAnswer): Promise<AttemptResponse> {
  const place =
    where.kind === 'chapter'
      ? { chapter: where.chapter, level: where.level, exercise: where.exercise }
      : { project: where.project, level: where.level, exercise: where.exercise };
  const body: { where: AttemptWhere; answer: AttemptAnswer } = { where: place, answer };
  // Read as the shared type: the route's tests hold the reply to attemptResponseSchema, and the
  // player does not load zod for it (docs/performance.md).
  return apiFetch<AttemptResponse>('/api/attempts', jsonBody('POST', body));
}

/**
 * A signed-in player's solved community level, sent for the server to judge and record (class
 * assignments count it; no points). The page's own verdict is what the overlay shows.
 */
export async function recordCommunityAttempt(levelId: string, grid: AttemptGrid): Promise<void> {
  await apiFetch<unknown>('/api/attempts', jsonBody('POST', { where: { levelId }, answer: { grid } }));
}

export function feedbackFromResponse(response: AttemptResponse): AttemptFeedback {
  return {
    correct: response.correct,
    starAchieved: response.starAchieved,
    pointsAwarded: response.pointsAwarded,
    feedback: response.feedback,
  };
}

/** `send(answer)` for one exercise: posts it, updates the cached profile, returns the server's whole reply. */
export function useSendAttempt(where: JudgedLocation): (answer: AttemptAnswer) => Promise<AttemptResponse> {
  const queryClient = useQueryClient();
  return async (answer: AttemptAnswer) => {
    const response = await submitAttempt(where, answer);
    showPoints(queryClient, { points: response.points, version: response.pointsVersion });
    // Progress changed: the map re-reads the profile when the learner returns to it.
    if (response.correct) void queryClient.invalidateQueries({ queryKey: profileKey });
    return response;
  };
}

/** `submit(answer)` for one exercise: as useSendAttempt, reduced to the overlay's feedback. */
export function useSubmitAttempt(where: JudgedLocation): (answer: AttemptAnswer) => Promise<AttemptFeedback> {
  const send = useSendAttempt(where);
  return async (answer: AttemptAnswer) => feedbackFromResponse(await send(answer));
}
