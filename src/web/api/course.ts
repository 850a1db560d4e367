// GET /api/course as a TanStack Query hook: the bundled chapters (no solutions), parsed with the shared
// public schema. The course only changes with a new release, so it is fetched once per page load and
// learner: quiz options come in each learner's own order (docs/course.md), so the key names the user.
import { useQuery } from '@tanstack/react-query';
import { courseResponseSchema, type CourseResponse } from '../../api/exercise';
import { apiFetch } from '../app/api-client';
import { useSession } from '../app/session';

export const courseKey = ['course'] as const;

export async function fetchCourse(): Promise<CourseResponse> {
  return courseResponseSchema.parse(await apiFetch<unknown>('/api/course'));
}

export function useCourse() {
  const session = useSession();
  return useQuery({ queryKey: [...courseKey, session.user?.id ?? null], queryFn: fetchCourse, staleTime: Infinity, enabled: session.status !== 'loading' });
}
