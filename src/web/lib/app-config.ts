// Server-side settings the page needs (GET /api/config): the bug-report URL and whether Google
// sign-in is configured. Falls back to safe defaults while loading or when the call fails.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { PublicConfig as AppConfig } from '../../api/index';

const fallback: AppConfig = { feedbackUrl: 'https://github.com/ohmlet/ohmlet/issues/new', googleEnabled: false };

const configQuery = {
  queryKey: ['config'],
  // Read as the shared type, like the profile (session.tsx): no validator on every page's first load.
  queryFn: () => apiFetch<AppConfig>('/api/config'),
  staleTime: Infinity,
} as const;

export function useAppConfig(): AppConfig {
  return useQuery(configQuery).data ?? fallback;
}

/**
 * Whether 'Continue with Google' can work here: true or false once the config is known (false when it
 * cannot load), undefined while it loads — the button shows then, and a click waits for the answer.
 */
export function useGoogleEnabled(): boolean | undefined {
  const query = useQuery(configQuery);
  if (query.isError) return false;
  return query.data?.googleEnabled;
}

/**
 * The config for an action the learner just took: waits for it when it is still loading (a click
 * right after the page opened must not act on the fallback), the fallback only when it cannot load.
 */
export function useLoadAppConfig(): () => Promise<AppConfig> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      return await queryClient.ensureQueryData(configQuery);
    } catch {
      return fallback;
    }
  };
}
