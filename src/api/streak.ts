// GET /api/me/streak: the caller's daily streak in the time zone named by the x-time-zone header
// (docs/journey.md "Coming back"). Shared by the server and the page.
import { z } from 'zod';

export const streakResponseSchema = z.strictObject({
  days: z.number().int().min(0),
  activeToday: z.boolean(),
});
export type StreakResponse = z.infer<typeof streakResponseSchema>;
