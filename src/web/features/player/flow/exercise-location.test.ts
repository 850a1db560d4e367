// Continue and Exit lead where docs/product.md "How screens behave", Exercise flow says, and odd URLs count as unknown.
import { describe, expect, it } from 'vitest';
import { exitPath, locationFromParams, nextPath } from './exercise-location';

describe('locationFromParams', () => {
  it('reads chapter, short chapter-0, project, custom and test routes', () => {
    expect(locationFromParams({ chapterIndex: '1', levelIndex: '2', exerciseIndex: '0' }, '/chapter/1/level/2/exercise/0')).toEqual({
      kind: 'chapter', chapter: 1, level: 2, exercise: 0,
    });
    expect(locationFromParams({ levelIndex: '3', exerciseIndex: '1' }, '/level/3/exercise/1')).toEqual({
      kind: 'chapter', chapter: 0, level: 3, exercise: 1,
    });
    expect(locationFromParams({ projectId: 'egg', levelIndex: '0', exerciseIndex: '2' }, '/project/egg/level/0/exercise/2')).toEqual({
      kind: 'project', project: 'egg', level: 0, exercise: 2,
    });
    expect(locationFromParams({ levelId: 'abc' }, '/custom-level/abc')).toEqual({ kind: 'custom', levelId: 'abc' });
    expect(locationFromParams({}, '/level/test')).toEqual({ kind: 'test' });
    expect(locationFromParams({}, '/level/test', { level: {}, returnTo: '/LessonGen' })).toEqual({ kind: 'test', returnTo: '/LessonGen' });
    // Only the creator and the generator may be returned to: state cannot send the learner elsewhere.
    expect(locationFromParams({}, '/level/test', { returnTo: 'https://example.com' })).toEqual({ kind: 'test' });
  });

  it('treats a non-numeric or negative index as unknown', () => {
    expect(locationFromParams({ levelIndex: 'x', exerciseIndex: '0' }, '/level/x/exercise/0')).toBeNull();
    expect(locationFromParams({ chapterIndex: '-1', levelIndex: '0', exerciseIndex: '0' }, '/chapter/-1/level/0/exercise/0')).toBeNull();
  });
});

describe('nextPath and exitPath', () => {
  const chapter = { kind: 'chapter' as const, chapter: 1, level: 2, exercise: 0 };
  it('goes to the next exercise, then to the map at the end of the level', () => {
    expect(nextPath(chapter, 3)).toBe('/chapter/1/level/2/exercise/1');
    expect(nextPath({ ...chapter, exercise: 2 }, 3)).toBe(`/chapter/${chapter.chapter}/level/${chapter.level}/complete`);
    expect(exitPath(chapter)).toBe('/learn');
  });

  it('returns to the project overview at the end of a project level and on exit', () => {
    const project = { kind: 'project' as const, project: 'egg', level: 1, exercise: 0 };
    expect(nextPath(project, 2)).toBe('/project/egg/level/1/exercise/1');
    expect(nextPath({ ...project, exercise: 1 }, 2)).toBe('/project/egg');
    expect(exitPath(project)).toBe('/project/egg');
  });

  it('sends community levels back to Explore', () => {
    expect(nextPath({ kind: 'custom', levelId: 'a' }, 1)).toBe('/explore');
    expect(exitPath({ kind: 'custom', levelId: 'a' })).toBe('/explore');
  });

  it('sends a test play back to the screen that opened it, the level creator by default', () => {
    expect(nextPath({ kind: 'test' }, 1)).toBe('/level-creator');
    expect(exitPath({ kind: 'test' })).toBe('/level-creator');
    expect(nextPath({ kind: 'test', returnTo: '/LessonGen' }, 1)).toBe('/LessonGen');
    expect(exitPath({ kind: 'test', returnTo: '/LessonGen' })).toBe('/LessonGen');
  });
});
