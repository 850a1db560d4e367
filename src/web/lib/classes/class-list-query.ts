// GET /api/classes as a query, apart from classes-api.ts so the header's Teach link can use it without
// bringing zod into the entry chunk every page loads (docs/performance.md). The answer is read as the
// shared ClassList type; the route's tests hold it to classListSchema.
import { useQuery } from '@tanstack/react-query';
import type { ClassList } from '../../../api/classes';
import { apiFetch } from '../api-client';
import { useSession } from '../session';

export const classesKey = ['classes'] as const;

/** GET /api/classes for the signed-in user (nothing is fetched when signed out). */
export function useClassList() {
  const session = useSession();
  return useQuery({
    queryKey: classesKey,
    queryFn: () => apiFetch<ClassList>('/api/classes'),
    enabled: session.status === 'signedIn',
    staleTime: 30_000,
  });
}
