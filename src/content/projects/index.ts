// The bundled project catalogue (spec section 3 "Project"), keyed by the code learners type on
// /projects. 'egg' builds a real egg timer: RC delay + MOSFET switch, one idea per level.
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
    'Build a real egg timer: a capacitor filling through a resistor makes the delay, and a MOSFET switches on a lamp when the time is up.',
  levels: [fundamentals, breadboard, switchLevel, mosfet, eggTimer],
};

export const bundledProjects: Record<string, ProjectContent> = { [egg.code]: egg };
