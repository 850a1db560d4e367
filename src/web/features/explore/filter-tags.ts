// Which tag buttons Explore offers and how the choice lives in the address (?tags=A,B), so a filtered
// list survives a reload and the Back button. The filter itself is docs/api.md's hasAllTags.
import { CREATOR_TAGS, DERIVED_TAGS } from '../../../api/index';

/** How many of the other tags in use show before a 'more tags' button (creators may invent many). */
export const SHOWN_EXTRA_TAGS = 6;

export interface FilterTagList {
  /** Buttons always shown: creator tags in difficulty order, Resistor, Switch, then the most used others. */
  shown: string[];
  /** The rest of the tags in use, behind 'more tags'. */
  more: string[];
}

/**
 * The tag buttons. Other tags in use are ordered by how many levels carry them (then A–Z); a selected
 * tag is always shown, even when no level carries it any more, so it can be switched off.
 */
export function filterTags(levels: readonly { tags: readonly string[] }[], selected: readonly string[]): FilterTagList {
  // The derived tags (docs/product.md "Rules and their texts") are offered even before any level carries them.
  const known: string[] = [...CREATOR_TAGS, ...DERIVED_TAGS];
  const uses = new Map<string, number>();
  for (const tag of levels.flatMap((level) => level.tags)) if (!known.includes(tag)) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  const extra = [...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || a.localeCompare(b));
  const shownExtra = extra.slice(0, SHOWN_EXTRA_TAGS);
  const more = extra.slice(SHOWN_EXTRA_TAGS);
  const pinned = selected.filter((tag) => !known.includes(tag) && !shownExtra.includes(tag));
  return { shown: [...known, ...shownExtra, ...pinned], more: more.filter((tag) => !pinned.includes(tag)) };
}

export function parseTagsParam(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((tag) => tag.trim()).filter(Boolean))];
}

/** The selection with `tag` switched on or off, in the order the buttons show. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  return selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag];
}
