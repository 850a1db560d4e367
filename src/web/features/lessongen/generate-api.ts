// POST /api/generate-level (docs/api.md): the lesson goal in, a community level and notes out. Errors become
// the texts of docs/product.md "Rules and their texts": the server's own message when it sent one, otherwise the generic line.
import { z } from 'zod';
import { levelInputSchema, type LevelInput } from '../../../api/index';
import { ApiError, apiFetch, jsonBody } from '../../lib/api-client';

export const EMPTY_GOAL_MESSAGE = 'Please enter a lesson goal.';
export const GENERATE_ERROR = 'Error generating level. Please try again.';
export const PLACE_ERROR = 'Error placing level. Please try again.';
/** The server refuses longer goals (generate-level route). */
export const MAX_GOAL_LENGTH = 1000;

const responseSchema = z.object({ level: levelInputSchema, notes: z.array(z.string()) });
export type GeneratedLevel = { level: LevelInput; notes: string[] };

/** `seed` varies colours and switch states when the same goal is generated again. */
export async function generateLevel(goal: string, seed = 0): Promise<GeneratedLevel> {
  const body = await apiFetch<unknown>('/api/generate-level', jsonBody('POST', { lesson_goal: goal, ...(seed > 0 ? { seed } : {}) }));
  return responseSchema.parse(body);
}

/**
 * What to show when generating (or placing) failed: a 4xx carries the server's readable text; a
 * network failure, a 5xx or an answer we cannot read gets docs/product.md's generic line for the action.
 */
export function errorText(error: unknown, action: 'generate' | 'place'): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return action === 'generate' ? GENERATE_ERROR : PLACE_ERROR;
}
