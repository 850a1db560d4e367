// Chapter 3, level 1 — the current probe goes in the loop, in line with the parts; in one loop it reads
// the same anywhere. 330 Ω + bulb: 24 mA; 560 Ω + bulb: 15 mA (numbers checked by taught-numbers.ts).
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const LOOP_330 = `
┌ B R330 ─ ┐
└ A ─ ─ r┘`;

export const level1: AuthoringLevel = {
  title: 'The current probe',
  exercises: [
    info('A meter for current', [
      '{probe-current} The **current probe** counts the current that flows **through** it, in milliamps (mA), like a real ammeter.',
      'So it must sit **in the loop**, one more link in the chain, like a piece of wire. A minus sign means the current goes through it the other way round.',
      'Open **Show scope** under the grid: the green line is the probe\'s reading.',
      'We follow the current from + to −; the tiny electrons in the metal really drift the other way.',
    ], undefined, undefined, { teaches: ['current-probe', 'probe-sign', 'scope'], uses: ['loop', 'current'] }),
    puzzle({
      title: 'Put the meter in the loop',
      description: 'Build the loop: the resistor on top, then the **current probe** and the bulb along the bottom. The probe is one link of the loop. Then open the scope to read the current.',
      map: `
┌ B ?R330 ─ ┐
└ ?A * ─ ?r┘`,
      goal: [bulb('red-bulb', 'ON'), reads.mA(22, 26)],
      successMessage: 'The probe reads about 24 mA, the current that lights the bulb. In the loop, the probe is just one more wire.',
      failureMessage: 'Every gap must be filled, so the current flows round the loop and through the probe: the resistor on top, the probe and the bulb below.',
      tags: ['probe'],
      uses: ['current-probe', 'scope'],
      tip: { message: 'Drag the probe into the gap at the bottom left. Then tap **Show scope**.', actions: { drag: true } },
      numbers: [{ says: '24 mA', read: 'current' }],
    }),
    puzzle({
      title: 'Dial in 15 mA',
      description: 'Put the probe in the loop and choose the resistor that makes it read **between 14 and 16 mA**.',
      map: `
┌ B ?R560 ─ ┐
└ ?A * ─ r┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(14, 16)],
      successMessage: '560 Ω lets about 15 mA through. More resistance, less current: the probe shows it at once.',
      failureMessage: 'Try the other resistor. 330 Ω lets about 24 mA through; you need less.',
      tags: ['probe', 'resistor'],
      uses: ['current-probe', 'resistor'],
      numbers: [
        { says: '15 mA', read: 'current' },
        { says: '24 mA', read: 'current', map: LOOP_330 },
      ],
    }),
    quiz({
      title: 'Check: read the probe',
      question: 'What does the current probe in this loop read?',
      answerType: 'text',
      supportingCircuit: picture(LOOP_330),
      options: ['About 15 mA', 'About 24 mA', 'About 220 mA', 'Nothing: 0 mA'],
      correctOptionIndex: 1,
      uses: ['current-probe'],
      successMessage: 'Yes: with 330 Ω and one bulb, about 24 mA flows, and the probe shows it.',
      failureMessage: 'Not quite. The probe is one more wire in the loop: it shows the loop\'s current. Work it out from the 9 V battery, the 330 Ω resistor and the 40 Ω bulb.',
      numbers: [
        { says: '24 mA', read: 'current', map: LOOP_330 },
        { says: '15 mA', read: 'distractor' },
        { says: '220 mA', read: 'distractor' },
        { says: '0 mA', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'Same current everywhere',
      description: 'Build the loop with the probe **and** the resistor on top, and the bulb in its corner. Does the probe read the same up here?',
      map: `
┌ B ?A< ?R330 ┐
└ ─ * ─ ?r┘`,
      goal: [bulb('red-bulb', 'ON'), reads.mA(22, 26)],
      successMessage: 'Still about 24 mA. One loop has one current: it is the same in every piece, wherever you measure it. The current is not used up by the bulb.',
      failureMessage: 'Every gap must be filled: the probe and the resistor one after the other on top, and the bulb in the corner.',
      tags: ['probe'],
      uses: ['current-probe', 'series'],
      numbers: [{ says: '24 mA', read: 'current' }],
    }),
  ],
};
