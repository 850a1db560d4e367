// Earns points the only way the app allows (docs/api.md "Attempts": POST /api/attempts {where, answer}): completing info cards
// of the bundled course, from inside the signed-in page so its session cookie is used.
import type { Page } from 'playwright-core';

interface CourseShape {
  chapters: { levels: { exercises: { exerciseType: string }[] }[] }[];
}

/** Locations of info exercises in the course, or [] when the course is not served. */
export async function findInfoExercises(page: Page): Promise<{ chapter: number; level: number; exercise: number }[]> {
  const course = await page.evaluate(async () => {
    const response = await fetch('/api/course');
    return response.ok ? ((await response.json()) as unknown) : null;
  });
  if (!course) return [];
  const found: { chapter: number; level: number; exercise: number }[] = [];
  (course as CourseShape).chapters.forEach((chapter, c) =>
    chapter.levels.forEach((level, l) =>
      level.exercises.forEach((exercise, e) => {
        if (exercise.exerciseType === 'info') found.push({ chapter: c, level: l, exercise: e });
      }),
    ),
  );
  return found;
}

/** Completes one info card as the page's user; returns the user's points afterwards. */
export async function completeInfoCard(page: Page, where: { chapter: number; level: number; exercise: number }): Promise<number> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/attempts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ where: body, answer: { viewed: true } }),
    });
    if (!response.ok) throw new Error(`attempt failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { points: number }).points;
  }, where);
}
