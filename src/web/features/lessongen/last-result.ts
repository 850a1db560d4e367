// Keeps the last generated level for this tab (session storage), so coming back from 'Play it' or the
// level creator shows the same goal and preview instead of an empty page.
import { z } from 'zod';
import { levelInputSchema } from '../../../api/index';

const KEY = 'lessonGenLast';
const storedSchema = z.object({ goal: z.string(), seed: z.number().int().min(0), level: levelInputSchema, notes: z.array(z.string()) });
export type LastResult = z.infer<typeof storedSchema>;

export function readLastResult(): LastResult | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    // Storage blocked (private mode) or unreadable: start fresh.
    return null;
  }
}

export function saveLastResult(result: LastResult): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(result));
  } catch {
    // Storage full or blocked: the preview simply will not survive navigation.
  }
}
