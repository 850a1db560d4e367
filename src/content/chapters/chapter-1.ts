// Chapter 1 'Batteries, resistors and switches' (docs/product.md "What is stored"): six beginner levels with
// 5, 6, 2, 2, 1 and 2 exercises, from "what is a closed loop" to switches in parallel branches.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-1/level-1';
import { level2 } from './chapter-1/level-2';
import { level3 } from './chapter-1/level-3';
import { level4 } from './chapter-1/level-4';
import { level5 } from './chapter-1/level-5';
import { level6 } from './chapter-1/level-6';

export const chapter1: AuthoringChapter = {
  title: 'Batteries, resistors and switches',
  description:
    'Build your first circuits: close a loop, protect bulbs with resistors, control them with switches, and join bulbs in series and in parallel.',
  type: 'beginner',
  levels: [level1, level2, level3, level4, level5, level6],
};
