// The building curve's rule (docs/course.md "The building curve"): the content check fails, naming the
// chapters, when a chapter places fewer pieces per circuit puzzle than the chapter with puzzles before
// it; and the bundled course's curve never dips.
import { describe, expect, it } from 'vitest';
import { curveDips, piecesPlaced, type BuildingFigure } from './building-curve';
import { course } from './index';

const row = (name: string, average: number, puzzles = 8): BuildingFigure => ({ name, average, puzzles });

describe('the building curve rule', () => {
  it('fails a dipping table, naming each chapter that dips and the one before it', () => {
    const dips = curveDips([row('chapter 1', 3.3), row('chapter 2', 3.25), row('chapter 3', 3.5), row('chapter 4', 3.1), row('chapter 5', 3.8)]);
    expect(dips).toEqual([
      expect.stringMatching(/^the building curve dips: chapter 2 places 3\.25 .* fewer than chapter 1 before it \(3\.30\)/),
      expect.stringMatching(/^the building curve dips: chapter 4 places 3\.10 .* fewer than chapter 3 before it \(3\.50\)/),
    ]);
  });

  it('passes a curve that rises or stays level', () => {
    expect(curveDips([row('chapter 1', 3.3), row('chapter 2', 3.3), row('chapter 3', 3.5), row('chapter 4', 5.2)])).toEqual([]);
  });

  it('skips a chapter with no circuit puzzles and compares the next one with the chapter before it', () => {
    expect(curveDips([row('chapter 9', 5.2), row('chapter 10', 0, 0), row('chapter 11', 5.25)])).toEqual([]);
    expect(curveDips([row('chapter 9', 5.2), row('chapter 10', 0, 0), row('chapter 11', 5.1)])).toEqual([
      expect.stringMatching(/chapter 11 places 5\.10 .* fewer than chapter 9 before it \(5\.20\)/),
    ]);
  });
});

describe('the bundled course', () => {
  it('never asks for less building in a later chapter', () => {
    expect(curveDips(course.chapters.map((chapter, c) => piecesPlaced(`chapter ${c + 1}`, chapter.levels)))).toEqual([]);
  });
});
