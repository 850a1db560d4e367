// The Explore screen's calls (docs/api.md "Levels"): the list (newest first) and deleting one's own level.
// The list rows carry the creator's id, so the screen can tell which levels are the caller's own.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { levelListSchema, type levelSummarySchema } from '../../../api/index';
import { apiFetch } from '../../lib/api-client';

export type LevelRow = z.infer<typeof levelSummarySchema>;

export const levelsKey = ['levels'] as const;

async function fetchLevels(): Promise<LevelRow[]> {
  return levelListSchema.parse(await apiFetch<unknown>('/api/levels')).levels;
}

/** Every listed level; refetched whenever Explore opens, so a play just finished shows in the count. */
export function useLevels() {
  return useQuery({ queryKey: levelsKey, queryFn: fetchLevels, staleTime: 0, refetchOnMount: 'always' });
}

/** DELETE /api/levels/{id}; the level leaves the cached list at once. */
export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/levels/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<LevelRow[]>(levelsKey, (levels) => levels?.filter((level) => level.id !== id));
      void queryClient.invalidateQueries({ queryKey: levelsKey });
    },
  });
}
