// Quizzes that can't be gamed, in a real browser against the real server, on a phone (390×844, touch)
// and a laptop (1366×768): a wrong first answer's overlay gives a hint but neither names nor marks the
// right option, and the right answer after it completes the quiz for 0 points; a right first answer
// earns +10. A symbol question draws bare symbols: no "330 Ω" or "10000 µF" to read the answer off.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { course } from '../src/content/index';
import type { AuthoringMultipleChoiceExercise } from '../src/content/schema';
import { closeBrowser, contextOptions, desktop, mobile, openBrowser, signUpNewUser } from './support/browser';
import { shootAtBothSizes } from './support/screenshots';

afterAll(closeBrowser);

function quizzes(accept: (quiz: AuthoringMultipleChoiceExercise) => boolean) {
  return course.chapters.flatMap((chapter, c) =>
    chapter.levels.flatMap((level, l) =>
      level.exercises.flatMap((exercise, e) =>
        exercise.exerciseType === 'multiple-choice' && accept(exercise) ? [{ path: `/chapter/${c}/level/${l}/exercise/${e}`, exercise }] : [],
      ),
    ),
  );
}

const quiz = quizzes((q) => q.answerType === 'text')[0]!;
const symbolQuiz = quizzes((q) => q.symbols === true)[0]!;
const rightText = quiz.exercise.options[quiz.exercise.correctOptionIndex]!;
const wrongText = quiz.exercise.options[quiz.exercise.correctOptionIndex === 0 ? 1 : 0]!;

const sizes = [
  { name: 'phone', viewport: mobile, touch: true },
  { name: 'laptop', viewport: desktop, touch: false },
] as const;

async function newLearner(size: (typeof sizes)[number]): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext(contextOptions({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signUpNewUser(page);
  return page;
}

/** The header's points, once the profile has loaded. */
async function headerPoints(page: Page): Promise<string | null> {
  await page.goto('/learn');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="header-points"]')?.textContent ?? ''));
  return page.getByTestId('header-points').getAttribute('aria-label');
}

/** Picks an option by its text (a tap on the phone, a click on the laptop) and checks it. */
async function answer(page: Page, size: (typeof sizes)[number], option: string): Promise<void> {
  const radio = page.getByRole('radiogroup').getByRole('radio', { name: option, exact: true });
  if (size.touch) await radio.tap();
  else await radio.click();
  const check = page.getByRole('button', { name: 'Check Answer' });
  if (size.touch) await check.tap();
  else await check.click();
}

describe.each(sizes)('quiz points on a $name', (size) => {
  it('wrong then right: a hint that names no option, then the quiz completes for 0 points', async () => {
    const page = await newLearner(size);
    await page.goto(quiz.path);
    await page.getByRole('heading', { name: quiz.exercise.question }).waitFor();
    await answer(page, size, wrongText);

    const failure = page.getByRole('alertdialog');
    await failure.getByRole('heading', { name: "That's not quite right" }).waitFor();
    const said = (await failure.textContent()) ?? '';
    expect(said).toContain(quiz.exercise.failureMessage);
    expect(said).not.toContain(rightText);
    // Nothing on the page marks the right option: it looks like every other option not chosen.
    const radios = page.getByRole('radiogroup').getByRole('radio');
    const looks = await radios.evaluateAll((buttons) => buttons.map((b) => ({ text: b.textContent, checked: b.getAttribute('aria-checked'), className: b.className })));
    const unchosen = looks.filter((look) => look.checked !== 'true');
    expect(new Set(unchosen.map((look) => look.className)).size).toBe(1);
    await page.screenshot({ path: `/tmp/quiz-points-wrong-${size.name}.png` });
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await failure.waitFor({ state: 'detached' });

    await answer(page, size, rightText);
    const success = page.getByRole('dialog');
    await success.getByRole('heading', { name: 'Well done!' }).waitFor();
    expect(await success.textContent()).not.toMatch(/points/);
    expect(await headerPoints(page)).toBe('0 points');
    await page.context().close();
  });

  it('right first: +10 points, once', async () => {
    const page = await newLearner(size);
    await page.goto(quiz.path);
    await page.getByRole('heading', { name: quiz.exercise.question }).waitFor();
    await answer(page, size, rightText);
    const success = page.getByRole('dialog');
    await success.getByRole('heading', { name: 'Well done!' }).waitFor();
    expect(await success.textContent()).toContain('+10 points');
    expect(await headerPoints(page)).toBe('10 points');
    await page.context().close();
  });

  it('a symbol question shows bare symbols: no values, no names, no tooltips', async () => {
    const page = await newLearner(size);
    await page.goto(symbolQuiz.path);
    await page.getByRole('heading', { name: symbolQuiz.exercise.question }).waitFor();
    const group = page.getByRole('radiogroup');
    expect(await group.getByRole('radio').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(
      symbolQuiz.exercise.options.map((_, i) => `Symbol ${String.fromCharCode(65 + i)}`),
    );
    expect(await group.textContent()).not.toMatch(/Ω|µF|\d\s?V|resistor|capacitor|battery|switch|diode/i);
    expect(await group.locator('svg title').count()).toBe(0);
    if (size.name === 'phone') await shootAtBothSizes(page, 'quiz-symbols');
    await page.context().close();
  });
});
