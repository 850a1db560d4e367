// Chapter 7, level 2 — a capacitor on the gate makes a delay: it fills through the gate resistor and
// the bulb lights when the gate passes the threshold. 330 Ω: bulb ON after 1.1 s (gate 8.5 V at the
// end); 660 Ω: after 2.3 s (gate 7 V).
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const DELAY = `
┌ ─ R330 r- ┐
├ R330 ┬ P M
│ . C| . │
└ B ┴ ─ ┘`;
const DELAY_660 = DELAY.replace('├ R330', '├ R660');

export const level2: AuthoringLevel = {
  title: 'A capacitor on the gate',
  exercises: [
    info('Waiting for the gate', [
      'Put a {capacitor} on the gate, fed through a {resistor}.',
      'The capacitor charges slowly, so the gate\'s voltage **climbs** slowly.',
      'Only when it passes about 2 V, the threshold, does the MOSFET start to conduct: the bulb lights **late**.',
    ], undefined, undefined, { teaches: ['gate-delay'], uses: ['capacitor', 'mosfet-threshold', 'resistor'] }),
    puzzle({
      title: 'Build the delay',
      description: 'Build the gate\'s feed in the middle row: the gate resistor, a T-wire, then the probe. Put the capacitor below the T, upright. Watch the probe\'s voltage climb on the scope, to **between 8 and 8.8 V**.',
      map: DELAY.replace('├ R330 ┬ P', '├ ?R330 ?┬ ?P').replace('C|', '?C|'),
      // below 8.8 V: a capacitor placed sideways joins nothing, the gate gets 9 V at once and must fail
      goal: [bulb('red-bulb', 'ON'), reads.V(8, 8.8)],
      successMessage: 'The bulb waits, then lights after about 1.1 s, when the gate has climbed past the threshold. By the end the gate is at 8.5 V.',
      failureMessage: 'Middle row: resistor, T-wire (open side up), probe. The capacitor goes below the T, turned upright.',
      tags: ['mosfet', 'capacitor', 'probe'],
      uses: ['gate-delay', 'plain-probe', 'scope'],
      numbers: [
        { says: '1.1 s', read: { event: 'red-bulb-straight', state: 'ON' } },
        { says: '8.5 V', read: 'voltage' },
      ],
    }),
    puzzle({
      title: 'A longer wait',
      description: 'Build the delay again, but make the bulb wait longer: pick the gate resistor so that the gate only reaches **between 6.5 and 7.5 V** in 10 seconds.',
      map: DELAY_660.replace('├ R660 ┬ P', '├ ?R660 ?┬ ?P').replace('C|', '?C|'),
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'ON'), reads.V(6.5, 7.5)],
      successMessage: '660 Ω charges the capacitor half as fast: the bulb now lights after about 2.3 s.',
      failureMessage: 'With 330 Ω the gate climbs too fast. The bigger resistor makes the wait longer.',
      tags: ['mosfet', 'capacitor', 'probe'],
      uses: ['gate-delay', 'plain-probe', 'time-constant'],
      numbers: [{ says: '2.3 s', read: { event: 'red-bulb-straight', state: 'ON' } }],
    }),
    quiz({
      title: 'Check: no capacitor',
      question: 'Someone takes the capacitor out of this circuit (leaving a gap). What does the bulb do?',
      answerType: 'text',
      supportingCircuit: picture(DELAY),
      options: ['It lights at once: the gate gets 9 V straight away', 'It waits twice as long before it lights', 'It never lights: the gate needs a capacitor to switch on', 'It explodes, as no part holds the current'],
      correctOptionIndex: 0,
      uses: ['gate-delay'],
      successMessage: 'Right. Nothing has to charge, so the gate gets the push at once and the bulb lights at once.',
      failureMessage: 'Not quite. The capacitor is what makes the wait, because it charges slowly. Without it, how fast does the gate\'s voltage rise?',
    }),
    quiz({
      title: 'Predict: half a second in',
      question: 'With 330 Ω and 10 000 µF, the capacitor starts empty. Is the bulb on after half a second?',
      answerType: 'text',
      supportingCircuit: picture(DELAY),
      options: ['Yes: the gate gets 9 V at once', 'No: the gate is still below the 2 V it needs', 'Yes, but only dimly', 'No: the bulb lights only at the end'],
      correctOptionIndex: 1,
      uses: ['gate-delay', 'mosfet-threshold'],
      successMessage: 'Right. At half a second the gate is still below the threshold; the bulb comes on after about 1.1 s.',
      failureMessage: 'Not quite. The gate follows the capacitor, which charges slowly. Think about how far its voltage has climbed after half a second, and what the gate needs.',
      numbers: [{ says: '1.1 s', read: { event: 'red-bulb-straight', state: 'ON' }, map: DELAY }],
    }),
  ],
};
