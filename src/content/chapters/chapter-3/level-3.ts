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
      'Tap **Show scope** under the grid. Time runs **left to right**: the whole plot is 10 seconds.',
      'Up means more: the **purple** line is voltage (V), the **green** line is current (mA).',
      'A flat line: nothing changes. A falling line: the current dies away. The goal card shows the exact reading at the end.',
      '{capacitor} This level adds a **capacitor**, which stores charge: as charge piles up on it, its voltage rises and the current falls. More in chapter 5.',
    ], undefined, undefined, { teaches: ['scope', 'capacitor'], uses: ['current-probe', 'voltage-probe'] }),
    puzzle({
      title: 'Watch the current fall',
      description: 'Build the loop: the resistor and the **capacitor** in the top gaps, the current probe and the bulb below. Open the scope: the current starts high and falls. At the end it should read **between 1 and 2.5 mA**.',
      map: FADING.replace('R330 C', '?R330 ?C').replace('A ─ r┘', '?A ─ ?r┘'),
      goal: [bulb('red-bulb', 'OFF'), reads.mA(1, 2.5)],
      successMessage: 'The green line starts at 24 mA and slides down to 1.6 mA: as charge piles up on the capacitor, its voltage rises and less and less current flows.',
      failureMessage: 'Every gap must be filled: the resistor and the capacitor on top, the probe and the bulb below. With a wire instead of the capacitor the current would stay at 24 mA.',
      tags: ['probe', 'capacitor'],
      uses: ['capacitor', 'current-probe', 'scope'],
      tip: { message: 'Touch the scope\'s plot to see the current at any moment; the goal card shows the exact reading at the end.', actions: { drag: true } },
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
      uses: ['scope', 'capacitor', 'bulb-states'],
      successMessage: 'Yes. The bulb follows the current: bright at first, dimmer as it falls, dark at the end.',
      failureMessage: 'Not quite. A bulb shines with the current through it. Read the line from left to right: what does the current do?',
      numbers: [{ says: '24 mA', read: 'current', at: 0, map: FADING }],
    }),
    puzzle({
      title: 'Watch the voltage rise',
      description: 'Build the loop with the resistor on top and measure across the capacitor: + probe before it, − probe after it. Its voltage climbs as it fills, to **between 8 and 8.8 V**.',
      map: `
┌ B ?R330 ─ ┐
└ ?V+ ?C ?V- r┘`,
      goal: [bulb('red-bulb', 'OFF'), reads.V(8, 8.8)],
      successMessage: 'The purple line climbs fast, then slower, to about 8.4 V: the higher the capacitor\'s voltage, the less push is left to charge it.',
      failureMessage: 'Fill all four cells: the resistor on top, then the + probe, the capacitor and the − probe below.',
      tags: ['probe', 'capacitor'],
      uses: ['voltage-probe', 'capacitor'],
      numbers: [{ says: '8.4 V', read: 'voltage' }],
    }),
    quiz({
      title: 'Check: a flat line',
      question: 'A loop has only a resistor, a bulb and a current probe. What does the scope\'s green line look like?',
      answerType: 'text',
      supportingCircuit: picture(`┌ B R330 ─ ┐\n└ A ─ ─ r┘`),
      options: ['A flat line: the current never changes', 'A line falling slowly towards zero', 'A line climbing slowly from zero', 'A zigzag going up and down'],
      correctOptionIndex: 0,
      uses: ['scope', 'capacitor'],
      successMessage: 'Right. Nothing in this loop stores charge, so the current is the same from start to end.',
      failureMessage: 'Not quite. Ask what in this loop could make the current change over time.',
    }),
  ],
};
