// The daily streak for the header and the map (GET /api/me/streak, docs/journey.md). Its request
// names the learner's time zone (api-client.ts), so days are counted on the learner's own calendar.
// Its key sits under the profile's, so whatever re-reads the profile re-reads the streak too.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StreakResponse } from '../../api/index';
import { apiFetch } from './api-client';
import { fetchEarly, takeEarly } from './early-fetch';
import { profileKey, useSession } from './session';

export const streakKey = [...profileKey, 'streak'] as const;

// Read as the shared type (the route's tests hold it to streakResponseSchema): the header is in
// the entry chunk, which must not load zod (docs/performance.md).
const fetchStreak = () => apiFetch<StreakResponse>('/api/me/streak');

/** Starts GET /api/me/streak while the session is read (early-fetch.ts): the map shows the streak. */
export function prefetchStreak(queryClient: QueryClient): void {
  fetchEarly(queryClient, streakKey, fetchStreak);
}

export function useStreak(): StreakResponse | undefined {
  const queryClient = useQueryClient();
  const session = useSession();
  const query = useQuery({
    queryKey: streakKey,
    queryFn: () => takeEarly(queryClient, streakKey, fetchStreak),
    enabled: session.status === 'signedIn',
    staleTime: 30_000,
  });
  return query.data;
}
