// Chapter 2, level 4 — meet the n-channel MOSFET (contract: VTO = 2 V, KP = 0.1 A/V²; gate at 9 V
// gives about 1.4 Ω between drain and source, so it acts as a closed switch).
import { info } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level4: AuthoringLevel = {
  title: 'Meet the MOSFET',
  exercises: [
    info('The MOSFET: a switch worked by voltage', [
      'A {mosfet} is a switch with no lever: a **voltage** flips it.',
      'Current for the bulb flows in at the **drain** (top) and out at the **source** (bottom). The **gate** (left) is the handle: it needs a voltage, but takes no current.',
      'Gate more than about 2 V above the source: on, almost like a wire. Gate joined to −, or left loose: off.',
      'Put it between the bulb and the battery\'s **−**: drain towards the bulb.',
    ], '/lessons/mosfet.svg'),
  ],
};
