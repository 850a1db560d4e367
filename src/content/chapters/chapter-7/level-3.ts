// Chapter 7, level 3 — towards the Egg Timer project's delay switch: a start switch, the delay and the
// lamp together.
import { info, quiz } from '../../authoring';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

export const level3: AuthoringLevel = {
  title: 'Towards a delay switch',
  exercises: [
    info('A timer you can start', [
      'Add a {switch} in the battery\'s + wire, before the circuit splits: while it is open, nothing charges.',
      'Close it, and the clock starts: the capacitor charges, the gate climbs, the lamp lights.',
      'That is a **delay switch**, the heart of a timer. Build a real one, with a reset button, in **Projects** with the code **egg**.',
    ], undefined, undefined, { uses: ['gate-delay', 'switch'] }),
    puzzle({
      title: 'Start the timer',
      description: 'Build the delay: the gate resistor, a T-wire and a wire to the gate in the middle row, joining the capacitor below the T. Then close the start switch (bottom left). The lamp should light after a wait.',
      map: `
┌ ─ R330 r- ┐
├ ?R330 ?┬ ?─ M
S0| . C| . │
└ B ┴ ─ ┘`,
      toggle: [{ row: 2, col: 0, isOn: true }],
      goal: [bulb('red-bulb', 'ON')],
      successMessage: 'Click: the clock starts. The gate climbs through 330 Ω until the MOSFET turns on and the lamp lights.',
      failureMessage: 'Middle row: resistor, T-wire (open side up), wire to the gate, joining the capacitor below the T. Then tap the switch to start the timer.',
      tags: ['mosfet', 'capacitor', 'switch'],
      uses: ['gate-delay', 'switch'],
      tip: { message: 'Tap the switch to start the timer.', actions: { drag: true, tap: [{ rowIndex: 2, colIndex: 0 }] } },
    }),
    puzzle({
      title: 'Read the timer',
      description: 'Build the delay with the probe between the T and the gate, then start the timer. At the end the gate should read **between 8 and 8.8 V**.',
      map: `
┌ ─ R330 r- ┐
├ ?R330 ?┬ ?P M
S0| . ?C| . │
└ B ┴ ─ ┘`,
      toggle: [{ row: 2, col: 0, isOn: true }],
      goal: [bulb('red-bulb', 'ON'), reads.V(8, 8.8)],
      successMessage: 'The scope shows the gate\'s slow climb to about 8.5 V: the timer\'s clock, drawn as a curve.',
      numbers: [{ says: '8.5 V', read: 'voltage' }],
      failureMessage: 'Middle row: resistor, T-wire, probe; the capacitor upright below the T. Then close the switch.',
      tags: ['mosfet', 'capacitor', 'probe'],
      uses: ['gate-delay', 'plain-probe', 'scope'],
    }),
    quiz({
      title: 'Check: what sets the time?',
      question: 'Which parts decide how long your delay switch waits?',
      answerType: 'text',
      options: ['The gate resistor and the capacitor', 'The lamp and its resistor', 'The battery and the switch', 'The MOSFET and the lamp'],
      correctOptionIndex: 0,
      uses: ['gate-delay', 'time-constant'],
      successMessage: 'Yes: resistance × capacitance sets how fast the gate climbs, and so the wait. The battery\'s voltage and the MOSFET\'s threshold matter too.',
      failureMessage: 'Not quite. The wait lasts until the gate passes its threshold. Which parts decide how fast the gate\'s voltage climbs?',
    }),
  ],
};
