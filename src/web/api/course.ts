// GET /api/course as a TanStack Query hook: the bundled chapters (no solutions), parsed with the shared
// public schema. The course only changes with a new release, so it is fetched once per page load.
import { useQuery } from '@tanstack/react-query';
import { courseResponseSchema, type CourseResponse } from '../../api/exercise';
import { apiFetch } from '../app/api-client';

export const courseKey = ['course'] as const;

export async function fetchCourse(): Promise<CourseResponse> {
  return courseResponseSchema.parse(await apiFetch<unknown>('/api/course'));
}

export function useCourse() {
  return useQuery({ queryKey: courseKey, queryFn: fetchCourse, staleTime: Infinity });
}
