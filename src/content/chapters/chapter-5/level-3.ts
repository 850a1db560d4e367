// Chapter 5, level 3 — the time constant R·C, seen on the scope: after one time constant the capacitor
// holds about two thirds of the 9 V (5.7 V). 330 Ω × 10 000 µF: 3.3 s; 660 Ω: 6.6 s.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const RC_330 = `
┌ B R330 ─ ┐
└ V+ C V- ┘`;
const RC_660 = RC_330.replace('R330', 'R660');
/** Two thirds of the way to 9 V (1 − 1/e): where the curve stands after one time constant. */
const ONE_TAU_V = 9 * (1 - Math.exp(-1));

export const level3: AuthoringLevel = {
  title: 'The time constant',
  exercises: [
    info('How long does it take?', [
      'Resistance × capacitance gives the **time constant**.',
      'After one time constant a capacitor holds about **two thirds** of the battery\'s push.',
      '330 Ω with a 10 000 µF capacitor: 3.3 s. Touch the scope at 3.3 s: it reads about 5.7 V.',
    ], undefined, [
      { says: '3.3 s', read: { reaches: ONE_TAU_V }, map: RC_330 },
      { says: '5.7 V', read: 'voltage', at: 3.3, map: RC_330 },
    ]),
    puzzle({
      title: 'Find 3.3 s on the scope',
      description: 'Build the charging loop with the probes across the capacitor. Then touch the scope where the purple line passes **5.7 V**.',
      map: `
┌ B ?R330 ─ ┐
└ V+ ?C V- ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 660 }],
      goal: [reads.V(8.3, 8.8)],
      successMessage: 'The line passes 5.7 V at about 3.3 s: one time constant. At the end it is at 8.6 V.',
      failureMessage: 'Resistor in the top gap, capacitor between the probes. The 330 Ω resistor makes the 3.3 s time constant.',
      tags: ['capacitor', 'probe'],
      numbers: [
        { says: '5.7 V', read: 'voltage', at: 3.3 },
        { says: '3.3 s', read: { reaches: ONE_TAU_V } },
        { says: '8.6 V', read: 'voltage' },
      ],
    }),
    quiz({
      title: 'Predict: twice the resistance',
      question: 'Swap in 660 Ω. When does the capacitor reach two thirds of 9 V now?',
      answerType: 'text',
      supportingCircuit: picture(RC_660),
      options: ['After about 1.7 s', 'After about 3.3 s', 'After about 6.6 s', 'After about 13 s'],
      correctOptionIndex: 2,
      successMessage: 'Yes: twice the resistance, twice the time constant, about 6.6 s.',
      failureMessage: 'Not quite. The time constant is resistance × capacitance. What happens to it when the resistance doubles?',
      numbers: [
        { says: '6.6 s', read: { reaches: ONE_TAU_V }, map: RC_660 },
        { says: '3.3 s', read: 'distractor' },
        { says: '1.7 s', read: 'distractor' },
        { says: '13 s', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'Check it on the scope',
      description: 'Build it with **660 Ω**. After 10 seconds the capacitor should be at **between 6.5 and 7.5 V**.',
      map: RC_660.replace('R660', '?R660').replace('C', '?C'),
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [reads.V(6.5, 7.5)],
      successMessage: 'About 7 V after 10 s, and 5.7 V at about 6.6 s: the time constant doubled.',
      failureMessage: 'Use the 660 Ω resistor in the top gap and the capacitor between the probes.',
      tags: ['capacitor', 'probe'],
      numbers: [
        { says: '7 V', read: 'voltage' },
        { says: '5.7 V', read: 'voltage', at: 6.6 },
        { says: '6.6 s', read: { reaches: ONE_TAU_V } },
      ],
    }),
  ],
};
