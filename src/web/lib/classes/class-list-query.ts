// GET /api/classes as a query, apart from classes-api.ts so the header's Teach link can use it without
// bringing zod into the entry chunk every page loads (docs/performance.md). The answer is read as the
// shared ClassList type; the route's tests hold it to classListSchema.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClassList } from '../../../api/index';
import { apiFetch } from '../api-client';
import { fetchEarly, takeEarly } from '../early-fetch';
import { useSession } from '../session';

export const classesKey = ['classes'] as const;

const fetchClassList = () => apiFetch<ClassList>('/api/classes');

/** Starts GET /api/classes while the session is read (lib/early-fetch.ts): the map shows assignments. */
export function prefetchClassList(queryClient: QueryClient): void {
  fetchEarly(queryClient, classesKey, fetchClassList);
}

/** GET /api/classes for the signed-in user (nothing is fetched when signed out). */
export function useClassList() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useQuery({
    queryKey: classesKey,
    queryFn: () => takeEarly(queryClient, classesKey, fetchClassList),
    enabled: session.status === 'signedIn',
    staleTime: 30_000,
  });
}
