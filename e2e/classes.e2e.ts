// Classes in a real browser against the real server: a teacher creates a class from Account → Teach,
// assigns a course level on the learning map and a community level from Explore; a learner opens the
// join link, plays as a guest, sees "Class: …" on /learn and finishes both levels; the teacher's table
// fills in, the CSV downloads, the class leaderboard shows the learner; remove learner, delete class.
// Also by keyboard and touch (assign from the level list, join from Account, leave), and a join link
// kept through sign-up.
// Screenshots at phone and laptop size go to SCREENSHOT_DIR (UPDATE_SCREENSHOTS=1: docs/screenshots).
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CSV_HEADER, classCreatedSchema } from '../src/api/classes';
import { storedLevelSchema, type LevelInput } from '../src/api/levels';
import { gapLevel } from '../test/support/server/sample-levels';
import { closeBrowser, contextOptions, desktop, footerLink, freshCredentials, mobile, newPage, openBrowser, signUpNewUser } from './support/browser';
import { shootAtBothSizes } from './support/screenshots';

afterAll(closeBrowser);

const className = 'Year 7 Physics';
const levelName = 'Bridge the gap';

/** POST /api/levels with the page's session cookie, as the level creator does. */
async function publish(page: Page, level: LevelInput) {
  const response = await page.request.post('/api/levels', { data: level });
  expect(response.status(), await response.text()).toBe(201);
  return storedLevelSchema.parse(await response.json());
}

const node = (page: Page, n: number) => page.getByRole('button', { name: `Level-${n}`, exact: true });

describe('classes', { timeout: 180_000 }, () => {
  it('runs a class of guests from a projected code to a progress table and a CSV', async () => {
    // The teacher: Account → Teach → create a class.
    const teacher = await newPage(desktop);
    await signUpNewUser(teacher);
    await publish(teacher, gapLevel(levelName, ['Beginner']));
    await footerLink(teacher, 'Account').click();
    await teacher.getByRole('link', { name: 'Teach a class' }).click();
    await teacher.waitForURL('**/teach');
    await teacher.getByLabel('Class name').fill(className);
    await teacher.getByRole('button', { name: 'Create class' }).click();
    await teacher.waitForURL(/\/teach\/[0-9a-f-]{36}$/);
    const classUrl = teacher.url();
    const code = (await teacher.getByTestId('class-code').getAttribute('aria-label'))!.replaceAll(' ', '');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const joinUrl = await teacher.getByTestId('join-link').getAttribute('href');
    expect(joinUrl).toMatch(new RegExp(`/join/${code}$`));
    // A teacher with a class gets Teach in the header.
    await teacher.getByRole('banner').getByRole('link', { name: 'Teach' }).waitFor();

    // Assign "Meet the MOSFET" (chapter 2, level 4) by picking it on the learning map, with a due date.
    await teacher.getByRole('link', { name: 'Pick on the learning map' }).click();
    await teacher.getByTestId('assign-bar').getByText(`Pick a level to assign to ${className}`).waitFor();
    await teacher.getByRole('button', { name: 'Next Chapter' }).click();
    await teacher.getByRole('heading', { level: 1, name: 'Using schematic symbols' }).waitFor();
    await shootAtBothSizes(teacher, 'teach-assign-map');
    await node(teacher, 4).click();
    const dialog = teacher.getByRole('dialog', { name: 'Assign Meet the MOSFET' });
    await dialog.getByLabel('Due (optional)').fill('2030-12-01');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText(`Assigned to ${className}.`).waitFor();
    await dialog.getByRole('button', { name: 'Pick another' }).click();

    // And a community level from Explore.
    await teacher.goto(`/explore?assign=${classUrl.split('/').pop()}`);
    const card = teacher.getByTestId('level-card').filter({ has: teacher.getByRole('heading', { name: levelName, exact: true }) });
    await card.getByRole('button', { name: 'Assign' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await teacher.getByRole('dialog').getByRole('link', { name: 'Back to the class' }).click();
    await teacher.waitForURL(classUrl);
    const assignments = teacher.getByTestId('assignment');
    // The due date in the browser's own format (1 Dec 2030, Dec 1, 2030, …).
    const due = /due (1 Dec|Dec 1,) 2030/;
    await expect.poll(() => assignments.count()).toBe(2);
    expect(await assignments.first().textContent()).toMatch(/^Meet the MOSFETUsing schematic symbols/);
    // The due date sits in its own date field, editable in place.
    expect(await assignments.first().getByLabel('Due date of Meet the MOSFET').inputValue()).toBe('2030-12-01');
    expect(await assignments.nth(1).textContent()).toMatch(new RegExp(`^${levelName}Explore`));
    expect(await assignments.nth(1).getByLabel(`Due date of ${levelName}`).inputValue()).toBe('');
    await teacher.getByText('No learners yet.').waitFor();
    // On a phone an assignment's up, down and remove buttons share one row beside its title, the due
    // date under them, all inside the assignment's box.
    await teacher.setViewportSize(mobile);
    const first = assignments.first();
    const boxes = await Promise.all(
      [first, first.getByRole('button', { name: /^Move .* up$/ }), first.getByRole('button', { name: /^Remove assignment/ }), first.getByLabel(/^Due date of/)].map(async (locator) => (await locator.boundingBox())!),
    );
    const [item, up, remove, date] = boxes;
    expect(remove.y).toBe(up.y);
    expect(date.y).toBeGreaterThanOrEqual(up.y + up.height);
    for (const box of [up, remove, date]) expect(box.x + box.width).toBeLessThanOrEqual(item.x + item.width);
    await teacher.setViewportSize(desktop);
    await shootAtBothSizes(teacher, 'teach-class-empty');

    // The learner: the join link, then "Play as guest"; the page says who is joining and asks a guest's first name.
    const learner = await newPage(mobile);
    await learner.goto(joinUrl!);
    await learner.getByText(`${code.slice(0, 3)} ${code.slice(3)}`).waitFor();
    await shootAtBothSizes(learner, 'join-link');
    await learner.getByRole('button', { name: 'Play as guest' }).click();
    await learner.getByTestId('join-as').getByRole('button', { name: 'Not you?' }).waitFor();
    await learner.getByLabel('Your first name').fill('Mia');
    await shootAtBothSizes(learner, 'join-name');
    await learner.getByRole('button', { name: 'Join', exact: true }).click();
    await learner.getByRole('heading', { name: `You joined ${className}!` }).waitFor();
    await learner.getByRole('link', { name: 'Go to Learn' }).click();
    await learner.waitForURL('**/learn');
    const panel = learner.getByTestId('class-panel');
    await panel.getByRole('heading', { name: `Class: ${className}` }).waitFor();
    const mosfet = panel.getByTestId('my-assignment').filter({ hasText: 'Meet the MOSFET' });
    await expect.poll(() => mosfet.textContent()).toMatch(due);
    expect(await mosfet.textContent()).toContain('0/1');
    await shootAtBothSizes(learner, 'learn-class-assignments');

    // The learner finishes the level (an info card) from the class panel.
    await mosfet.click();
    await learner.waitForURL('**/chapter/1/level/3/exercise/0');
    await learner.getByRole('button', { name: 'Continue' }).click();
    // The level's last exercise leads to its summary; the map is one tap away.
    await learner.waitForURL('**/chapter/1/level/3/complete');
    await learner.getByRole('link', { name: 'Back to map' }).click();
    await learner.waitForURL((url) => url.pathname === '/learn');
    await expect.poll(() => panel.getByTestId('my-assignment').filter({ hasText: 'Meet the MOSFET' }).textContent()).toContain('1/1');

    // And the community level: the tray's wire fills the one gap; the server records it.
    await panel.getByTestId('my-assignment').filter({ hasText: levelName }).click();
    await learner.waitForURL('**/custom-level/*');
    await learner.getByRole('button', { name: /^Straight wire.*: \d left$/ }).click();
    await learner.getByRole('button', { name: 'Check Answer' }).click();
    await learner.getByRole('dialog').getByRole('heading', { name: 'Well done!' }).waitFor();
    await learner.goto('/learn');
    await expect.poll(() => panel.getByTestId('my-assignment').filter({ hasText: levelName }).textContent()).toContain('1/1');

    // The class leaderboard: a tab beside Everyone, the learner's own row.
    await footerLink(learner, 'Leaderboard').click();
    await learner.getByRole('tab', { name: className }).click();
    const rows = learner.getByTestId('leaderboard-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('aria-current')).toBe('true');
    expect(await rows.first().textContent()).toContain('10');
    await shootAtBothSizes(learner, 'leaderboard-class');

    // The teacher's table fills in by itself (it re-reads every few seconds).
    const row = teacher.getByTestId('progress-row');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    // done/total/starred per assignment: the info card (counts as starred) and the gap level are done.
    const cells = row.first().getByTestId('progress-cell');
    await expect.poll(() => cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-progress'))), { timeout: 20_000 }).toEqual(['1/1/1', '1/1/0']);
    expect(await row.first().textContent()).not.toContain('@');
    expect(await row.first().getByRole('link').textContent()).toBe('Mia');
    await shootAtBothSizes(teacher, 'teach-class');

    // Projected on the wall.
    await teacher.getByRole('button', { name: 'Show on the wall' }).click();
    const wall = teacher.getByRole('dialog', { name: `Join ${className}` });
    await wall.waitFor();
    await wall.getByTestId('join-qr').waitFor();
    await expect.poll(() => teacher.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await shootAtBothSizes(teacher, 'teach-wall');
    await teacher.keyboard.press('Escape');
    await teacher.getByRole('dialog').waitFor({ state: 'detached' });

    // CSV download.
    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
    // UTF-8 with a byte-order mark, so Excel on Windows reads accented names.
    expect(csv[0]).toBe(`\uFEFF${CSV_HEADER}`);
    expect(csv).toHaveLength(3);
    expect(csv[1]).toMatch(/,Meet the MOSFET,1,1,1,\d{4}-/);
    expect(csv[2]).toContain(`,${levelName},1,1,0,`);

    // Account shows the learner's class; Teach lists the teacher's.
    await footerLink(learner, 'Account').click();
    await learner.getByRole('region', { name: 'Classes' }).getByText(className).waitFor();
    await shootAtBothSizes(learner, 'account-classes');
    await teacher.goto('/teach');
    await teacher.getByRole('link', { name: new RegExp(className) }).waitFor();
    await shootAtBothSizes(teacher, 'teach');

    // Remove the learner (their points stay), then delete the class.
    await teacher.goto(classUrl);
    await teacher.getByTestId('progress-row').getByRole('button', { name: /^Remove / }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await teacher.getByText('No learners yet.').waitFor();
    await learner.goto('/learn');
    await learner.getByRole('heading', { level: 1 }).waitFor();
    expect(await learner.getByTestId('class-panel').count()).toBe(0);
    await expect.poll(() => learner.getByTestId('header-points').getAttribute('aria-label')).toBe('10 points');

    await teacher.getByRole('button', { name: 'Delete class' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'Delete class' }).click();
    await teacher.waitForURL('**/teach');
    expect(await teacher.getByRole('link', { name: new RegExp(className) }).count()).toBe(0);
    await teacher.context().close();
    await learner.context().close();
  });

  it('works by keyboard and touch: assign from the level list, join from Account with a typed code, leave', async () => {
    const teacher = await newPage(desktop);
    await signUpNewUser(teacher);
    const created = await teacher.request.post('/api/classes', { data: { name: 'Keyboard class' } });
    const klass = (await created.json()) as { id: string; code: string };

    // Keyboard: the side list of the learning map picks a level in assign mode.
    await teacher.goto(`/learn?assign=${klass.id}`);
    await teacher.getByTestId('assign-bar').getByText('Pick a level to assign to Keyboard class').waitFor();
    await teacher.getByRole('link', { name: /Level 3 · Switches/ }).focus();
    await teacher.keyboard.press('Enter');
    const dialog = teacher.getByRole('dialog', { name: 'Assign Switches' });
    await dialog.getByRole('button', { name: 'Assign' }).focus();
    await teacher.keyboard.press('Enter');
    await dialog.getByText('Assigned to Keyboard class.').waitFor();
    await teacher.keyboard.press('Escape');
    expect(teacher.url()).toContain('/learn?assign=');

    // Touch: a guest on a phone joins from Account by typing the code (case and spaces do not matter).
    const browser = await openBrowser();
    const context = await browser.newContext(contextOptions({ viewport: mobile, hasTouch: true, isMobile: true }));
    const learner = await context.newPage();
    learner.setDefaultTimeout(15_000);
    await learner.goto('/');
    await learner.getByRole('button', { name: 'Guest Login' }).tap();
    await learner.waitForURL('**/learn');
    await footerLink(learner, 'Account').tap();
    const code = learner.getByLabel('Class code');
    await code.tap();
    await code.fill('ZZZ ZZZ');
    await learner.keyboard.press('Enter');
    await learner.getByRole('alert').getByText('No class has this code.').waitFor();
    await code.fill(`${klass.code.slice(0, 3).toLowerCase()} ${klass.code.slice(3)}`);
    await learner.getByRole('button', { name: 'Join class' }).tap();
    await learner.getByText('You joined Keyboard class. Its assignments are on Learn.').waitFor();

    await footerLink(learner, 'Learn').tap();
    const assignment = learner.getByTestId('class-panel').getByTestId('my-assignment');
    await expect.poll(() => assignment.textContent()).toContain('Switches');
    expect(await assignment.textContent()).toContain('0/2');
    await assignment.tap();
    await learner.waitForURL('**/chapter/0/level/2/exercise/0');
    await learner.goBack();

    // Leaving: the class disappears from Account and /learn.
    await footerLink(learner, 'Account').tap();
    const classes = learner.getByRole('region', { name: 'Classes' });
    await classes.getByText('Keyboard class').waitFor();
    await classes.getByRole('button', { name: 'Leave' }).tap();
    await classes.getByText('Keyboard class').waitFor({ state: 'detached' });
    await footerLink(learner, 'Learn').tap();
    await learner.getByRole('heading', { level: 1 }).waitFor();
    expect(await learner.getByTestId('class-panel').count()).toBe(0);
    await context.close();
    await teacher.context().close();
  });

  it('keeps a join link through sign-up: the new account lands on /learn already in the class', async () => {
    const teacher = await newPage(desktop);
    await signUpNewUser(teacher);
    const klass = classCreatedSchema.parse(await (await teacher.request.post('/api/classes', { data: { name: 'Sign-up class' } })).json());

    const learner = await newPage(mobile);
    await learner.goto(`/join/${klass.code.toLowerCase()}`);
    await learner.getByText(`${klass.code.slice(0, 3)} ${klass.code.slice(3)}`).waitFor();
    await learner.getByRole('link', { name: 'Sign up' }).click();
    await learner.waitForURL('**/signup');
    const credentials = freshCredentials('Joiner');
    await learner.getByLabel('Name').fill(credentials.name);
    await learner.getByLabel('Email').fill(credentials.email);
    await learner.getByLabel('Password').fill(credentials.password);
    await learner.getByRole('button', { name: 'Sign Up' }).click();
    await learner.waitForURL('**/learn');
    await learner.getByText('You joined Sign-up class.').waitFor();
    await learner.getByTestId('class-panel').getByRole('heading', { name: 'Class: Sign-up class' }).waitFor();

    // Nothing is assigned yet: the learner's page says so, not a table of headings over no rows.
    await teacher.goto(`/teach/${klass.id}`);
    await teacher.getByRole('link', { name: credentials.name }).click();
    await teacher.getByRole('heading', { level: 1, name: credentials.name }).waitFor();
    await teacher.getByText('Nothing assigned yet. Assign levels on the class page: each exercise then shows here.').waitFor();
    expect(await teacher.getByTestId('learner-work').count()).toBe(0);
    await teacher.context().close();
    await learner.context().close();
  });
});
