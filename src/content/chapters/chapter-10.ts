// Chapter 10 'Fault finding': a finished circuit misbehaves; the learner reads the symptom, measures
// parts with the meter and names the broken one, in as few measurements as the planner says always
// suffice (docs/faults.md). The method step by step, then each fault kind in series, parallel, with a
// diode and with a MOSFET.
import type { AuthoringChapter } from '../schema';
import { level1, level2, level3 } from './chapter-10/levels';

export const chapter10: AuthoringChapter = {
  title: 'Fault finding',
  description: 'A circuit is broken. Read what the lights say, measure with the meter, and name the broken part in as few measurements as you can.',
  type: 'advanced',
  levels: [level1, level2, level3],
};
