// GET /api/leaderboard: name and points only (never email), points descending (docs/api.md).
import { z } from 'zod';

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  name: z.string(),
  points: z.number().int(),
  /** True on the caller's own row. */
  you: z.boolean(),
});

export const leaderboardResponseSchema = z.object({ entries: z.array(leaderboardEntrySchema) });

export const LEADERBOARD_SIZE = 100;

export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
