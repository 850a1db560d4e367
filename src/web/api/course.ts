// GET /api/course, GET /api/course/chapters/{c}/levels/{l} and GET /api/course/map as TanStack Query
// hooks: the bundled chapters (no solutions), and the map's summary of them (titles, types, stars
// offered), which is all /learn waits for. The course only changes with a release, so each is fetched
// once per page load and learner: quiz options come in each learner's own order (docs/course.md), so the keys name
// the user. Read as the shared types: the route's tests hold the answers to courseResponseSchema and
// levelSchema, and the page does not load zod for them (docs/performance.md).
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CourseMap, CourseResponse } from '../../api/index';
import { ApiError, apiFetch } from '../lib/api-client';
import { fetchEarly, takeEarly } from '../lib/early-fetch';
import { useSession } from '../lib/session';

export type CourseLevel = CourseResponse['chapters'][number]['levels'][number];

const courseKey = ['course'] as const;

function fetchCourse(): Promise<CourseResponse> {
  return apiFetch<CourseResponse>('/api/course');
}

/** The whole course as `userId` sees it (null: a visitor), kept for the page's life. */
function courseQuery(userId: string | null) {
  return queryOptions({ queryKey: [...courseKey, userId], queryFn: fetchCourse, staleTime: Infinity });
}

function fetchLevel(chapter: number, level: number): Promise<CourseLevel> {
  return apiFetch<CourseLevel>(`/api/course/chapters/${chapter}/levels/${level}`);
}

/** Starts GET /api/course/chapters/{c}/levels/{l} while the session is read (lib/early-fetch.ts). */
export function prefetchCourseLevel(queryClient: QueryClient, chapter: number, level: number): void {
  fetchEarly(queryClient, ['course-level', chapter, level], () => fetchLevel(chapter, level));
}

const courseMapQuery = queryOptions({
  queryKey: ['course-map'],
  queryFn: () => apiFetch<CourseMap>('/api/course/map'),
  staleTime: Infinity,
});

/** Starts GET /api/course/map as the page starts: it is the same for every learner, so it need not wait for the session. */
export function prefetchCourseMap(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(courseMapQuery);
}

/** The learning map's view of the course (titles, types, stars offered; no exercises). */
export function useCourseMap() {
  return useQuery(courseMapQuery);
}

/**
 * Fetches the whole course for this learner once the browser is idle, so a level opened from the map
 * is already here (useCourseLevel) without the map's first paint waiting for it.
 */
export function usePrefetchCourseWhenIdle(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const ready = session.status !== 'loading';
  const userId = session.user?.id ?? null;
  useEffect(() => {
    if (!ready) return;
    const fetchIt = () => void queryClient.prefetchQuery(courseQuery(userId));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchIt, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(fetchIt, 1000);
    return () => window.clearTimeout(id);
  }, [queryClient, ready, userId]);
}

export function useCourse() {
  const session = useSession();
  return useQuery({ ...courseQuery(session.user?.id ?? null), enabled: session.status !== 'loading' });
}

/** A level, or why there is none: 'Unknown chapter index 3' or 'Unknown level index 42'. */
export type CourseLevelLookup = { level: CourseLevel } | { unknown: string };

function lookUp(course: CourseResponse, chapter: number, level: number): CourseLevelLookup {
  const found = course.chapters[chapter];
  if (!found) return { unknown: `Unknown chapter index ${chapter}` };
  const shown = found.levels[level];
  return shown ? { level: shown } : { unknown: `Unknown level index ${level}` };
}

/**
 * One level of a chapter (the player): taken from the whole course when this page already has it
 * for this learner (coming from the map), else fetched alone.
 */
export function useCourseLevel(chapter: number, level: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.user?.id ?? null;
  return useQuery({
    queryKey: ['course-level', chapter, level, userId],
    queryFn: async (): Promise<CourseLevelLookup> => {
      const course = queryClient.getQueryData(courseQuery(userId).queryKey);
      if (course) return lookUp(course, chapter, level);
      try {
        return { level: await takeEarly(queryClient, ['course-level', chapter, level], () => fetchLevel(chapter, level)) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return { unknown: error.field === 'chapter' ? `Unknown chapter index ${chapter}` : `Unknown level index ${level}` };
        }
        throw error;
      }
    },
    enabled: enabled && session.status !== 'loading',
    staleTime: Infinity,
  });
}
