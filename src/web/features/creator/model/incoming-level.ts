// A level handed to the creator: the navigation state's `{ level }` (the lesson generator's 'Place Level',
// Explore's "edit a copy"). Read by restore-level.ts's readLevel, the one reader of a level's stored words,
// and leniently — a missing name, goal or inventory is for the creator to fill in — then turned into a
// draft. Anything unreadable is ignored. A generated level's task line (`description`) becomes the
// draft's description; a scenario level's readable scenarios stay its scenarios.
import { readLevel } from '../../../../puzzle/index';
import { draftOf, type Draft } from './draft';
import { draftScenariosSchema } from './draft-storage';

/** The draft for a level in any stored or sent shape, or null when it cannot be read. */
export function draftFromLevel(raw: unknown): Draft | null {
  const level = readLevel(raw);
  if (!level) return null;
  return draftOf(level, draftScenariosSchema.parse(level.scenarios));
}

/** The draft for navigation state `{ level }`, or null when there is none or it cannot be read. */
export function draftFromNavigation(state: unknown): Draft | null {
  const raw = (state as { level?: unknown } | null)?.level;
  if (raw === undefined || raw === null) return null;
  const draft = draftFromLevel(raw);
  if (!draft) console.warn('The level passed to the creator could not be read.');
  return draft;
}
