// Component art in a real browser: every type, style and rotation is painted by Chromium, and the
// pixels at the middle of each cell edge prove that leads reach exactly the engine's active sides
// (so neighbouring cells visibly join) and nowhere else. The gallery page is screenshotted at the
// two target sizes for a human to look at (the laptop one is the gallery's component-art.png).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSides } from '../src/engine/index';
import { componentDefinition, withState } from '../src/engine/components/catalogue';
import { COMPONENT_TYPES, type Rotation, type Side } from '../src/engine/types';
import { ArtGallery } from '../src/web/components/component-art/art-gallery';
import { ComponentArt } from '../src/web/components/component-art/component-art';
import { closeBrowser, desktop, mobile, openBrowser } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];
const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

interface Case {
  key: string;
  svg: string;
  active: Side[];
}

function cases(): Case[] {
  const list: Case[] = [];
  for (const artStyle of ['photo', 'schematic'] as const) {
    for (const type of COMPONENT_TYPES) {
      for (const rotation of ROTATIONS) {
        // A part with an on/off state (a switch, a push button) still shows its leads when off (where
        // it would connect): compare both states with the sides it has when on.
        const stateful = componentDefinition(type).state !== null;
        for (const on of stateful ? [true, false] : [false]) {
          const active = activeSides(stateful ? withState({ type, rotation }, true) : { type, rotation });
          const values = stateful ? withState({ type }, on) : {};
          const svg = renderToStaticMarkup(createElement(ComponentArt, { type, rotation, artStyle, values, ...values }));
          list.push({ key: `${artStyle} ${type} ${rotation}${stateful ? (on ? ' on' : ' off') : ''}`, svg, active });
        }
      }
    }
  }
  return list;
}

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await closeBrowser();
});

describe('component art in Chromium', () => {
  it('paints a lead at the middle of every active edge and nothing at the others', async () => {
    const page = await browser.newPage();
    const all = cases();
    // Pixels sampled 0.5 % inside each edge: at the midpoint, and 9 % to either side of it.
    const results = await page.evaluate(async (items) => {
      const size = 200;
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const g = canvas.getContext('2d', { willReadFrequently: true })!;
      const inset = 1;
      const points: Record<string, [number, number][]> = {
        top: [[100, inset], [82, inset], [118, inset]],
        right: [[size - 1 - inset, 100], [size - 1 - inset, 82], [size - 1 - inset, 118]],
        bottom: [[100, size - 1 - inset], [82, size - 1 - inset], [118, size - 1 - inset]],
        left: [[inset, 100], [inset, 82], [inset, 118]],
      };
      const out: { key: string; painted: Record<string, boolean[]> }[] = [];
      for (const item of items) {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(item.svg)}`;
        await img.decode();
        g.clearRect(0, 0, size, size);
        g.drawImage(img, 0, 0, size, size);
        const painted: Record<string, boolean[]> = {};
        for (const [side, pts] of Object.entries(points)) {
          painted[side] = pts.map(([x, y]) => {
            const [r, gg, b, a] = g.getImageData(x, y, 1, 1).data;
            // Ink or copper: opaque and clearly darker than the schematic paper (#fbfcfe).
            return a > 200 && r + gg + b < 600;
          });
        }
        out.push({ key: item.key, painted });
      }
      return out;
    }, all);
    const problems: string[] = [];
    for (const [index, result] of results.entries()) {
      const active = all[index].active;
      for (const side of SIDES) {
        const [middle, before, after] = result.painted[side];
        if (active.includes(side) && !middle) problems.push(`${result.key}: no lead at the middle of ${side}`);
        if (active.includes(side) && (before || after)) problems.push(`${result.key}: lead on ${side} is off-centre or too wide`);
        if (!active.includes(side) && middle) problems.push(`${result.key}: paint at ${side} which is not an active side`);
      }
    }
    expect(problems).toEqual([]);
    const statefulTypes = COMPONENT_TYPES.filter((type) => componentDefinition(type).state !== null).length;
    expect(results.length).toBe(2 * (COMPONENT_TYPES.length + statefulTypes) * 4);
    await page.close();
  });

  for (const [name, viewport] of [['desktop', desktop], ['mobile', mobile]] as const) {
    it(`shows the whole gallery without sideways scrolling at ${viewport.width}×${viewport.height}`, async () => {
      const page = await browser.newPage({ viewport });
      const body = renderToStaticMarkup(createElement(ArtGallery, { cellSize: 64 }));
      await page.setContent(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:16px;background:#f4f6fb">${body}</body></html>`);
      const images = page.getByRole('img', { name: 'Red bulb', exact: true });
      expect(await images.count()).toBeGreaterThan(8);
      await expect.poll(() => page.getByRole('img', { name: 'MOSFET' }).count()).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/shots-art/e2e-gallery-${name}.png`, fullPage: false });
      // The gallery's picture of the art (docs/screenshots/README.md), with UPDATE_SCREENSHOTS=1.
      if (name === 'desktop') await page.screenshot({ path: `${SCREENSHOT_DIR}/component-art.png`, fullPage: false });
      await page.close();
    });
  }
});
