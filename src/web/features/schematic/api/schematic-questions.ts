// GET /api/schematic/questions as a TanStack query, parsed with the shared schema; and the question
// the route asks for (levelId + ?q= index).
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { schematicQuestionsResponseSchema, type SchematicQuestionsResponse } from '../../../../api/index';

export const schematicQuestionsKey = ['schematic-questions'] as const;

export function useSchematicQuestions() {
  return useQuery({
    queryKey: schematicQuestionsKey,
    queryFn: async (): Promise<SchematicQuestionsResponse> => schematicQuestionsResponseSchema.parse(await apiFetch('/api/schematic/questions')),
    staleTime: Infinity,
  });
}
