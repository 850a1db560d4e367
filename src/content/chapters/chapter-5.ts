// Chapter 5 'Capacitors and time': charging through a resistor, a bulb that fades, and the time
// constant R·C read off the scope.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-5/level-1';
import { level2 } from './chapter-5/level-2';
import { level3 } from './chapter-5/level-3';

export const chapter5: AuthoringChapter = {
  title: 'Capacitors and time',
  description: 'Fill a capacitor through a resistor, make a bulb fade on its own, and read the time constant off the scope.',
  type: 'advanced',
  levels: [level1, level2, level3],
};
