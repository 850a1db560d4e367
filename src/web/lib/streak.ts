// The daily streak for the header and the map (GET /api/me/streak, docs/journey.md). Every request
// names the learner's time zone (api-client.ts), so days are counted on the learner's own calendar.
// Its key sits under the profile's, so whatever re-reads the profile re-reads the streak too.
import { useQuery } from '@tanstack/react-query';
import type { StreakResponse } from '../../api/streak';
import { apiFetch } from './api-client';
import { profileKey, useSession } from './session';

export const streakKey = [...profileKey, 'streak'] as const;

export function useStreak(): StreakResponse | undefined {
  const session = useSession();
  const query = useQuery({
    queryKey: streakKey,
    // Read as the shared type (the route's tests hold it to streakResponseSchema): the header is in
    // the entry chunk, which must not load zod (docs/performance.md).
    queryFn: () => apiFetch<StreakResponse>('/api/me/streak'),
    enabled: session.status === 'signedIn',
    staleTime: 30_000,
  });
  return query.data;
}
