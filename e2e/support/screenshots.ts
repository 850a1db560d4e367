// Where browser tests save their screenshots: a temp folder normally, so a test run never changes
// tracked files; `UPDATE_SCREENSHOTS=1` writes them to docs/screenshots (the README's gallery) instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { desktop, mobile } from './browser';

export const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS
  ? 'docs/screenshots'
  : path.join(os.tmpdir(), 'ohmlet-screenshots');
fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** A full-page screenshot at phone and at laptop size (`<name>-mobile.png`, `<name>-desktop.png`), then back. */
export async function shootAtBothSizes(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? desktop;
  for (const [size, next] of [['mobile', mobile], ['desktop', desktop]] as const) {
    await page.setViewportSize(next);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(viewport);
}
