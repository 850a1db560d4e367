// Pointer gestures the browser tests share: a mouse drag at a person's pace and a real finger drag
// (touch events through the DevTools protocol, not mouse emulation), both from centre to centre.
import type { Locator, Page } from 'playwright-core';

/** The element's centre in the viewport, after scrolling it into view. */
export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await scrollIntoView(locator);
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Scrolls the locator's element into view. Playwright does not re-resolve a locator whose element
 * is replaced while it waits for it to be stable (a screen re-rendering just after it appeared), so
 * that case is tried again with the new element.
 */
async function scrollIntoView(locator: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await locator.scrollIntoViewIfNeeded();
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('not attached')) throw error;
    }
  }
}

/**
 * dnd-kit swallows every click for 50 ms after a drag ends (so the drop's own click cannot tap the
 * piece). A person's next tap comes later than that; the helpers wait it out so the test's does too.
 */
const AFTER_DROP_MS = 120;

/**
 * Presses on `from`, travels to `to` and lets go there. At a person's pace — settle, pick up, travel,
 * settle, let go — since pressing in the same frame as the previous click's re-render could start
 * from a stale layout.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await scrollIntoView(to); // first, so the source's position read next is final
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.mouse.move(a.x + 12, a.y - 12, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.waitForTimeout(100);
  await page.mouse.up();
  await page.waitForTimeout(AFTER_DROP_MS);
}

/**
 * Holds a pressed finger past the touch sensor's 120 ms press delay, timed by the page's own clock.
 * A busy page runs the sensor's timer late; a wait counted in the test alone could then move the
 * finger before the drag began, and the page would take the move for a swipe. The page's timers
 * fire in order, so the sensor's has fired when this one does.
 */
export async function holdPastPressDelay(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
}

/** A finger press-and-drag from `from` to `to` (held longer than the touch sensor's press delay). */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await scrollIntoView(to);
  const a = await centre(from);
  const b = await centre(to);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  await holdPastPressDelay(page);
  for (let i = 1; i <= 12; i++) {
    const x = a.x + ((b.x - a.x) * i) / 12;
    const y = a.y + ((b.y - a.y) * i) / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(AFTER_DROP_MS);
}

/** A finger on `target`, held (moving by `dx` px in 8 steps) until `during` is done, then lifted. */
export async function touchHold(page: Page, target: Locator, during: () => Promise<void>, dx = 0): Promise<void> {
  const at = await centre(target);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  for (let i = 1; dx !== 0 && i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x + (dx * i) / 8, y: at.y }] });
    await page.waitForTimeout(30);
  }
  await during();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
