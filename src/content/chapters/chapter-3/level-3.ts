// Chapter 3, level 3 — reading the scope: time runs left to right over 10 seconds; a capacitor in the
// loop makes the current fall (24 mA at the start, 1.6 mA at the end) and its voltage rise (8.4 V).
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const FADING = `
┌ B R330 C ┐
└ ─ A ─ r┘`;

export const level3: AuthoringLevel = {
  title: 'Reading the scope',
  exercises: [
    info('How to read the scope', [
      'Tap **Show scope** under the grid.',
      'Time runs **left to right**: the whole plot is 10 seconds.',
      'Up means more: the **purple** line is voltage (V), the **green** line is current (mA).',
      'A flat line: nothing changes. A falling line: the current dies away. Touch the plot to read a value.',
    ]),
    puzzle({
      title: 'Watch the current fall',
      description: 'Put the **capacitor** in the gap and open the scope. The current starts high and falls. At the end it should read **between 1 and 2.5 mA**.',
      map: FADING.replace('C', '?C'),
      goal: [bulb('red-bulb', 'OFF'), reads.mA(1, 2.5)],
      successMessage: 'The green line starts at 24 mA and slides down to 1.6 mA: the capacitor fills up and lets less and less through.',
      failureMessage: 'The capacitor must close the gap. With a wire there the current would stay at 24 mA.',
      tags: ['probe', 'capacitor'],
      tip: { message: 'Touch the scope\'s plot to read the current at any moment.', actions: { drag: true } },
      numbers: [
        { says: '24 mA', read: 'current', at: 0 },
        { says: '1.6 mA', read: 'current' },
      ],
    }),
    quiz({
      title: 'Check: read the curve',
      question: 'The scope\'s green line starts at 24 mA and slides down towards 0 over 10 seconds. What does the bulb do?',
      answerType: 'text',
      supportingCircuit: picture(FADING),
      options: ['It starts bright, fades, then goes out', 'It stays bright all the time', 'It starts dark, then slowly lights up brighter', 'It blinks on and off again'],
      correctOptionIndex: 0,
      successMessage: 'Yes. The bulb follows the current: bright at first, dimmer as it falls, dark at the end.',
      failureMessage: 'Not quite. A bulb shines with the current through it. Read the line from left to right: what does the current do?',
      numbers: [{ says: '24 mA', read: 'current', at: 0, map: FADING }],
    }),
    puzzle({
      title: 'Watch the voltage rise',
      description: 'Measure across the capacitor: + probe before it, − probe after it. Its voltage climbs as it fills, to **between 8 and 8.8 V**.',
      map: `
┌ B R330 ─ ┐
└ ?V+ ?C ?V- r┘`,
      goal: [bulb('red-bulb', 'OFF'), reads.V(8, 8.8)],
      successMessage: 'The purple line climbs fast, then slower, to about 8.4 V: the fuller the capacitor, the slower it fills.',
      failureMessage: 'Fill all three cells: the + probe, the capacitor, then the − probe.',
      tags: ['probe', 'capacitor'],
      numbers: [{ says: '8.4 V', read: 'voltage' }],
    }),
    quiz({
      title: 'Check: a flat line',
      question: 'A loop has only a resistor, a bulb and a current probe. What does the scope\'s green line look like?',
      answerType: 'text',
      supportingCircuit: picture(`┌ B R330 ─ ┐\n└ A ─ ─ r┘`),
      options: ['A flat line: the current never changes', 'A line falling slowly towards zero', 'A line climbing slowly from zero', 'A zigzag going up and down'],
      correctOptionIndex: 0,
      successMessage: 'Right. Nothing in this loop fills up or empties, so the current is the same from start to end.',
      failureMessage: 'Not quite. Ask what in this loop could make the current change over time.',
    }),
  ],
};
