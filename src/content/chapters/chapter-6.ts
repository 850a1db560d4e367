// Chapter 6 'Diodes and LEDs': back to chapter 2's one-way diode, the LED's forward voltage (about
// 2 V), why something in the loop must limit an LED's current, and polarity.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-6/level-1';
import { level2 } from './chapter-6/level-2';
import { level3 } from './chapter-6/level-3';

export const chapter6: AuthoringChapter = {
  title: 'Diodes and LEDs',
  description: 'Back to the one-way diode from chapter 2: let current through or block it, light an LED with the right resistor, and get the polarity right.',
  type: 'beginner',
  levels: [level1, level2, level3],
};
