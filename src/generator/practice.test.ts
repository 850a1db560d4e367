// Practice levels: every chapter of the course has practice on its own ideas, each practice level is
// proven solvable, and the next one is never the same as the one before.
import { describe, expect, it } from 'vitest';
import { hasPractice, practiceKind } from '../learning/practice-chapters';
import { course } from '../content/index';
import { puzzleFromLevel } from '../puzzle/solver-puzzle';
import { solveLevel } from '../solver';
import { hasPracticeGoals, PRACTICE_GOALS, practiceGoal, practiceLesson } from './practice';

const typesOf = (level: ReturnType<typeof practiceLesson>['level']) => new Set([...level.prePlacedComponents.map((p) => p.type), ...level.draggableItems.map((d) => d.type)]);

describe('practice levels', () => {
  it('has practice for every chapter of the course', () => {
    // every chapter has practice: goals for the chapters that build circuits, fault practice
    // (fault-practice.ts) for the one that measures broken circuits
    expect(course.chapters.every(hasPractice)).toBe(true);
    course.chapters.forEach((chapter, index) => {
      if (practiceKind(chapter) === 'circuit') expect(PRACTICE_GOALS[index]?.length).toBeGreaterThan(0);
      else expect(PRACTICE_GOALS[index] ?? []).toHaveLength(0);
    });
    expect(course.chapters.filter((chapter) => practiceKind(chapter) === 'fault')).toHaveLength(1);
    expect(() => practiceGoal(course.chapters.length, 0)).toThrow(RangeError);
  });

  it.each(PRACTICE_GOALS.flatMap((_, chapter) => (hasPracticeGoals(chapter) ? [chapter] : [])))('chapter %i: proven, worded, and never the same twice in a row', (chapter) => {
    const rounds = PRACTICE_GOALS[chapter].length * 2 + 1;
    let before: string | null = null;
    for (const seed of [...Array.from({ length: rounds }, (_, i) => i), 999_998, 999_999]) {
      const { level } = practiceLesson(chapter, seed);
      expect(solveLevel(puzzleFromLevel(level)).status).toBe('solved');
      expect(level.description).toBeTruthy();
      const now = JSON.stringify(level);
      if (seed !== 999_998) expect(now).not.toBe(before);
      before = now;
    }
  });

  it("keeps to each chapter's ideas", () => {
    const kinds = (chapter: number) => PRACTICE_GOALS[chapter].flatMap((_, seed) => [...typesOf(practiceLesson(chapter, seed).level)]);
    expect(kinds(4)).toContain('capacitor');
    expect(kinds(4).filter((t) => t === 'capacitor').length).toBe(PRACTICE_GOALS[4].length);
    expect(kinds(6).filter((t) => t === 'mosfet').length).toBe(PRACTICE_GOALS[6].length);
    expect(kinds(5)).toEqual(expect.arrayContaining(['diode', 'red-led']));
    expect(kinds(0)).toEqual(expect.arrayContaining(['switch', 'resistor']));
    expect(kinds(0)).not.toContain('diode');
  });
});
