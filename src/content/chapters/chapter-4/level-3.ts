// Chapter 4, level 3 — Ohm's law as a habit: predict the current, then measure it. 330 Ω: 24 mA,
// 660 Ω: 13 mA (double the resistance, about half the current), 330 Ω + 560 Ω in a row: 9.7 mA.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const LOOP_660 = `
┌ B R660 ─ ┐
└ A ─ ─ r┘`;

export const level3: AuthoringLevel = {
  title: 'Predict, then measure',
  exercises: [
    info('Ohm\'s law', [
      'The push drives the current; the resistance holds it back.',
      '**Double** the resistance and about **half** the current flows.',
      'Guess first, then measure: that is how engineers check their ideas.',
    ], '/lessons/bulb-current.svg'),
    quiz({
      title: 'Predict: double the resistance',
      question: 'With 330 Ω this probe read 24 mA. Now the resistor is 660 Ω. What will it read?',
      answerType: 'text',
      supportingCircuit: picture(LOOP_660),
      options: ['About 48 mA', 'About 24 mA', 'About 13 mA', 'About 6 mA'],
      correctOptionIndex: 2,
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
      description: 'Build the loop with the **660 Ω** resistor and read the probe. Was your guess right?',
      map: LOOP_660.replace('R660', '?R660'),
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(12, 14)],
      successMessage: 'About 13 mA, half of the 24 mA with 330 Ω. Ohm\'s law holds.',
      failureMessage: 'Use the 660 Ω resistor: it should make the probe read about 13 mA.',
      tags: ['probe', 'resistor'],
      numbers: [
        { says: '13 mA', read: 'current' },
        { says: '24 mA', read: 'current', map: LOOP_660.replace('R660', 'R330') },
      ],
    }),
    puzzle({
      title: 'Hit 9.7 mA',
      description: 'Fill both gaps with two of the resistors so the probe reads **between 9 and 10.5 mA**.',
      map: `
┌ B ?R330 ?R560 ┐
└ A * ─ r┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 660 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(9, 10.5)],
      successMessage: '330 Ω and 560 Ω in a row add up, and hold the current to about 9.7 mA.',
      failureMessage: 'Resistors in a row add up. Which two together let between 9 and 10.5 mA through?',
      tags: ['probe', 'series'],
      numbers: [{ says: '9.7 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: the biggest current',
      question: 'Each loop has a battery and a bulb. Which one also has the resistance that lets the **most** current through?',
      answerType: 'text',
      options: ['One 560 Ω resistor', 'One 330 Ω resistor', 'One 660 Ω resistor', 'A 330 Ω and a 560 Ω in a row'],
      correctOptionIndex: 1,
      successMessage: 'Right: the least resistance, 330 Ω, holds the current back the least.',
      failureMessage: 'Not quite. Think about how resistance and current go together: does more resistance let more or less through?',
    }),
  ],
};
