// Opened straight at /learn or an exercise, the page asks for the screen's first data (course or
// level, profile, streak, class list) while the session is still being read, not after it
// (docs/performance.md).
// An early answer waits in the query cache under a key of its own, is taken once by the screen's
// query, and is dropped with every other query when someone signs in or out (session.tsx), so it
// never serves another learner.
import type { QueryClient } from '@tanstack/react-query';

export function fetchEarly<T>(queryClient: QueryClient, key: readonly unknown[], fetch: () => Promise<T>): void {
  void queryClient.prefetchQuery({ queryKey: ['early', ...key], queryFn: fetch, staleTime: Infinity, retry: false });
}

/** The early answer for `key` if there is one (taken, so it is used once), else a fresh fetch. */
export async function takeEarly<T>(queryClient: QueryClient, key: readonly unknown[], fetch: () => Promise<T>): Promise<T> {
  const earlyKey = ['early', ...key];
  if (!queryClient.getQueryState(earlyKey)) return fetch();
  try {
    return await queryClient.fetchQuery({ queryKey: earlyKey, queryFn: fetch, staleTime: Infinity });
  } finally {
    queryClient.removeQueries({ queryKey: earlyKey, exact: true });
  }
}
