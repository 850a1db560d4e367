// The creator's validation rules (spec section 5): level settings (Rows/Columns 2–9, required), and
// what publishing and testing require, checked in the spec's order with its exact texts.
import { MAX_GRID_SIZE, MIN_GRID_SIZE, PUBLISH_MESSAGES } from '../../../../api/levels';
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

/** The first unmet publishing requirement, in the spec's order, or null when the level may be sent. */
export function publishProblem(draft: Draft, signedIn: boolean): string | null {
  if (!signedIn) return PUBLISH_MESSAGES.signIn;
  if (!draft.name.trim()) return PUBLISH_MESSAGES.name;
  return testProblem(draft);
}

/** Testing requires the last two publishing rules: an inventory item and a goal. */
export function testProblem(draft: Draft): string | null {
  if (draft.inventory.length === 0) return PUBLISH_MESSAGES.draggable;
  if (draft.goal.length === 0) return PUBLISH_MESSAGES.goal;
  return null;
}
