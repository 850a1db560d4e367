// The creator's validation rules (docs/product.md "Rules and their texts"): level settings (Rows/Columns 2–9, required), and
// what publishing and testing require, checked in docs/product.md's order with its exact texts, each with a
// plain-language hint for a first-time creator (a teacher, say) beside it; and the description's rule.
import { levelDescriptionSchema, levelScenariosSchema, MAX_GRID_SIZE, MIN_GRID_SIZE, PUBLISH_MESSAGES, unreadScenarioInputs } from '../../../../api/index';
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

/** Testing requires the last two publishing rules: an inventory item and a goal (or scenarios the server takes). */
export function testProblem(draft: Draft): string | null {
  if (draft.inventory.length === 0) return PUBLISH_MESSAGES.draggable;
  if (draft.scenarios.length > 0) return scenarioIssues(draft)[0]?.message ?? null;
  if (draft.goal.length === 0) return PUBLISH_MESSAGES.goal;
  return null;
}

/**
 * What is wrong with the scenarios, in the server's words (the same level schema, src/api/levels.ts): a
 * missing or repeated label, two scenarios with the same inputs, a scenario without goal lights, an input
 * no part reads. `index` is the scenario's (null: the list as a whole, e.g. how many there are).
 */
export function scenarioIssues(draft: Pick<Draft, 'grid' | 'inventory' | 'scenarios'>): { index: number | null; message: string }[] {
  const parsed = levelScenariosSchema.safeParse(draft.scenarios);
  const listed = parsed.success ? [] : parsed.error.issues.map((issue) => ({ index: typeof issue.path[0] === 'number' ? issue.path[0] : null, message: issue.message }));
  const pieces = draft.grid.flat().flatMap((cell) => (cell ? [cell] : []));
  const unread = unreadScenarioInputs({ prePlacedComponents: pieces, draggableItems: draft.inventory, scenarios: draft.scenarios });
  return [...listed, ...unread.map(({ index, message }) => ({ index, message }))];
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
