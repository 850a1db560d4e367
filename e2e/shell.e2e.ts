// The app shell and public screens in a real browser: devlog markdown and meta tags, the footer's
// current-route highlight, the leaderboard (order, own row, no emails), live points in the header,
// phone-width layout of landing and login, and user names that try to inject HTML.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, footerLink, freshCredentials, loginAsGuest, mobile, newPage, signUpNewUser } from './support/browser';
import { completeInfoCard, findInfoExercises } from './support/award-points';

afterAll(closeBrowser);

describe('devlog', () => {
  it('renders the bundled markdown and sets title, description and keywords', async () => {
    const page = await newPage();
    await page.goto('/devlog');
    await page.getByRole('heading', { level: 1, name: 'Devlog' }).waitFor();
    expect(await page.getByText('Latest updates and improvements').isVisible()).toBe(true);
    expect(await page.locator('article h2').count()).toBeGreaterThan(0);
    expect(await page.locator('article li').first().isVisible()).toBe(true);
    // Markdown syntax was rendered, not shown raw.
    expect(await page.locator('article').textContent()).not.toContain('## ');
    expect(await page.title()).toBe('Devlog — ohmlet');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/updates/i);
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain('devlog');
    await page.getByRole('link', { name: 'ohmlet home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});

describe('footer navigation', () => {
  it('has five named buttons and highlights the current route', async () => {
    const page = await newPage();
    await signUpNewUser(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const names = () => nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
    await expect.poll(names).toEqual(['Leaderboard', 'Learn', 'Projects', 'Explore', 'Account']);
    expect(await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(['/leaderboard', '/learn', '/projects', '/explore', '/account']);
    // The links move inside the page: a mark left on this document is still there after each one.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    for (const [name, path] of [
      ['Leaderboard', '/leaderboard'],
      ['Projects', '/projects'],
      ['Explore', '/explore'],
      ['Account', '/account'],
      ['Learn', '/learn'],
    ]) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      const current = () => nav.locator('[aria-current="page"]').evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
      await expect.poll(current).toEqual([name]);
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // A Ctrl-click is the browser's: a new tab with the screen, this one left where it was.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), nav.getByRole('link', { name: 'Explore', exact: true }).click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForURL('**/explore');
    expect(new URL(page.url()).pathname).toBe('/learn');
    await page.context().close();
  });

  it('keeps the map with its header and footer after Back from an exercise that was still loading', async () => {
    const page = await newPage(mobile);
    await loginAsGuest(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The player's code is held back until the learner has gone back to the map.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/player-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('a[href*="/exercise/"]').first().click();
    await page.waitForURL('**/exercise/**');
    await page.getByText('Loading...').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/learn');
    release();
    await footerLink(page, 'Account').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'ohmlet home' }).waitFor();
    await page.context().close();
  });

  it("opens 'Report a Bug!' in a new tab", async () => {
    const page = await newPage();
    await page.goto('/projects');
    const link = page.getByRole('link', { name: 'Report a Bug!' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
    await page.context().close();
  });
});

describe('leaderboard', () => {
  it('lists names and points (no emails) and highlights my own row', async () => {
    const page = await newPage();
    const me = await signUpNewUser(page);
    await page.goto('/leaderboard');
    const mine = page.locator('[data-testid="leaderboard-row"][aria-current="true"]');
    await mine.waitFor();
    expect(await mine.textContent()).toContain(me.name);
    expect(await page.locator('[aria-current="true"]').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toContain('@');
    await page.context().close();
  });

  it('ranks by points and updates the header bolt live', async (ctx) => {
    const leader = await newPage();
    await signUpNewUser(leader, freshCredentials('Leader'));
    const cards = await findInfoExercises(leader);
    if (cards.length === 0) ctx.skip(); // no course served yet: nothing can earn points
    const follower = await newPage();
    const followerUser = await signUpNewUser(follower, freshCredentials('Follower'));
    await leader.goto('/leaderboard');
    await leader.getByTestId('leaderboard-row').first().waitFor();
    const secondTab = await leader.context().newPage();
    await secondTab.goto('/account');
    await expect.poll(() => secondTab.getByTestId('header-points').getAttribute('aria-label')).toBe('0 points');

    // Points come through the live events stream to every open tab, with no reload.
    const points = await completeInfoCard(leader, cards[0]);
    expect(points).toBeGreaterThan(0);
    await expect.poll(() => leader.getByTestId('header-points').getAttribute('aria-label')).toBe(`${points} points`);
    await expect.poll(() => secondTab.getByTestId('header-points').getAttribute('aria-label')).toBe(`${points} points`);

    await follower.goto('/leaderboard');
    const rows = follower.getByTestId('leaderboard-row');
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    const leaderName = (await leader.evaluate(async () => ((await (await fetch('/api/me')).json()) as { name: string }).name)) as string;
    const leaderIndex = texts.findIndex((t) => t.includes(leaderName));
    const followerIndex = texts.findIndex((t) => t.includes(followerUser.name));
    expect(leaderIndex).toBeGreaterThanOrEqual(0);
    expect(leaderIndex).toBeLessThan(followerIndex);
    await leader.context().close();
    await follower.context().close();
  });

  it('shows a live total that arrives before a tab has read its profile, even when that read is older', async (ctx) => {
    const page = await newPage();
    await signUpNewUser(page);
    const cards = await findInfoExercises(page);
    if (cards.length === 0) ctx.skip();
    const tab = await page.context().newPage();
    // The tab's profile is read now, before the points change, and handed to the page only after the
    // change's live event has reached it: the slow answer of a busy server.
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => (readDone = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/api/me', async (route) => {
      const response = await route.fetch();
      readDone();
      await released;
      await route.fulfill({ response });
    });
    const devtools = await page.context().newCDPSession(tab);
    await devtools.send('Network.enable');
    const events: string[] = [];
    devtools.on('Network.eventSourceMessageReceived', (message) => events.push(message.data));
    await tab.goto('/account');
    await read;
    const points = await completeInfoCard(page, cards[0]);
    await expect.poll(() => events.some((data) => (JSON.parse(data) as { points: number }).points === points)).toBe(true);
    release();
    await expect.poll(() => tab.getByTestId('header-points').getAttribute('aria-label')).toBe(`${points} points`);
    await page.context().close();
  });
});

describe('phone layout', () => {
  for (const path of ['/', '/login', '/signup', '/devlog']) {
    it(`${path} fits 390 px without sideways scrolling`, async () => {
      const page = await newPage(mobile);
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.context().close();
    });
  }

  it('keeps touch targets at least 44 px tall on the landing page', async () => {
    const page = await newPage(mobile);
    await page.goto('/');
    for (const name of ['Guest Login', 'Login', 'Sign Up', 'Devlog']) {
      const box = await page.getByRole(name === 'Guest Login' ? 'button' : 'link', { name, exact: true }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.context().close();
  });
});

describe('names are text, never HTML', () => {
  it('shows a name made of markup literally in account and leaderboard', async () => {
    const page = await newPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const evil = '<img src=x onerror=alert(1)>';
    await signUpNewUser(page, { ...freshCredentials(), name: evil });
    await page.goto('/account');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Hi, ${evil}!`);
    await page.goto('/leaderboard');
    await page.locator('[data-testid="leaderboard-row"][aria-current="true"]').waitFor();
    expect(await page.locator('[aria-current="true"]').textContent()).toContain(evil);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
    await page.context().close();
  });
});

describe('error screen', () => {
  it("shows 'Unexpected Application Error!' when a screen's code cannot be loaded", async () => {
    const page = await newPage();
    await loginAsGuest(page);
    await page.route('**/assets/leaderboard-page-*.js', (route) => route.abort());
    await footerLink(page, 'Leaderboard').click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/Loading chunk leaderboard-page-\S+ failed/);
    await page.unroute('**/assets/leaderboard-page-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Leaderboard' }).waitFor();
    await page.context().close();
  });
});
