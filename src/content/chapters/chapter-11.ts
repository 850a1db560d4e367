// Chapter 11 'Sensors and inputs': parts the learner works while the circuit runs. A potentiometer as a
// dimmer and as a voltage divider, a light sensor in a divider that switches a lamp on at dusk through
// a MOSFET, and a push button with a pull-down resistor on the gate.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-11/level-1';
import { level2 } from './chapter-11/level-2';
import { level3 } from './chapter-11/level-3';
import { level4 } from './chapter-11/level-4';

export const chapter11: AuthoringChapter = {
  title: 'Sensors and inputs',
  description: 'Turn a knob to dim a bulb, share out the battery\'s push with a potentiometer, switch a lamp on when dusk falls, and give a push button a pull-down resistor.',
  type: 'advanced',
  levels: [level1, level2, level3, level4],
};
