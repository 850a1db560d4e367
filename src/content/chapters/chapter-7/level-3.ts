// Chapter 7, level 3 — towards the Egg Timer project: a start switch, the delay and the lamp together.
import { info, quiz } from '../../authoring';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

export const level3: AuthoringLevel = {
  title: 'Towards the egg timer',
  exercises: [
    info('A timer you can start', [
      'Add a {switch} switch in front of the gate resistor: while it is open, nothing fills.',
      'Close it, and the clock starts: the capacitor fills, the gate climbs, the lamp lights.',
      'That is an **egg timer**. Build the full one in **Projects** with the code **egg**.',
    ]),
    puzzle({
      title: 'Start the timer',
      description: 'Put the gate resistor in the gap, then close the start switch (bottom left). The lamp should light after a wait.',
      map: `
┌ ─ R330 r- ┐
├ ?R330 ┬ ─ M
S0| . C| . │
└ B ┴ ─ ┘`,
      toggle: [{ row: 2, col: 0, isOn: true }],
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'Click: the clock starts. The gate climbs through 330 Ω until the MOSFET opens and the lamp lights.',
      failureMessage: 'The resistor goes in the middle row\'s gap, feeding the T. Then tap the switch to start the timer.',
      tags: ['mosfet', 'capacitor', 'switch'],
      tip: { message: 'Tap the switch to start the timer.', actions: { drag: true, tap: [{ rowIndex: 2, colIndex: 0 }] } },
    }),
    puzzle({
      title: 'Read the timer',
      description: 'Put the probe between the T and the gate, then start the timer. At the end the gate should read **between 8 and 8.8 V**.',
      map: `
┌ ─ R330 r- ┐
├ R330 ┬ ?P M
S0| . C| . │
└ B ┴ ─ ┘`,
      toggle: [{ row: 2, col: 0, isOn: true }],
      goal: [bulb('red-bulb', 'ON'), reads.V(8, 8.8)],
      successMessage: 'The scope shows the gate\'s slow climb to about 8.5 V: the timer\'s clock, drawn as a curve.',
      numbers: [{ says: '8.5 V', read: 'voltage' }],
      failureMessage: 'Probe in the gap next to the T, then close the switch.',
      tags: ['mosfet', 'capacitor', 'probe'],
    }),
    quiz({
      title: 'Check: what sets the time?',
      question: 'Which parts decide how long your egg timer waits?',
      answerType: 'text',
      options: ['The gate resistor and the capacitor', 'The lamp and its resistor', 'The battery and the switch', 'The MOSFET and the lamp'],
      correctOptionIndex: 0,
      successMessage: 'Yes: resistance × capacitance sets how fast the gate climbs, and so the wait.',
      failureMessage: 'Not quite. The wait lasts until the gate passes its threshold. Which parts decide how fast the gate\'s voltage climbs?',
    }),
  ],
};
