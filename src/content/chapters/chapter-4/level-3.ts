// Chapter 4, level 3 — Ohm's law as a habit: predict the current, then measure it. 330 Ω: 24 mA,
// 660 Ω: 13 mA (double the resistance, about half the current), 330 Ω + 560 Ω in a row: 9.7 mA.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const LOOP_330 = `
┌ B R330 ─ ┐
└ A ─ ─ r┘`;
const LOOP_560 = `
┌ B R560 ─ ┐
└ A ─ ─ r┘`;
const LOOP_660 = `
┌ B R660 ─ ┐
└ A ─ ─ r┘`;

export const level3: AuthoringLevel = {
  title: 'Predict, then measure',
  exercises: [
    info('Ohm\'s law', [
      'The push drives the current; the resistance holds it back: **current = voltage ÷ resistance** (I = V ÷ R).',
      'Count all the resistance in the loop: 330 Ω, the bulb\'s 40 Ω and the battery\'s 1 Ω make 371 Ω. So 9 V ÷ 371 Ω ≈ 0.024 A, which is 24 mA.',
      '**Double** the resistance and about **half** the current flows.',
      'Guess first, then measure: that is how engineers check their ideas.',
    ], '/lessons/bulb-current.svg', [
      { says: '371 Ω', read: 'total-resistance', map: LOOP_330 },
      { says: '24 mA', read: 'current', map: LOOP_330 },
      { says: '0.024 A', read: 'current', map: LOOP_330 },
    ], { teaches: ['ohms-law'], uses: ['voltage', 'resistor', 'inside-resistance', 'series-resistance'] }),
    quiz({
      title: 'Predict: double the resistance',
      question: 'With 330 Ω this probe read 24 mA. Now the resistor is 660 Ω. What will it read?',
      answerType: 'text',
      supportingCircuit: picture(LOOP_660),
      options: ['About 48 mA', 'About 24 mA', 'About 13 mA', 'About 6 mA'],
      correctOptionIndex: 2,
      uses: ['ohms-law'],
      successMessage: 'Yes: double the resistance, about half the current, 13 mA. Now measure it!',
      failureMessage: 'Not quite. More resistance lets less current through. How does the current change when the resistance doubles?',
      numbers: [
        { says: '24 mA', read: 'current', map: LOOP_660.replace('R660', 'R330') },
        { says: '13 mA', read: 'current', map: LOOP_660 },
        { says: '48 mA', read: 'distractor' },
        { says: '6 mA', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'Measure your guess',
      description: 'Build the loop with the **660 Ω** resistor, the probe and the bulb, and read the probe. Was your guess right?',
      map: LOOP_660.replace('R660', '?R660').replace('└ A', '└ ?A').replace('r┘', '?r┘'),
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(12, 14)],
      successMessage: 'About 13 mA, half of the 24 mA with 330 Ω. Ohm\'s law holds.',
      failureMessage: 'Use the 660 Ω resistor: it should make the probe read about 13 mA.',
      tags: ['probe', 'resistor'],
      uses: ['ohms-law', 'current-probe'],
      numbers: [
        { says: '13 mA', read: 'current' },
        { says: '24 mA', read: 'current', map: LOOP_660.replace('R660', 'R330') },
      ],
    }),
    puzzle({
      title: 'Hit 9.7 mA',
      description: 'Put the probe in the loop, and fill the top gaps with two of the resistors so the probe reads **between 9 and 10.5 mA**.',
      map: `
┌ B ?R330 ?R560 ┐
└ ?A * ─ r┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 660 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(9, 10.5)],
      successMessage: '330 Ω and 560 Ω in a row add up, and hold the current to about 9.7 mA.',
      failureMessage: 'Resistors in a row add up. Which two together let between 9 and 10.5 mA through?',
      tags: ['probe', 'series'],
      uses: ['ohms-law', 'series-resistance', 'current-probe'],
      numbers: [{ says: '9.7 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: the biggest current',
      question: 'Each loop has a battery and a bulb. Which one also has the resistance that lets the **most** current through?',
      answerType: 'text',
      options: ['One 560 Ω resistor', 'One 330 Ω resistor', 'One 660 Ω resistor', 'A 330 Ω and a 560 Ω in a row'],
      correctOptionIndex: 1,
      uses: ['ohms-law'],
      successMessage: 'Right: the least resistance, 330 Ω, holds the current back the least.',
      failureMessage: 'Not quite. Think about how resistance and current go together: does more resistance let more or less through?',
    }),
    quiz({
      title: 'Calculate: I = V ÷ R',
      question: 'A loop has the 9 V battery (1 Ω inside), a 560 Ω resistor and a bulb (40 Ω). Use current = voltage ÷ resistance: about how much current flows?',
      answerType: 'text',
      supportingCircuit: picture(LOOP_560),
      options: ['About 15 mA', 'About 16 mA', 'About 24 mA', 'About 220 mA'],
      correctOptionIndex: 0,
      uses: ['ohms-law', 'inside-resistance', 'series-resistance'],
      successMessage: 'Right: 1 + 560 + 40 = 601 Ω in all, and 9 V ÷ 601 Ω ≈ 0.015 A, which is 15 mA.',
      failureMessage: 'Not quite. Add every resistance in the loop first: the battery\'s 1 Ω inside, the resistor and the bulb. Then divide the 9 V by that total, and turn amps into mA.',
      numbers: [
        { says: '15 mA', read: 'current', map: LOOP_560 },
        { says: '0.015 A', read: 'current', map: LOOP_560 },
        { says: '601 Ω', read: 'total-resistance', map: LOOP_560 },
        { says: '16 mA', read: 'distractor' },
        { says: '24 mA', read: 'distractor' },
        { says: '220 mA', read: 'distractor' },
      ],
    }),
  ],
};
