// GET /api/projects/{code}: the public project, or null for an unknown code (404). Shared by the
// Projects screens and the player, under one cache key, so opening a level reuses the download.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Project } from '../../api/index';
import { ApiError, apiFetch } from '../lib/api-client';
import { useSession } from '../lib/session';

export type { Project };

/** Quiz options come in each learner's own order, so the key names the user too. */
export const projectKey = (code: string, userId: string | null) => ['project', code, userId] as const;

export async function fetchProjectOrNull(code: string): Promise<Project | null> {
  try {
    return await apiFetch<Project>(`/api/projects/${encodeURIComponent(code)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Bundled content only changes with a deploy, so a loaded project never needs re-fetching. */
const options = (code: string, userId: string | null) => ({ queryKey: projectKey(code, userId), queryFn: () => fetchProjectOrNull(code), staleTime: Infinity });

/** `enabled: false` when the caller has no project to show (e.g. the player on a chapter route). */
export function useProject(code: string, enabled = true) {
  const session = useSession();
  return useQuery({ ...options(code, session.user?.id ?? null), enabled: enabled && session.status !== 'loading' });
}

export function useProjects(codes: string[]) {
  const userId = useSession().user?.id ?? null;
  return useQueries({ queries: codes.map((code) => options(code, userId)) });
}
