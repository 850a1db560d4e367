// The map's gold levels and bright stars follow docs/product.md's rules exactly.
import { describe, expect, it } from 'vitest';
import { course } from '../content/index';
import { summarizeLevel } from './level-summary';
import { exerciseProgress, levelStatus, offersStar } from './progress-rules';

const level1 = course.chapters[0].levels[0].exercises; // info, 3 circuits with stars, quiz
const done = (starAchieved = false) => ({ completed: true, starAchieved, timestamp: '2026-11-22T10:00:00.000Z' });

describe('level status from profile progress', () => {
  it('a level with no progress is neither complete nor starred', () => {
    expect(levelStatus(level1, {}, 0, 0)).toEqual({ complete: false, starOffered: true, starred: false, completedCount: 0, total: 5 });
  });

  it('is complete only when every exercise is completed', () => {
    const four = { 0: { 0: { 0: done(), 1: done(), 2: done(), 3: done() } } };
    expect(levelStatus(level1, four, 0, 0).complete).toBe(false);
    const all = { 0: { 0: { 0: done(), 1: done(), 2: done(), 3: done(), 4: done() } } };
    expect(levelStatus(level1, all, 0, 0)).toMatchObject({ complete: true, starred: false, completedCount: 5 });
  });

  it('is starred when every exercise that offers a star has it', () => {
    const stars = { 0: { 0: { 0: done(), 1: done(true), 2: done(true), 3: done(true), 4: done() } } };
    expect(levelStatus(level1, stars, 0, 0)).toMatchObject({ complete: true, starred: true });
    const oneMissing = { 0: { 0: { 0: done(), 1: done(true), 2: done(false), 3: done(true), 4: done() } } };
    expect(levelStatus(level1, oneMissing, 0, 0).starred).toBe(false);
  });

  it('a level with no star to earn (info and quizzes only) is never starred, as its summary shows no star', () => {
    const chapter = course.chapters.findIndex((c) => c.levels.some((l) => !l.exercises.some(offersStar)));
    const level = course.chapters[chapter].levels.findIndex((l) => !l.exercises.some(offersStar));
    const exercises = course.chapters[chapter].levels[level].exercises;
    const all = { [chapter]: { [level]: Object.fromEntries(exercises.map((_, i) => [i, done(true)])) } };
    expect(levelStatus(exercises, all, chapter, level)).toMatchObject({ complete: true, starOffered: false, starred: false });
    expect(summarizeLevel(exercises, all, chapter, level).starsOffered).toBe(0);
  });

  it('reads progress of the right chapter and level only, and survives malformed data', () => {
    const other = { 1: { 0: { 0: done(true) } } };
    expect(exerciseProgress(other, 0, 0, 0)).toEqual({ completed: false, starAchieved: false });
    expect(exerciseProgress(other, 1, 0, 0)).toEqual({ completed: true, starAchieved: true });
    expect(exerciseProgress(null, 0, 0, 0).completed).toBe(false);
    expect(exerciseProgress({ 0: 'junk' }, 0, 0, 0).completed).toBe(false);
  });

  it('only circuit exercises with a star offer one', () => {
    expect(level1.map(offersStar)).toEqual([false, true, true, true, false]);
  });
});
