// Chapter 5, level 1 — a capacitor fills through a resistor: its voltage climbs fast, then slower.
// Through 330 Ω (no bulb) it reaches 8.6 V in 10 s; through 660 Ω only 7.0 V.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const FILL_330 = `
┌ B R330 ─ ┐
└ V+ C V- ┘`;

export const level1: AuthoringLevel = {
  title: 'Charging through a resistor',
  exercises: [
    info('A tank for charge', [
      '{capacitor} A **capacitor** is a small tank for charge.',
      'Empty, it lets current rush in. As it fills, its voltage climbs and the flow slows. Full, it lets no more through.',
      'A {resistor} in front makes it fill **slowly**, slow enough to watch on the scope.',
    ]),
    puzzle({
      title: 'Fill the tank',
      description: 'Put the capacitor between the voltage probes, then watch its voltage climb on the scope.',
      map: FILL_330.replace('C', '?C'),
      goal: [reads.V(8.3, 8.8)],
      successMessage: 'The purple line climbs quickly at first, then more and more slowly: about 8.6 V after 10 seconds.',
      failureMessage: 'The capacitor goes in the empty cell, between the + and − probes.',
      tags: ['capacitor', 'probe'],
      numbers: [{ says: '8.6 V', read: 'voltage' }],
    }),
    puzzle({
      title: 'Fill it more slowly',
      description: 'Choose the resistor that fills the capacitor more slowly, so it only reaches **between 6.5 and 7.5 V** in the 10 seconds.',
      map: FILL_330.replace('R330', '?R660'),
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [reads.V(6.5, 7.5)],
      successMessage: '660 Ω lets the charge in more slowly: the capacitor only gets to about 7 V. Compare with 8.6 V through 330 Ω.',
      failureMessage: 'The 330 Ω resistor fills it too fast. Which resistor lets less current in?',
      tags: ['capacitor', 'probe', 'resistor'],
      numbers: [
        { says: '7 V', read: 'voltage' },
        { says: '8.6 V', read: 'voltage', map: FILL_330 },
      ],
    }),
    quiz({
      title: 'Check: a full tank',
      question: 'This capacitor has been charging for a long time and is full. How much current flows through the resistor now?',
      answerType: 'text',
      supportingCircuit: picture(FILL_330),
      options: ['Almost none: a full capacitor lets nothing in', 'A steady current, as with a wire', 'More and more, as it gets fuller', 'It flows backwards into the battery'],
      correctOptionIndex: 0,
      successMessage: 'Right. A full capacitor pushes back as hard as the battery, so the flow stops.',
      failureMessage: 'Not quite. Think of the capacitor as a tank: what happens to the flow into it as it fills up?',
    }),
    puzzle({
      title: 'The first rush',
      description: 'A probe counts the current into the empty capacitor. Pick the resistor that leaves **between 2.4 and 3 mA** still flowing after 10 seconds.',
      map: `
┌ B ?R560 ─ ┐
└ A ?C * ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [reads.mA(2.4, 3)],
      successMessage: 'The green line starts at 16 mA, a rush into the empty tank, and sinks to 2.7 mA as it fills.',
      failureMessage: 'With 330 Ω the capacitor fills faster, so less still flows at the end. Try 560 Ω.',
      tags: ['capacitor', 'probe'],
      numbers: [
        { says: '16 mA', read: 'current', at: 0 },
        { says: '2.7 mA', read: 'current' },
      ],
    }),
  ],
};
