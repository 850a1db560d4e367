// Chapter 5, level 3 — the time constant R·C, seen on the scope: after one time constant the capacitor
// has about 63 % of the 9 V (1 − 1/e: 5.7 V). 330 Ω × 10 000 µF: 3.3 s; 660 Ω: 6.6 s.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const RC_330 = `
┌ B R330 ─ ┐
└ V+ C V- ┘`;
const RC_660 = RC_330.replace('R330', 'R660');
/** 63 % of the way to 9 V (1 − 1/e, 5.7 V): where the curve stands after one time constant. */
const ONE_TAU_V = 9 * (1 - Math.exp(-1));

export const level3: AuthoringLevel = {
  title: 'The time constant',
  exercises: [
    info('How long does it take?', [
      'Resistance × capacitance gives the **time constant**. 10 000 µF is 0.01 farad (F), so with 330 Ω: 330 × 0.01 = 3.3 s.',
      'After one time constant the capacitor has about **63 %** of the battery\'s voltage, a bit less than two thirds: 5.7 V of 9 V.',
      'Touch the scope at 3.3 s: it reads about 5.7 V.',
    ], undefined, [
      { says: '3.3 s', read: { reaches: ONE_TAU_V }, map: RC_330 },
      { says: '5.7 V', read: 'voltage', at: 3.3, map: RC_330 },
    ], { teaches: ['time-constant'], uses: ['capacitor', 'resistor', 'scope'] }),
    puzzle({
      title: 'Find one time constant on the scope',
      description: 'Build the charging loop with the probes across the capacitor. Then touch the scope where the purple line passes **5.7 V** and read the time there: the next question asks for it.',
      map: `
┌ B ?R330 ─ ┐
└ ?V+ ?C ?V- ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 660 }],
      goal: [reads.V(8.3, 8.8)],
      successMessage: 'At the end the capacitor is at 8.6 V, close to the 9 V. Touch the scope where the line passes 5.7 V and note the time: the next question asks for it.',
      failureMessage: 'Resistor in the top gap; + probe, capacitor and − probe along the bottom. The 330 Ω resistor makes the 3.3 s time constant.',
      tags: ['capacitor', 'probe'],
      uses: ['time-constant', 'voltage-probe', 'scope'],
      numbers: [
        { says: '5.7 V', read: 'voltage', at: 3.3 },
        { says: '3.3 s', read: { reaches: ONE_TAU_V } },
        { says: '8.6 V', read: 'voltage' },
      ],
    }),
    quiz({
      title: 'Check: read the time',
      question: 'On your scope the purple line climbs towards 9 V. At what time did it pass 5.7 V?',
      answerType: 'text',
      supportingCircuit: picture(RC_330),
      options: ['At about 1.1 s', 'At about 3.3 s', 'At about 5.7 s', 'At about 10 s'],
      correctOptionIndex: 1,
      uses: ['time-constant', 'scope'],
      successMessage: 'Yes: about 3.3 s, one time constant (330 Ω × 0.01 F). By then the capacitor has about 63 % of the 9 V.',
      failureMessage: 'Not quite. Touch the scope where the purple line crosses 5.7 V and read the time under your finger; resistance × capacitance gives the same time.',
      numbers: [
        { says: '3.3 s', read: { reaches: ONE_TAU_V }, map: RC_330 },
        { says: '5.7 V', read: 'voltage', at: 3.3, map: RC_330 },
        { says: '1.1 s', read: 'distractor' },
        { says: '5.7 s', read: 'distractor' },
        { says: '10 s', read: 'distractor' },
      ],
    }),
    quiz({
      title: 'Predict: twice the resistance',
      question: 'Swap in 660 Ω. When does the capacitor reach 5.7 V, one time constant, now?',
      answerType: 'text',
      supportingCircuit: picture(RC_660),
      options: ['After about 1.7 s', 'After about 3.3 s', 'After about 6.6 s', 'After about 13 s'],
      correctOptionIndex: 2,
      uses: ['time-constant'],
      successMessage: 'Yes: twice the resistance, twice the time constant, about 6.6 s.',
      failureMessage: 'Not quite. The time constant is resistance × capacitance. What happens to it when the resistance doubles?',
      numbers: [
        { says: '6.6 s', read: { reaches: ONE_TAU_V }, map: RC_660 },
        { says: '5.7 V', read: 'voltage', at: 6.6, map: RC_660 },
        { says: '3.3 s', read: 'distractor' },
        { says: '1.7 s', read: 'distractor' },
        { says: '13 s', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'Check it on the scope',
      description: 'Build it with **660 Ω**. After 10 seconds the capacitor should be at **between 6.5 and 7.5 V**.',
      map: `
┌ B ?R660 ─ ┐
└ ?V+ ?C ?V- ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [reads.V(6.5, 7.5)],
      successMessage: 'About 7 V after 10 s, and 5.7 V at about 6.6 s: the time constant doubled.',
      failureMessage: 'Use the 660 Ω resistor in the top gap, and the capacitor between the + and − probes along the bottom.',
      tags: ['capacitor', 'probe'],
      uses: ['time-constant', 'voltage-probe'],
      numbers: [
        { says: '7 V', read: 'voltage' },
        { says: '5.7 V', read: 'voltage', at: 6.6 },
        { says: '6.6 s', read: { reaches: ONE_TAU_V } },
      ],
    }),
  ],
};
