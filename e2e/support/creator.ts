// Creator-screen steps the browser tests share.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { LevelInput } from '../../src/api/levels';

/** As the lesson generator's Place Level leaves it: a history entry carrying the level, reached by navigation. */
export async function placeLevel(page: Page, level: LevelInput): Promise<void> {
  await page.evaluate((passed) => {
    history.pushState({ usr: { level: passed }, key: `placed${Date.now()}`, idx: 1 }, '', '/level-creator');
    history.pushState({ usr: null, key: `after${Date.now()}`, idx: 2 }, '', '/level-creator');
    history.back();
  }, level);
  await expect.poll(() => page.getByLabel('Level name').inputValue()).toBe(level.name);
}
