// Egg Timer, level 2 — moving from the puzzle grid to a real breadboard: how its holes are joined,
// and the parts list of the finished timer. Two cards, no puzzle: this level is about the bench.
import { info } from '../../authoring';
import type { AuthoringLevel } from '../../schema';

export const breadboard: AuthoringLevel = {
  title: 'Breadboard',
  exercises: [
    info('Meet the breadboard', [
      'A **breadboard** lets you build circuits without soldering: push the parts\' legs into its holes.',
      'Metal strips inside join the holes. Each short **row of five holes** is one strip, so legs in the same row are connected, like facing wires on the grid.',
      'The gap down the middle splits every row into two halves.',
      'Along the long edges run the **power rails**: red for **+**, blue for **−**. Join them to your {battery} once and every part can reach them.',
    ]),
    info('Your parts list', [
      'For the egg timer you need:',
      '{battery} a 9 V battery with a clip · {resistor} a 330 Ω resistor for the lamp and a 330 Ω or 660 Ω one for the delay · {capacitor} a 10 000 µF capacitor · {mosfet} an n-channel MOSFET (a logic-level one such as the IRLZ44N) · {yellow-bulb} a small lamp or an LED · {switch} a push button · jumper wires.',
      'Big capacitors are **polarised**: the leg with a stripe (−) goes towards the battery\'s −. On the grid it works either way round.',
    ]),
  ],
};
