// A finished level's summary: stars out of those offered and the points by the award rules.
import { describe, expect, it } from 'vitest';
import { course } from './index';
import { levelStatus } from '../learning/index';
import { nextLevel, summarizeLevel } from '../learning/level-summary';

describe('level summary', () => {
  const level = course.chapters[0]!.levels[0]!;
  it('counts 10 per completed exercise and 5 per circuit star', () => {
    const progress = { '0': { '0': Object.fromEntries(level.exercises.map((_, i) => [String(i), { completed: true, starAchieved: true }])) } };
    const summary = summarizeLevel(level.exercises, progress, 0, 0);
    expect(summary.completed).toBe(level.exercises.length);
    expect(summary.points).toBe(10 * level.exercises.length + 5 * summary.starsOffered);
    expect(summary.stars).toBe(summary.starsOffered);
    expect(summarizeLevel(level.exercises, {}, 0, 0)).toMatchObject({ points: 0, stars: 0, completed: 0 });
  });

  it("a fault's star is offered and earns its 5 points, as the attempt awarded them", () => {
    const at = course.chapters.flatMap((chapter, c) => chapter.levels.map((l, li) => ({ c, li, l }))).find(({ l }) => l.exercises.some((e) => e.exerciseType === 'fault'))!;
    const faultIndex = at.l.exercises.findIndex((exercise) => exercise.exerciseType === 'fault');
    const progress = { [String(at.c)]: { [String(at.li)]: { [String(faultIndex)]: { completed: true, starAchieved: true } } } };
    expect(summarizeLevel(at.l.exercises, progress, at.c, at.li)).toMatchObject({ completed: 1, stars: 1, points: 15 });
    // Completed without its star, the level is not starred.
    const noStar = { [String(at.c)]: { [String(at.li)]: Object.fromEntries(at.l.exercises.map((e, i) => [String(i), { completed: true, starAchieved: e.exerciseType !== 'fault' }])) } };
    expect(levelStatus(at.l.exercises, noStar, at.c, at.li)).toMatchObject({ complete: true, starred: false });
  });

  it('a quiz whose first answer was wrong counts as completed, for no points', () => {
    const quizIndex = level.exercises.findIndex((exercise) => exercise.exerciseType === 'multiple-choice');
    expect(quizIndex).toBeGreaterThanOrEqual(0);
    const progress = { '0': { '0': { [String(quizIndex)]: { completed: true, starAchieved: true, missed: true } } } };
    expect(summarizeLevel(level.exercises, progress, 0, 0)).toMatchObject({ completed: 1, points: 0 });
  });

  it('the next level is the next in the chapter, then the next chapter, then none', () => {
    const shape = { chapters: course.chapters.map((c) => ({ levels: c.levels })) };
    expect(nextLevel(shape, 0, 0)).toEqual({ chapter: 0, level: 1 });
    const lastOfFirst = shape.chapters[0]!.levels.length - 1;
    expect(nextLevel(shape, 0, lastOfFirst)).toEqual({ chapter: 1, level: 0 });
    const lastChapter = shape.chapters.length - 1;
    expect(nextLevel(shape, lastChapter, shape.chapters[lastChapter]!.levels.length - 1)).toBeNull();
  });
});
