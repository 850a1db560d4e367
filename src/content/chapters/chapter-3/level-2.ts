// Chapter 3, level 2 — the voltage probes go on both sides of a part and read the push across it:
// with 330 Ω and a bulb, the resistor takes about 8 V, the bulb about 1 V, the battery gives about 9 V.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const ACROSS_RESISTOR = `
┌ B ─ ─ ┐
└ V+ R330 V- r┘`;

export const level2: AuthoringLevel = {
  title: 'The voltage probes',
  exercises: [
    info('A meter for voltage', [
      'Voltage is the **push** that drives current through a part, in volts (V), measured between two points.',
      '{probe-voltage-pos} {probe-voltage-neg} On the grid the **+** and **−** probes are **test points** on the wire. Put + on one side of a part and − on the other: the scope shows the voltage across that part.',
      'A real voltmeter is different: its two leads touch the two sides of the part, **beside** it, and almost no current goes through the meter.',
    ], undefined, undefined, { teaches: ['voltage-probe'], uses: ['voltage', 'scope'] }),
    puzzle({
      title: 'Push across the resistor',
      description: 'Build the bottom row: the resistor and the bulb, with the **+** probe just before the resistor and the **−** probe just after it.',
      map: ACROSS_RESISTOR.replace('V+ R330 V- r┘', '?V+ ?R330 ?V- ?r┘'),
      goal: [bulb('red-bulb', 'ON'), reads.V(7.5, 8.5)],
      successMessage: 'About 8 V of the battery\'s 9 V is across the resistor: there the energy turns into heat, and that is how it holds the current down.',
      failureMessage: 'Every cell of the bottom row must be filled, and the test points must sit on either side of the resistor, + on its left and − on its right.',
      tags: ['probe', 'resistor'],
      uses: ['voltage-probe', 'resistor'],
      tip: { message: 'Open the scope: the purple line is the voltage.', actions: { drag: true } },
      numbers: [{ says: '8 V', read: 'voltage' }],
    }),
    puzzle({
      title: 'Push across the bulb',
      description: 'Build the loop with the resistor on top and the bulb below, and measure the **bulb**: one probe on each side of it.',
      map: `
┌ B ?R330 ─ ┐
└ ?V+ ?r- ?V- ┘`,
      goal: [bulb('red-bulb', 'ON'), reads.V(0.8, 1.2)],
      successMessage: 'Only about 1 V: the 40 Ω bulb gets a small share next to the 330 Ω resistor, which has the rest.',
      failureMessage: 'Fill every gap: the resistor on top, and the bulb between the probes, + probe on its left and − probe on its right.',
      tags: ['probe'],
      uses: ['voltage-probe', 'inside-resistance'],
      numbers: [{ says: '1 V', read: 'voltage' }],
    }),
    quiz({
      title: 'Check: who takes the push?',
      question: 'In this loop, which part takes most of the battery\'s 9 V?',
      answerType: 'text',
      supportingCircuit: picture(ACROSS_RESISTOR),
      options: ['The resistor: about 8 V', 'The bulb: about 8 V', 'Both the same: 4.5 V each', 'The wires: about 8 V'],
      correctOptionIndex: 0,
      teaches: ['voltage-shares'],
      uses: ['voltage-probe', 'resistor'],
      successMessage: 'Right. The big resistor takes the big share of the push; the bulb gets about 1 V.',
      failureMessage: 'Not quite. The push shares out by resistance: the part that resists most takes the biggest share. Compare the parts\' resistances.',
      numbers: [
        { says: '8 V', read: 'voltage', map: ACROSS_RESISTOR },
        { says: '4.5 V', read: 'distractor' },
        { says: '1 V', read: 'voltage', map: `┌ B R330 ─ ┐\n└ V+ r- V- ┘` },
      ],
    }),
    puzzle({
      title: 'The battery\'s own push',
      description: 'Build the loop with the resistor and the bulb along the bottom, and put the probes on the two sides of the **battery**: + on its + side (left), − on its − side.',
      map: `
┌ ?V+ B ?V- ┐
└ ?R330 * ─ ?r┘`,
      goal: [bulb('red-bulb', 'ON'), reads.V(8.5, 9)],
      successMessage: 'Almost exactly 9 V: that is the push the battery shares out to the resistor and the bulb.',
      failureMessage: 'The resistor and the bulb close the loop along the bottom. The + probe belongs on the battery\'s left, the − probe on its right.',
      tags: ['probe'],
      uses: ['voltage-probe'],
    }),
  ],
};
