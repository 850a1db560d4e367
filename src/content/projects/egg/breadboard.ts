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
    ], undefined, undefined, { teaches: ['breadboard'], uses: ['loop'] }),
    info('Your parts list', [
      '{battery} a 9 V battery with a clip · {red-led} an LED with a 330 Ω resistor (our grid bulbs are simplified: a real small lamp needs more current) · {resistor} 330 Ω or 660 Ω for the delay · {capacitor} 10 000 µF, rated 16 V or more · {mosfet} a logic-level MOSFET (IRLZ44N) · {switch} a start switch that stays put, and a reset button · jumper wires.',
      'The capacitor is **polarised**: stripe (−) towards the battery\'s −. Never put it in backwards: it can get hot and burst.',
    ], undefined, [{ says: '16 V', read: 'premise' }], { teaches: ['capacitor-safety'], uses: ['led-resistor', 'capacitor', 'mosfet'] }),
  ],
};
