// Chapter 2 'Using schematic symbols' (docs/product.md "What is stored"): five advanced levels with 4, 2, 2, 1 and 2
// exercises — reading schematics, diodes and their direction, and a first MOSFET switch.
import type { AuthoringChapter } from '../schema';
import { level1 } from './chapter-2/level-1';
import { level2 } from './chapter-2/level-2';
import { level3 } from './chapter-2/level-3';
import { level4 } from './chapter-2/level-4';
import { level5 } from './chapter-2/level-5';

export const chapter2: AuthoringChapter = {
  title: 'Using schematic symbols',
  description:
    'Read circuits the way engineers draw them, then meet two new parts: the diode, a one-way street for current, and the MOSFET, a switch worked by voltage.',
  type: 'advanced',
  levels: [level1, level2, level3, level4, level5],
};
