// Picking up where the learner left off: the first unfinished exercise in course order.
import { describe, expect, it } from 'vitest';
import { firstUnfinishedChapter, firstUnfinishedExercise, hasStarted } from './continue-point';

const course = { chapters: [{ levels: [{ exercises: [1, 2] }, { exercises: [1] }] }, { levels: [{ exercises: [1, 2, 3] }] }] };
const done = { completed: true, starAchieved: false };

describe('continue point', () => {
  it('is the first exercise for a new learner, and a new learner has not started', () => {
    expect(firstUnfinishedExercise(course, {})).toEqual({ chapter: 0, level: 0, exercise: 0 });
    expect(firstUnfinishedChapter(course, {})).toBe(0);
    expect(hasStarted({})).toBe(false);
    expect(hasStarted({ projects: { egg: {} } })).toBe(false);
  });

  it('skips completed exercises, even out of order, into the next chapter', () => {
    const progress = { '0': { '0': { '0': done, '1': done }, '1': { '0': done } }, '1': { '0': { '1': done } } };
    expect(firstUnfinishedExercise(course, progress)).toEqual({ chapter: 1, level: 0, exercise: 0 });
    expect(firstUnfinishedChapter(course, progress)).toBe(1);
    expect(hasStarted(progress)).toBe(true);
  });

  it('is null when everything is done; the chapter is then the last', () => {
    const progress = { '0': { '0': { '0': done, '1': done }, '1': { '0': done } }, '1': { '0': { '0': done, '1': done, '2': done } } };
    expect(firstUnfinishedExercise(course, progress)).toBeNull();
    expect(firstUnfinishedChapter(course, progress)).toBe(1);
  });
});
