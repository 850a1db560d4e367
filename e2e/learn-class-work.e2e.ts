// The learning map agrees with itself: a learner new to the course whose class has work set is sent
// to that work by the continue card (not to "Start your first level" under a class panel listing
// other work), and a level with no star to earn (info and quizzes only) draws no star on its map dot
// or its list row, as its summary shows "–". Screenshots: learn-class-work-*.png in the screenshot folder.
import { afterAll, describe, expect, it } from 'vitest';
import { course } from '../src/content/index';
import { offersStar } from '../src/learning/index';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage, signUpNewUser } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';

afterAll(closeBrowser);

describe('the learning map', { timeout: 120_000 }, () => {
  it('points a learner with no progress at the first open class assignment', async () => {
    const teacher = await newPage(desktop);
    await signUpNewUser(teacher);
    const klass = (await (await teacher.request.post('/api/classes', { data: { name: 'Class 7B' } })).json()) as { id: string; code: string };
    const assigned = await teacher.request.post(`/api/classes/${klass.id}/assignments`, { data: { chapter: 2, level: 1 } });
    expect(assigned.status(), await assigned.text()).toBe(201);
    const title = course.chapters[2].levels[1].title;

    const learner = await newPage(mobile);
    await loginAsGuest(learner);
    const joined = await learner.request.post('/api/classes/join', { data: { code: klass.code } });
    expect(joined.status(), await joined.text()).toBe(200);
    await learner.goto('/learn');
    const card = learner.getByTestId('continue-class-work');
    await card.getByRole('heading', { name: 'Start your class work' }).waitFor();
    expect(await card.textContent()).toContain(`Class 7B · ${title}`);
    expect(await card.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/chapter/2/level/1/exercise/0');
    // The class panel lists the same work; nothing on the page says to start the course's first level.
    await learner.getByTestId('class-panel').getByText(title).waitFor();
    expect(await learner.getByText('Start your first level').count()).toBe(0);
    await learner.screenshot({ path: `${SCREENSHOT_DIR}/learn-class-work-phone.png` });
    await learner.setViewportSize(desktop);
    await learner.waitForTimeout(300);
    await learner.screenshot({ path: `${SCREENSHOT_DIR}/learn-class-work-laptop.png` });
  });

  it('a level with no star to earn has no star on its dot or its row; a level with stars keeps its grey star', async () => {
    const chapter = 1;
    const noStar = course.chapters[chapter].levels.findIndex((level) => !level.exercises.some(offersStar));
    const withStar = course.chapters[chapter].levels.findIndex((level) => level.exercises.some(offersStar));
    expect(noStar).toBeGreaterThanOrEqual(0);
    const page = await newPage(desktop);
    await loginAsGuest(page);
    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await page.getByRole('heading', { level: 1, name: course.chapters[chapter].title }).waitFor();
    const dot = (level: number) => page.getByRole('button', { name: `Level-${level + 1}`, exact: true });
    expect(await dot(noStar).getAttribute('data-star-offered')).toBe('false');
    expect(await dot(noStar).locator('svg').count()).toBe(0);
    expect(await dot(withStar).locator('svg').count()).toBe(1);
    const rows = page.getByRole('list', { name: 'Levels in this chapter' }).getByRole('listitem');
    expect(await rows.nth(noStar).getByRole('img', { name: /starred/i }).count()).toBe(0);
    expect(await rows.nth(withStar).getByRole('img', { name: 'Not starred yet' }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/learn-class-work-no-star-laptop.png` });
    await page.setViewportSize(mobile);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/learn-class-work-no-star-phone.png`, fullPage: true });
  });
});
