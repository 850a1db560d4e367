// Chapter 7 'Transistors as switches': the MOSFET's gate controls a big current (with a pull-down
// resistor so it turns off for sure), a capacitor on the gate makes a delay, and a start switch turns it
// into the delay switch the Egg Timer project builds.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-7/level-1';
import { level2 } from './chapter-7/level-2';
import { level3 } from './chapter-7/level-3';

export const chapter7: AuthoringChapter = {
  title: 'Transistors as switches',
  description: 'Let a voltage work a switch: the MOSFET\'s gate controls the bulb\'s current, a pull-down resistor turns it off for sure, and a capacitor on the gate builds a delay switch.',
  type: 'advanced',
  levels: [level1, level2, level3],
};
