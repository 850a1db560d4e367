// Chapter 3 'Measuring: current, voltage and the scope': the current probe in the loop, the voltage
// probes across a part, and reading the scope's curves over time.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-3/level-1';
import { level2 } from './chapter-3/level-2';
import { level3 } from './chapter-3/level-3';

export const chapter3: AuthoringChapter = {
  title: 'Measuring: current, voltage and the scope',
  description: 'Make the invisible visible: put a current probe in the loop, voltage probes across a part, and read the scope as things change over time.',
  type: 'beginner',
  levels: [level1, level2, level3],
};
