// The level creator's catalog (docs/product.md "Numbers", Creator catalog counts): every component type in the
// catalogue's catalog order; how many of each one level may use (grid plus inventory) is the part's
// maxPerGrid (engine catalogue). Here only the strip's paging.
import { CATALOG_ORDER, type ParamSpec } from '../../../../engine/index';

export const CATALOG_TYPES = CATALOG_ORDER;

/** docs/product.md "Numbers": the catalog strip pages by tiles 94 px wide with a 10 px gap. */
export const CATALOG_TILE_WIDTH = 94;
export const CATALOG_TILE_GAP = 10;

/**
 * Where a word too wide for a tile's 82 px caption line may break (a soft hyphen, shown as '-' only when
 * the line breaks there), so the tile shows the whole name on its two lines. Not CSS `hyphens: auto`:
 * a browser without an English dictionary (Chromium on Linux) would not hyphenate and would cut it.
 */
const CAPTION_BREAKS: ReadonlyMap<string, string> = new Map([['Potentiometer', 'Potentio\u00ADmeter']]);

/** A catalog tile's caption: the part's name, with the breaks above in its long words. */
export function tileCaption(name: string): string {
  return name
    .split(' ')
    .map((word) => CAPTION_BREAKS.get(word) ?? word)
    .join(' ');
}

/** How many whole tiles fit in `width` pixels (at least one). */
export function tilesPerPage(width: number): number {
  return Math.max(1, Math.floor((width + CATALOG_TILE_GAP) / (CATALOG_TILE_WIDTH + CATALOG_TILE_GAP)));
}

/**
 * The value dialog's choice (docs/product.md "Rules and their texts", Resistor popup, for any part's value): a custom entry,
 * when typed, overrides the chosen preset; with neither, the value is the initial one or the part's
 * default. Null for a custom entry that is not a value within the part's limits.
 */
export function chosenValue<T extends number | string>(spec: ParamSpec<T>, custom: string, preset: T | null, initial: T | undefined): T | null {
  if (custom.trim()) return spec.parseTyped(custom);
  return preset ?? initial ?? spec.default;
}
