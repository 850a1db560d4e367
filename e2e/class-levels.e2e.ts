// Class-only levels and the leaderboard choice in a real browser against the real server
// (docs/classes.md "Class levels", "Privacy"): a teacher generates a level in the lesson generator and
// assigns it to a class without publishing it, then assigns it again from the level creator; a learner
// on a phone finds it on /learn and plays it; a stranger's player says the level is not there, and
// Explore does not list it. The class page's public-leaderboard checkbox is off, and ticking it sticks.
// Screenshots at phone and laptop size go to SCREENSHOT_DIR.
import { afterAll, describe, expect, it } from 'vitest';
import { classCreatedSchema } from '../src/api/classes';
import { closeBrowser, desktop, loginAsGuest, mobile, newPage, signUpNewUser } from './support/browser';
import { SCREENSHOT_DIR, shootAtBothSizes } from './support/screenshots';

afterAll(closeBrowser);

const className = 'Year 8 Circuits';

describe('class-only levels', { timeout: 180_000 }, () => {
  it('assigns a generated level to one class from the generator and the creator, unpublished', async () => {
    const teacher = await newPage(desktop);
    await signUpNewUser(teacher);
    const created = await teacher.request.post('/api/classes', { data: { name: className } });
    const klass = classCreatedSchema.parse(await created.json());

    // The lesson generator: generate, then Assign to a class.
    await teacher.goto('/LessonGen');
    await teacher.getByRole('textbox', { name: 'Lesson goal' }).fill('Two bulbs in parallel with a switch on a 7x4 grid');
    await teacher.getByRole('button', { name: 'Generate Level' }).click();
    await teacher.getByRole('grid', { name: 'Generated circuit grid' }).waitFor();
    await teacher.getByRole('button', { name: 'Assign to a class' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Assign to a class' });
    await dialog.getByText('it is not published on Explore').waitFor();
    expect(await dialog.getByLabel('Class').inputValue()).toBe(klass.id);
    await shootAtBothSizes(teacher, 'teach-assign-generated');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText(`Assigned to ${className}. Only its learners can play it; it is not on Explore.`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The level creator (Place Level opens it there): the same control in its footer.
    await teacher.getByRole('button', { name: 'Place Level' }).first().click();
    await teacher.waitForURL('**/level-creator');
    // On a phone the footer's four buttons fit beside each other, none cut off.
    await teacher.setViewportSize(mobile);
    const footer = teacher.locator('footer').filter({ has: teacher.getByRole('button', { name: 'Assign to a class' }) });
    for (const name of ['See a solution', 'Check', 'Assign to a class', 'Save']) {
      const box = (await footer.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(mobile.width);
    }
    await teacher.screenshot({ path: `${SCREENSHOT_DIR}/creator-assign-mobile.png` });
    await teacher.getByRole('button', { name: 'Assign to a class' }).click();
    await teacher.getByRole('dialog', { name: 'Assign to a class' }).getByRole('button', { name: 'Assign' }).click();
    await teacher.getByRole('dialog').getByText(`Assigned to ${className}.`).waitFor();
    await teacher.screenshot({ path: `${SCREENSHOT_DIR}/creator-assigned-mobile.png` });
    await teacher.getByRole('dialog').getByRole('link', { name: 'Open the class' }).click();
    await teacher.waitForURL(`**/teach/${klass.id}`);
    await teacher.setViewportSize(desktop);
    const assignments = teacher.getByTestId('assignment');
    await expect.poll(() => assignments.count()).toBe(2);

    // Explore does not list it.
    const levels = (await (await teacher.request.get('/api/levels')).json()) as { levels: { name: string }[] };
    const title = (await assignments.first().textContent()) ?? '';
    expect(levels.levels.filter((level) => title.includes(level.name))).toEqual([]);

    // The leaderboard choice: off by default, with the reason; ticking it is kept.
    const privacy = teacher.getByRole('checkbox', { name: 'Show this class’s learners on the public leaderboard' });
    expect(await privacy.isChecked()).toBe(false);
    await teacher.getByText('their names stay off the public leaderboard').waitFor();
    await privacy.check();
    await expect.poll(async () => (await (await teacher.request.get(`/api/classes/${klass.id}`)).json()).publicLeaderboard).toBe(true);
    await teacher.reload();
    expect(await teacher.getByRole('checkbox', { name: 'Show this class’s learners on the public leaderboard' }).isChecked()).toBe(true);
    await shootAtBothSizes(teacher, 'teach-class-levels');

    // A learner on a phone plays it from /learn.
    const learner = await newPage(mobile);
    await loginAsGuest(learner);
    expect((await learner.request.post('/api/classes/join', { data: { code: klass.code, name: 'Bea' } })).status()).toBe(200);
    await learner.goto('/learn');
    const mine = learner.getByTestId('class-panel').getByTestId('my-assignment');
    await expect.poll(() => mine.count()).toBe(2);
    await mine.first().click();
    await learner.waitForURL('**/custom-level/*');
    await learner.getByRole('button', { name: 'Check Answer' }).waitFor();
    const levelUrl = new URL(learner.url()).pathname;

    // A stranger opening the same address is told there is no such level.
    const stranger = await newPage(mobile);
    await loginAsGuest(stranger);
    await stranger.goto(levelUrl);
    await stranger.getByText('This level was deleted by its creator, or never existed.').waitFor();
  });
});
