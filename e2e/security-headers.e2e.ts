// The security headers (src/server/security-headers.ts) in a real browser: every screen loads and works
// under the Content-Security-Policy with no violation reported, a circuit exercise is solved by mouse
// drag, and another site cannot frame the app (frame-ancestors 'none').
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { course } from '../src/content/index';
import { baseURL, closeBrowser, desktop, newPage, signUpNewUser } from './support/browser';
import { mouseDrag } from './support/pointer';

afterAll(closeBrowser);

/** Collects CSP violations the page reports (event listener installed before any script runs). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

function firstCircuitPath(): string {
  for (const [c, chapter] of course.chapters.entries()) {
    for (const [l, level] of chapter.levels.entries()) {
      for (const [e, exercise] of level.exercises.entries()) {
        if (exercise.exerciseType === 'circuit' && exercise.title === 'Close the gap') return `/chapter/${c}/level/${l}/exercise/${e}`;
      }
    }
  }
  throw new Error('No "Close the gap" exercise');
}

describe('security headers in a real browser', { timeout: 180_000 }, () => {
  it('sends the headers with the page and the API', async () => {
    for (const path of ['/', '/api/health']) {
      const response = await fetch(new URL(path, baseURL()));
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('every screen works under the policy with no violation, including solving a circuit by drag', async () => {
    const page = await newPage(desktop);
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.locator('main, h1').first().waitFor();
    await signUpNewUser(page);
    for (const [path, ready] of [
      ['/learn', 'main'],
      ['/leaderboard', 'main'],
      ['/account', 'main'],
      ['/projects', 'main'],
      ['/explore', 'main'],
      ['/LessonGen', 'main'],
      ['/level-creator', 'main'],
      ['/devlog', 'main'],
    ] as const) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      await page.waitForTimeout(300);
    }
    await page.goto(firstCircuitPath());
    await page.getByRole('grid', { name: 'Circuit grid' }).waitFor();
    const star = page.getByRole('button', { name: /^Star.*: \d left$/ });
    await mouseDrag(page, star, page.getByRole('gridcell', { name: /^Row 2, column 2:/ }));
    await page.locator('[data-goal="red-bulb"][data-now="ON"]').waitFor();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    await page.getByRole('heading', { name: 'Well done!' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('refuses to be framed by another page', async () => {
    const page = await newPage(desktop);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to display/i.test(message.text())) refused.push(message.text());
    });
    await page.setContent(`<iframe id="app" src="${baseURL()}/"></iframe>`);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f.url().startsWith(baseURL()));
    const hasRoot = frame ? await frame.locator('#root').count().catch(() => 0) : 0;
    expect(hasRoot).toBe(0);
  });
});
