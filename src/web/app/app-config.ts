// Server-side settings the page needs (GET /api/config): the bug-report URL and whether Google
// sign-in is configured. Falls back to safe defaults while loading or when the call fails.
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { publicConfigSchema, type PublicConfig as AppConfig } from '../../api/me';

const fallback: AppConfig = { feedbackUrl: 'https://github.com/ohmlet/ohmlet/issues/new', googleEnabled: false };

export function useAppConfig(): AppConfig {
  const query = useQuery({
    queryKey: ['config'],
    queryFn: async () => publicConfigSchema.parse(await apiFetch('/api/config')),
    staleTime: Infinity,
  });
  return query.data ?? fallback;
}
