// The bundled project catalogue (docs/product.md "What is stored", Project), keyed by the code learners type on
// /projects. 'egg' (docs/product.md's Egg Timer) builds the heart of an egg timer honestly: a delay switch
// of about a second (RC delay + MOSFET switch) with a reset, one idea per level.
import type { AuthoringLevel } from '../schema';
import { breadboard } from './egg/breadboard';
import { eggTimer } from './egg/egg-timer';
import { fundamentals } from './egg/fundamentals';
import { mosfet } from './egg/mosfet';
import { switchLevel } from './egg/switch';

export interface ProjectContent {
  code: string;
  title: string;
  description: string;
  levels: AuthoringLevel[];
}

export const egg: ProjectContent = {
  code: 'egg',
  title: 'Egg Timer',
  description:
    'Build the heart of an egg timer, a delay switch: press start and about a second later a lamp comes on; a reset switch empties the capacitor to start again. A capacitor charging through a resistor makes the delay, and a MOSFET switches the lamp.',
  levels: [fundamentals, breadboard, switchLevel, mosfet, eggTimer],
};

export const bundledProjects: Record<string, ProjectContent> = { [egg.code]: egg };
