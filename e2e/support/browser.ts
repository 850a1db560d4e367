// Browser helpers for the e2e tests: one Debian Chromium per test file (playwright-core), fresh
// pages with their own cookie jar, and the sign-in shortcuts the tests share.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args';

export const mobile = { width: 390, height: 844 } as const;
export const desktop = { width: 1366, height: 768 } as const;

let browser: Browser | undefined;

export function baseURL(): string {
  return inject('baseURL');
}

export async function openBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

let clients = 0;

/**
 * Options for a new browser context on the test server: its own cookies and its own client address
 * (X-Forwarded-For; the e2e server trusts it), like one learner's device in a classroom.
 */
export function contextOptions(options: BrowserContextOptions = {}): BrowserContextOptions {
  clients += 1;
  const address = `10.${(process.pid >> 8) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  return { baseURL: baseURL(), ...options, extraHTTPHeaders: { 'X-Forwarded-For': address, ...options.extraHTTPHeaders } };
}

/** A page in a new browser context (own cookies and client address), on the test server's origin. */
export async function newPage(viewport: { width: number; height: number } = desktop): Promise<Page> {
  const b = await openBrowser();
  const context = await b.newContext(contextOptions({ viewport }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A unique, valid new user (names are unique too, so leaderboard rows can be found). */
export function freshCredentials(prefix = 'Tester'): Credentials {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { name: `${prefix} ${id}`, email: `e2e-${id}@example.com`, password: `pw-${id}` };
}

/** Signs up through the /signup form and waits for /learn. */
export async function signUpNewUser(page: Page, credentials: Credentials = freshCredentials()): Promise<Credentials> {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(credentials.name);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await submit.click();
  await page.waitForURL('**/learn');
  // The URL changes a moment before the new screen renders; wait for the old one to go.
  await submit.waitFor({ state: 'detached' });
  return credentials;
}

/** Logs in through the /login form and waits for /learn. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await submit.click();
  await page.waitForURL('**/learn');
  await submit.waitFor({ state: 'detached' });
}

/** Presses Guest Login on the landing page and waits for /learn. */
export async function loginAsGuest(page: Page): Promise<void> {
  await page.goto('/');
  const guest = page.getByRole('button', { name: 'Guest Login' });
  await guest.click();
  await page.waitForURL('**/learn');
  await guest.waitFor({ state: 'detached' });
}

/** A link of the footer navigation (Leaderboard, Learn, Projects, Explore, Account). */
export function footerLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

/** Same as loginAsGuest; the name other engineers' briefs use. */
export const signUpAsGuest = loginAsGuest;
