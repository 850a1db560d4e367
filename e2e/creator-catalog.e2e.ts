// The level creator's catalog tiles show every part's whole name (docs/product.md "Screens"): at phone,
// laptop and small-laptop size, every page of the catalog, each tile's caption is the part's full name
// and none of it is cut off by its line or by the tile, and each tile stays a touch target.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOG_ORDER, displayName } from '../src/engine/components/catalogue';
import { closeBrowser, contextOptions, desktop, mobile, openBrowser } from './support/browser';

afterAll(closeBrowser);

const SIZES = [
  { label: 'phone', viewport: mobile, touch: true },
  { label: 'laptop', viewport: desktop, touch: false },
  { label: 'small laptop', viewport: { width: 1024, height: 768 }, touch: false },
] as const;

interface TileCaption {
  type: string;
  /** The caption's text as shown, soft hyphens dropped. */
  text: string;
  /** Why the caption is not whole, or '' when it is. */
  cut: string;
  /** The tile's place button, whose size is the touch target. */
  width: number;
  height: number;
}

/** Every tile on the catalog's current page: its caption (the span reading the part's name) measured. */
function captionsOnPage(page: Page): Promise<TileCaption[]> {
  return page.$$eval('[data-catalog]', (tiles) =>
    tiles.map((tile) => {
      const type = tile.getAttribute('data-catalog') ?? '';
      const button = tile.querySelector('button');
      // The caption: the button's plain text, beside the art (drawn, with its value printed) and the count (aria-hidden).
      const caption = [...tile.querySelectorAll('button > span:not([aria-hidden])')].find((span) => span.childElementCount === 0);
      const box = button?.getBoundingClientRect();
      if (!caption || !box) return { type, text: '', cut: 'no caption', width: 0, height: 0 };
      const range = document.createRange();
      range.selectNodeContents(caption);
      const ink = range.getBoundingClientRect();
      const inside = ink.left >= box.left && ink.right <= box.right && ink.top >= box.top && ink.bottom <= box.bottom;
      const cut = [
        caption.scrollWidth > caption.clientWidth ? `wider than its line (${caption.scrollWidth} > ${caption.clientWidth} px)` : '',
        caption.scrollHeight > caption.clientHeight ? `taller than its lines (${caption.scrollHeight} > ${caption.clientHeight} px)` : '',
        inside ? '' : 'outside the tile',
      ].filter(Boolean).join(', ');
      return { type, text: (caption.textContent ?? '').replaceAll('\u00AD', ''), cut, width: box.width, height: box.height };
    }),
  );
}

describe('the creator catalog shows whole part names', () => {
  for (const { label, viewport, touch } of SIZES) {
    it(`at ${label} size (${viewport.width}×${viewport.height})`, async () => {
      const browser = await openBrowser();
      const page = await (await browser.newContext(contextOptions({ viewport, hasTouch: touch, isMobile: touch }))).newPage();
      await page.goto('/level-creator');
      await page.locator('[data-catalog]').first().waitFor();
      const next = page.getByRole('button', { name: 'Next catalog page' });
      const seen: TileCaption[] = [];
      for (let shown = 1; ; shown++) {
        // Each page's list names its number; wait for it so a page is never measured mid-swap.
        await page.getByRole('list', { name: new RegExp(`^Catalog, page ${shown} of`) }).waitFor();
        seen.push(...(await captionsOnPage(page)));
        if (!(await next.isEnabled())) break;
        await next.click();
      }
      expect(seen.map(({ type, text, cut }) => ({ type, text, cut }))).toEqual(CATALOG_ORDER.map((type) => ({ type, text: displayName(type), cut: '' })));
      for (const tile of seen) expect(Math.min(tile.width, tile.height), tile.type).toBeGreaterThanOrEqual(44);
      await page.context().close();
    });
  }
});
