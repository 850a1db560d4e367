// Chapter 4 'Series, parallel and Ohm's law': current splits at junctions, the push divides along a
// loop, and predicting a current before measuring it.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-4/level-1';
import { level2 } from './chapter-4/level-2';
import { level3 } from './chapter-4/level-3';

export const chapter4: AuthoringChapter = {
  title: 'Series, parallel and Ohm\'s law',
  description: 'See the current split between paths, watch the push shared along a loop, and predict a current before you measure it.',
  type: 'beginner',
  levels: [level1, level2, level3],
};
