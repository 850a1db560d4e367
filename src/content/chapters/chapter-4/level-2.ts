// Chapter 4, level 2 — in one loop the push is shared by resistance: two 330 Ω resistors and a bulb
// take 4.2 V each and about 0.5 V; 560 Ω takes 5.4 V where 330 Ω takes 3.2 V.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const SHARED = `
┌ B R560 ─ ┐
└ V+ R330 V- r┘`;

export const level2: AuthoringLevel = {
  title: 'Voltage divides in series',
  exercises: [
    info('Sharing the push', [
      'Parts in **one loop** share the battery\'s 9 V push, and their shares add up to 9 V.',
      'Each takes a share by its resistance: the bigger the resistance, the bigger its share.',
      'Two equal resistors take equal shares.',
    ], undefined, undefined, { teaches: ['voltage-shares'], uses: ['voltage', 'series', 'resistor'] }),
    puzzle({
      title: 'Equal shares',
      description: 'Two 330 Ω resistors and a bulb share one loop. Put the second resistor in the bottom row, with the voltage probes around it.',
      map: `
┌ B R330 ─ ┐
└ ?V+ ?R330 ?V- r┘`,
      goal: [bulb('red-bulb', 'DIM'), reads.V(4, 4.5)],
      successMessage: 'About 4.2 V, and the top resistor takes the same. The small rest of the 9 V is the bulb\'s share.',
      failureMessage: 'Bottom row: the + probe, the resistor, then the − probe.',
      tags: ['probe', 'series'],
      uses: ['voltage-shares', 'voltage-probe'],
      numbers: [{ says: '4.2 V', read: 'voltage' }],
    }),
    puzzle({
      title: 'The bigger share',
      description: 'Two resistors, 330 Ω and 560 Ω. Put them in the two resistor gaps, with the probes around the bottom one, so that the probes read **more than 5 V**.',
      map: `
┌ B ?R330 ─ ┐
└ ?V+ ?R560 ?V- r┘`,
      goal: [bulb('red-bulb', 'DIM'), reads.V(5, 6)],
      successMessage: 'The 560 Ω resistor takes about 5.4 V, the 330 Ω one about 3.2 V. More resistance, more of the push.',
      failureMessage: 'The probes read the part between them. Which resistor takes the bigger share?',
      tags: ['probe', 'series'],
      uses: ['voltage-shares', 'voltage-probe'],
      turned: false,
      numbers: [
        { says: '5.4 V', read: 'voltage' },
        { says: '3.2 V', read: 'voltage', map: `┌ B R560 ─ ┐\n└ V+ R330 V- r┘` },
      ],
    }),
    quiz({
      title: 'Check: read the share',
      question: 'The probes sit around the 330 Ω resistor; a 560 Ω resistor is in the same loop. What do they read?',
      answerType: 'text',
      supportingCircuit: picture(SHARED),
      options: ['About 3.2 V', 'About 5.4 V', 'About 9 V', 'About 0.4 V'],
      correctOptionIndex: 0,
      uses: ['voltage-shares', 'voltage-probe'],
      successMessage: 'Right: the smaller resistor gets the smaller share, about 3.2 V.',
      failureMessage: 'Not quite. The push shares out by resistance: the bigger resistor takes the bigger share, and the shares add up to the battery\'s 9 V.',
      numbers: [
        { says: '3.2 V', read: 'voltage', map: SHARED },
        { says: '5.4 V', read: 'distractor' },
        { says: '0.4 V', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'Push for the bulb',
      description: 'Build a loop with 560 Ω and measure across the **bulb**. Will it get much of the push?',
      map: `
┌ B ?R560 ─ ┐
└ ?V+ r- ?V- ┘`,
      goal: [bulb('red-bulb', 'DIM'), reads.V(0.5, 0.7)],
      successMessage: 'Only about 0.6 V: the 40 Ω bulb is small next to 560 Ω, so its share is small, and it glows dimly.',
      failureMessage: 'One probe on each side of the bulb: + on its left, − on its right.',
      tags: ['probe', 'series'],
      uses: ['voltage-shares', 'voltage-probe', 'inside-resistance'],
      numbers: [{ says: '0.6 V', read: 'voltage' }],
    }),
  ],
};
