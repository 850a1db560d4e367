// Who is signed in, and their profile. The session comes from better-auth's get-session, the profile
// from GET /api/me; both live in TanStack Query so sign-in/out and live points update every screen.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from './api-client';
import { getSession, type AuthUser } from './auth-client';
import { fetchEarly, takeEarly } from './early-fetch';
import { withNewestPoints } from './shown-points';
import type { Profile } from '../../api/index';

export type { Profile };

export const sessionKey = ['session'] as const;
export const profileKey = ['me'] as const;

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: AuthUser };

/** docs/product.md "How screens behave", Sign-in: undefined (loading), signed out, signed in. */
export function useSession(): SessionState {
  const query = useQuery({ queryKey: sessionKey, queryFn: getSession, staleTime: 60_000, retry: 1 });
  if (query.isPending) return { status: 'loading', user: null };
  const user = query.data?.user;
  return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
}

// Read as the shared type (the route's tests hold it to profileSchema): every signed-in screen
// waits for it, and zod would add ~25 KB gzipped to each first load (docs/performance.md).
// A read older than a live points event already applied keeps that event's total (shown-points.ts).
const fetchProfile = async () => withNewestPoints(await apiFetch<Profile>('/api/me'));

/** Starts GET /api/me while the session is read, for a screen that needs a signed-in learner (early-fetch.ts). */
export function prefetchProfile(queryClient: QueryClient): void {
  fetchEarly(queryClient, profileKey, fetchProfile);
}

export function useProfile() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useQuery({
    queryKey: profileKey,
    queryFn: () => takeEarly(queryClient, profileKey, fetchProfile),
    enabled: session.status === 'signedIn',
    staleTime: 30_000,
  });
}

export function useInvalidateProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: profileKey }), [queryClient]);
}

/**
 * After sign-in, sign-up or sign-out: re-read the session (awaited, so a guarded route entered next
 * already knows the user) and forget the previous user's cached data.
 */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    // A session read still in flight from before the sign-in (slow first page load) would answer
    // "signed out"; drop it and read afresh rather than joining it.
    await queryClient.cancelQueries({ queryKey: sessionKey });
    queryClient.setQueryData(sessionKey, await getSession());
  }, [queryClient]);
}
