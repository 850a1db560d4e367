// Every level of the bundled course has its own pad on its chapter's board, inside the picture and
// far enough from the others that two 44 px nodes never overlap, even on a 390 px phone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { course } from '../../../content/index';
import { BOARD_HEIGHT, BOARD_WIDTH, boardFor, nodePosition } from './board-layouts';

const PHONE_BOARD_PX = 358; // 390 px screen minus the page's side padding
const NODE_PX = 44;

describe('learning-map boards', () => {
  it.each(course.chapters.map((c, i) => [c.title, c, i] as const))('%s: one pad per level, none overlapping', (_title, chapter, index) => {
    const layout = boardFor(chapter.type, index);
    expect(layout.pads.length).toBeGreaterThanOrEqual(chapter.levels.length);
    const pads = layout.pads.slice(0, chapter.levels.length);
    for (const [x, y] of pads) {
      expect(x).toBeGreaterThan(60);
      expect(x).toBeLessThan(BOARD_WIDTH - 60);
      expect(y).toBeGreaterThan(60);
      expect(y).toBeLessThan(BOARD_HEIGHT - 60);
    }
    const minGap = (NODE_PX / PHONE_BOARD_PX) * BOARD_WIDTH;
    for (let i = 0; i < pads.length; i++) {
      for (let j = i + 1; j < pads.length; j++) {
        expect(Math.hypot(pads[i][0] - pads[j][0], pads[i][1] - pads[j][1])).toBeGreaterThan(minGap * 1.3);
      }
    }
  });

  it('uses the beginner board for beginner chapters and the advanced board for advanced ones', () => {
    expect(boardFor('beginner').image).toBe('/circuitboard-1.svg');
    expect(boardFor('advanced').image).toBe('/advanced-circuitboard.svg');
    expect(nodePosition(boardFor('beginner'), 0, 6)).toEqual({ left: '13%', top: '78.125%' });
  });

  it('gives every chapter after the spec\'s two its own board picture, shipped with the page', () => {
    const images = course.chapters.map((c, i) => boardFor(c.type, i).image);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) expect(fs.existsSync(path.join('src/web/public', image))).toBe(true);
  });
});
