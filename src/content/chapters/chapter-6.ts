// Chapter 6 'Diodes and LEDs': one-way valves, why a light in line with a diode still needs its
// resistor, and polarity.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-6/level-1';
import { level2 } from './chapter-6/level-2';
import { level3 } from './chapter-6/level-3';

export const chapter6: AuthoringChapter = {
  title: 'Diodes and LEDs',
  description: 'Meet the one-way valve of electronics: let current through or block it, protect a light with a resistor, and get the polarity right.',
  type: 'beginner',
  levels: [level1, level2, level3],
};
