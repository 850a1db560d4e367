// The creator's validation rules (docs/product.md "Rules and their texts"): level settings (Rows/Columns 2–9, required), and
// what publishing and testing require, checked in docs/product.md's order with its exact texts, each with a
// plain-language hint for a first-time creator (a teacher, say) beside it; and the description's rule.
import { levelDescriptionSchema, MAX_GRID_SIZE, MIN_GRID_SIZE, PUBLISH_MESSAGES } from '../../../../api/levels';
import type { Draft } from './draft';

/** 'Rows is required.' / 'Rows must be a number between 2 and 9.' / null when fine. */
export function sizeError(label: 'Rows' | 'Columns', text: string): string | null {
  const value = text.trim();
  if (!value) return `${label} is required.`;
  const number = Number(value);
  if (!Number.isFinite(number) || number < MIN_GRID_SIZE || number > MAX_GRID_SIZE) {
    return `${label} must be a number between ${MIN_GRID_SIZE} and ${MAX_GRID_SIZE}.`;
  }
  return null;
}

/** The first unmet publishing requirement, in docs/product.md's order, or null when the level may be sent. */
export function publishProblem(draft: Draft, signedIn: boolean): string | null {
  if (!signedIn) return PUBLISH_MESSAGES.signIn;
  if (!draft.name.trim()) return PUBLISH_MESSAGES.name;
  return testProblem(draft) ?? descriptionError(draft.description);
}

/** Testing requires the last two publishing rules: an inventory item and a goal. */
export function testProblem(draft: Draft): string | null {
  if (draft.inventory.length === 0) return PUBLISH_MESSAGES.draggable;
  if (draft.goal.length === 0) return PUBLISH_MESSAGES.goal;
  return null;
}

/** What to do about each unmet rule, in plain words: shown under docs/product.md's text, never instead of it. */
const PUBLISH_HINTS: Readonly<Record<string, string>> = {
  [PUBLISH_MESSAGES.signIn]: 'Published levels carry their maker’s name on Explore. Log in, or play as a guest, then press Save again.',
  [PUBLISH_MESSAGES.name]: 'Type a title in the “Level name” box at the top, for example “Light two bulbs”.',
  [PUBLISH_MESSAGES.draggable]: 'Add a part to the Inventory: the parts the learner drags onto the grid. Drag one from the Catalog into the Inventory, or press its + button.',
  [PUBLISH_MESSAGES.goal]: 'Tap a bulb under Goal to say how it must end up: one tap for ON, a second for OFF.',
};

/** The plain-language hint for one of docs/product.md's publishing messages, or null for any other text. */
export function publishHint(message: string): string | null {
  return PUBLISH_HINTS[message] ?? null;
}

/** The description's problem in the server's words (the same schema), or null when it may be published. */
export function descriptionError(text: string): string | null {
  const result = levelDescriptionSchema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'The description cannot be published.');
}
