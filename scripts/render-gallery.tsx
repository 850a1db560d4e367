// Writes the component-art gallery to /tmp/art/gallery.html (a static page, no server), so the art
// can be looked at in a browser and screenshotted: `npx tsx scripts/render-gallery.tsx`.
// With --shots it also takes full-page screenshots at 1366×768 and 390×844 with Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { COMPONENT_TYPES, type ComponentType } from '../src/engine/types';
import { ArtGallery } from '../src/web/components/component-art/art-gallery';
import type { ArtStyle } from '../src/web/components/component-art/component-art';

const outDir = process.env.ART_OUT ?? '/tmp/art';
mkdirSync(outDir, { recursive: true });
// ART_ONLY=red-bulb,switch limits the page to a few types while tuning a drawing.
const only = process.env.ART_ONLY?.split(',').filter((t): t is ComponentType => (COMPONENT_TYPES as readonly string[]).includes(t));
const styles = process.env.ART_STYLE ? [process.env.ART_STYLE as ArtStyle] : undefined;
const body = renderToStaticMarkup(<ArtGallery cellSize={Number(process.env.ART_CELL ?? 64)} types={only} styles={styles} />);
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>ohmlet component art</title><style>body{margin:16px;background:#f4f6fb}</style></head><body>${body}</body></html>`;
const file = `${outDir}/gallery.html`;
writeFileSync(file, html);
console.log(`wrote ${file} (${Math.round(html.length / 1024)} KiB)`);

if (process.argv.includes('--shots')) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [name, viewport] of [['desktop', { width: 1366, height: 768 }], ['mobile', { width: 390, height: 844 }]] as const) {
    const page = await browser.newPage({ viewport });
    await page.goto(`file://${file}`);
    await page.screenshot({ path: `${outDir}/gallery-${name}.png`, fullPage: true });
    console.log(`shot ${outDir}/gallery-${name}.png`);
    await page.close();
  }
  await browser.close();
}
