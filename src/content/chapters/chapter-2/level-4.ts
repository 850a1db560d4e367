// Chapter 2, level 4 — meet the n-channel MOSFET (docs/engine.md: VTO = 2 V, KP = 0.1 A/V²; gate at 9 V
// gives about 1.4 Ω between drain and source, so it acts as a closed switch).
import { info } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level4: AuthoringLevel = {
  title: 'Meet the MOSFET',
  exercises: [
    info('The MOSFET: a switch worked by voltage', [
      'A {mosfet} is a switch worked by a **voltage**.',
      'Current flows in at the **drain** (top) and out at the **source** (bottom, on the battery\'s −). The **gate** (left) is the handle: it takes no current.',
      'Gate above about 2 V (its **threshold**): it starts to conduct; near 9 V it is almost a wire. Gate joined to −: off.',
      'A real loose gate keeps its charge, so add a **pull-down** resistor from gate to −. (The simulator treats a loose gate as off.)',
    ], '/lessons/mosfet.svg', undefined, { teaches: ['mosfet', 'mosfet-threshold', 'pull-down'], uses: ['voltage', 'switch'] }),
  ],
};
