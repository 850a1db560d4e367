// A phone (390×844, touch) or a laptop (1366×768, mouse) page, and the one gesture that presses a
// control on each: the two sizes every screen's browser tests play at.
import type { Locator, Page } from 'playwright-core';
import { contextOptions, desktop, mobile, openBrowser } from './browser';

export type Device = 'phone' | 'laptop';

export async function newDevicePage(device: Device): Promise<Page> {
  const browser = await openBrowser();
  const options = device === 'phone' ? { viewport: mobile, hasTouch: true, isMobile: true } : { viewport: desktop };
  const page = await (await browser.newContext(contextOptions(options))).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A tap on the phone, a click on the laptop. */
export async function press(device: Device, target: Locator): Promise<void> {
  if (device === 'phone') await target.tap();
  else await target.click();
}
