// Check Answer in view on a 1366×768 laptop, on every circuit exercise of the course: no learner has to
// scroll to find the button (the goal column's readings sit beside its bulbs, five tray parts share a
// row, and where the column still runs long the tray and the button stay stuck to the bottom edge, as
// on a phone). One page walks the course route to route, so the whole walk takes seconds.
// Screenshots: player-fit-*.png in the screenshot folder.
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { course } from '../src/content/index';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

const circuits = course.chapters.flatMap((chapter, c) =>
  chapter.levels.flatMap((level, l) =>
    level.exercises.flatMap((exercise, e) => (exercise.exerciseType === 'circuit' ? [{ path: `/chapter/${c}/level/${l}/exercise/${e}`, title: exercise.title }] : [])),
  ),
);

describe('the circuit player on a 1366×768 laptop', { timeout: 300_000 }, () => {
  it(`keeps Check Answer in view without scrolling on all ${circuits.length} course circuit exercises`, async () => {
    const page = await newPage(desktop);
    onTestFailed(() => page.screenshot({ path: `${SCREENSHOT_DIR}/player-fit-failed.png` }).then(() => undefined));
    await loginAsGuest(page);
    const hidden: string[] = [];
    for (const { path, title } of circuits) {
      // A client-side route change, as the player's own Continue makes: no page load per exercise.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      const check = page.getByRole('button', { name: 'Check Answer' });
      await check.waitFor();
      await page.waitForTimeout(100); // the lazy goal cards and the fit-to-screen pass settle
      const box = await check.boundingBox();
      const scrolled = await page.evaluate(() => window.scrollY);
      if (!box || scrolled !== 0 || box.y < 0 || box.y + box.height > desktop.height) hidden.push(`${path} ${title}: ${JSON.stringify(box)} at scroll ${scrolled}`);
    }
    expect(hidden).toEqual([]);
  });

  it('the six-part "Less power, less light" and a two-scenario exercise, at laptop and phone size', async () => {
    const page = await newPage(desktop);
    await loginAsGuest(page);
    for (const [name, path] of [['less-power', '/chapter/7/level/1/exercise/1'], ['night-light', '/chapter/10/level/2/exercise/4']] as const) {
      await page.goto(path);
      const check = page.getByRole('button', { name: 'Check Answer' });
      for (const [size, viewport] of [['laptop', desktop], ['phone', mobile]] as const) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(300);
        const box = await check.boundingBox();
        expect(box && box.y + box.height <= viewport.height, `${name} at ${size}`).toBe(true);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/player-fit-${name}-${size}.png` });
      }
      await page.setViewportSize(desktop);
    }
  });
});
