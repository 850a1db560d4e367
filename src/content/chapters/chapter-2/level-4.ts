// Chapter 2, level 4 — meet the n-channel MOSFET (contract: VTO = 2 V, KP = 0.1 A/V²; gate at 9 V
// gives about 1.4 Ω between drain and source, so it acts as a closed switch).
import { info } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const level4: AuthoringLevel = {
  title: 'Meet the MOSFET',
  exercises: [
    info('The MOSFET: a switch worked by voltage', [
      'A {mosfet} is a switch with no lever: a **voltage** flips it. Computers contain billions of them.',
      'It has three legs:\n• **Drain** (top) and **source** (bottom): the path the current takes through the MOSFET.\n• **Gate** (left): the control. No current flows into the gate — it only needs a voltage.',
      'Ours is an **n-channel** MOSFET. When the gate is more than about 2 V above the source, the MOSFET switches on and current can flow from drain to source. Join the gate to the battery\'s **+** and it turns fully on, almost like a plain wire. Join the gate to **−** and it stays off.',
      'In our puzzles an unconnected gate stays off. In a real circuit a loose gate can pick up stray charge and do anything, so engineers always connect it.',
      'Put the MOSFET between the bulb and the battery\'s **−**: drain towards the bulb, source towards −.',
    ], '/lessons/mosfet.svg'),
  ],
};
