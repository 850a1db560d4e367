// Chapter 8 'Energy and power': power = voltage × current, measured with both probes; brightness is
// the bulb's power; the resistor, not the bulb, turns most of the energy into heat; a battery's mAh
// and the current decide how long it lasts.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-8/level-1';
import { level2 } from './chapter-8/level-2';
import { level3 } from './chapter-8/level-3';

export const chapter8: AuthoringChapter = {
  title: 'Energy and power',
  description: 'Where does the battery\'s energy go? Measure voltage and current to find each part\'s power, see why brightness is power, and work out how long a battery lasts.',
  type: 'advanced',
  levels: [level1, level2, level3],
};
