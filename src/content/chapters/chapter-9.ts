// Chapter 9 'Short circuits and safety': a short on purpose (9 A, the warning as the lesson), a bulb
// bypassed by a wire, why fuses exist (a bulb plays the fuse), polarised capacitors and mains.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-9/level-1';
import { level2 } from './chapter-9/level-2';
import { level3 } from './chapter-9/level-3';

export const chapter9: AuthoringChapter = {
  title: 'Short circuits and safety',
  description: 'Short a battery on purpose (on the grid only), see a wire steal a bulb\'s current, learn why fuses blow, and which real parts and wires you must never play with.',
  type: 'advanced',
  levels: [level1, level2, level3],
};
