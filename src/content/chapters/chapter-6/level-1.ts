// Chapter 6, level 1 — a diode conducts one way: turned one way it passes current (22 mA with 330 Ω
// and a bulb; only 0.7 V is across it), turned round it blocks. An LED is a diode that glows (about 2 V).
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const DIODE_DROP = `┌ B R330 ─ ┐\n└ V+ D> V- r┘`;
const LED_DROP = `┌ B R330 ─ ┐\n└ V+ rL> V- ┘`;
const BLOCKED = `
┌ B R330 ─ ┐
└ A D< ─ r┘`;

export const level1: AuthoringLevel = {
  title: 'One-way parts',
  exercises: [
    info('The diode again', [
      '{diode} You met the **diode** in chapter 2: it lets current through **one way only**, like a one-way street.',
      'The arrow in its symbol points the way current may go; the bar stops it coming back.',
      'Turned the right way, it **conducts**. Turned the other way round, it **blocks**: no current, no light.',
    ], '/lessons/diode.svg', undefined, { uses: ['diode'] }),
    puzzle({
      title: 'Let it through',
      description: 'Build the loop: the resistor on top, the probe, the diode and the bulb along the bottom. **Turn** the diode so that current may flow left to right, along the bottom row.',
      map: `
┌ B ?R330 ─ ┐
└ ?A ?D> * ?r┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), reads.mA(20, 24)],
      successMessage: 'The diode conducts: about 22 mA flows. Tap the diode again and watch the probe drop to 0.',
      failureMessage: 'Is every gap filled, the bulb turned to join the loop? If the diode is blocking, tap it to turn it until its arrow points to the right.',
      tags: ['diode', 'probe'],
      uses: ['diode', 'current-probe'],
      tip: { message: 'Tap a placed diode to turn it.', actions: { drag: true, rotation: [{ rowIndex: 1, colIndex: 2 }] } },
      numbers: [{ says: '22 mA', read: 'current' }],
    }),
    puzzle({
      title: 'A diode that glows',
      description: 'An **LED** is a diode that lights up. A red one has about 2 V across it when it lights, more than a plain diode\'s 0.7 V. Build the loop with the resistor, the probe and the red LED to light it.',
      map: `
┌ B ?R330 ─ ┐
└ ?A ?rL> ?* ┘`,
      goal: [bulb('red-led', 'ON'), reads.mA(19, 23)],
      successMessage: 'It glows: the resistor has the other 7 V of the 9 V across it, so about 21 mA flows, and the 330 Ω resistor keeps it safe.',
      failureMessage: 'The resistor goes in the top gap; the probe, the LED and the star along the bottom.',
      tags: ['led', 'probe'],
      teaches: ['led'],
      uses: ['diode', 'diode-voltage', 'current-probe'],
      numbers: [
        { says: '21 mA', read: 'current' },
        { says: '2 V', read: 'voltage', map: LED_DROP },
        { says: '0.7 V', read: 'voltage', map: DIODE_DROP },
        { says: '7 V', read: 'voltage', map: `┌ V+ R330 V- ┐\n└ B rL< ─ ┘` },
      ],
    }),
    puzzle({
      title: 'One path conducts, one blocks',
      description: 'Give the red path its resistor, a diode and its bulb so that the **red** bulb lights and the **green** one stays dark. A diode in the green path is optional: a diode turned to block stops current just like a gap.',
      map: `
┌ B ─ ─ ┐
├ ?R330 ?D> ?r- ┤
└ R330 ?D< g- ┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'OFF')],
      optionalPieces: [{ row: 2, col: 2 }],
      successMessage: 'Both paths get the same push, but only the diode that conducts lets current through.',
      failureMessage: 'The red path needs its resistor, its diode and its bulb. There the diode\'s arrow must point right, with the current; a diode in the green path must point left.',
      tags: ['diode', 'parallel'],
      uses: ['diode', 'parallel'],
    }),
    quiz({
      title: 'Spot the diode',
      question: 'Which of these schematic symbols is the diode?',
      answerType: 'icon',
      symbols: true,
      options: ['resistor', 'diode', 'capacitor', 'switch'],
      correctOptionIndex: 1,
      uses: ['diode', 'schematic-symbols'],
      successMessage: 'Yes: an arrow into a bar. Current may go the way the arrow points, and the bar stops it coming back.',
      failureMessage: 'Not quite. Think back to the diode card: its symbol shows the one way current may pass.',
    }),
    quiz({
      title: 'Check: a diode turned round',
      question: 'The diode in this loop is turned the wrong way. What does the probe read?',
      answerType: 'text',
      supportingCircuit: picture(BLOCKED),
      options: ['About 22 mA, as always', 'About 11 mA: half gets through', '0 mA: the diode blocks', 'About 220 mA: it gives way'],
      correctOptionIndex: 2,
      uses: ['diode', 'current-probe'],
      successMessage: 'Right. A diode turned round blocks: no current at all.',
      failureMessage: 'Not quite. A diode lets current pass one way only. What does it do to current that comes the other way?',
      numbers: [
        { says: '0 mA', read: 'current', map: BLOCKED },
        { says: '22 mA', read: 'distractor' },
        { says: '11 mA', read: 'distractor' },
        { says: '220 mA', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'The diode\'s small share',
      description: 'Build the loop and measure the push across the conducting diode: + probe before it, − probe after it.',
      map: `
┌ B ?R330 ─ ┐
└ ?V+ ?D> ?V- r┘`,
      goal: [bulb('red-bulb', 'ON'), reads.V(0.6, 0.8)],
      successMessage: 'Only about 0.7 V: a conducting diode has a small, almost fixed share of the push across it.',
      failureMessage: 'Resistor on top; probe, diode (arrow to the right), probe: all three in the bottom row.',
      tags: ['diode', 'probe'],
      uses: ['diode-voltage', 'voltage-probe'],
      numbers: [{ says: '0.7 V', read: 'voltage' }],
    }),
    puzzle({
      title: 'The LED\'s bigger share',
      description: 'Now measure across a glowing LED: build the loop with the resistor on top, then + probe, red LED and − probe along the bottom.',
      map: `
┌ B ?R330 ─ ┐
└ ?V+ ?rL> ?V- ┘`,
      goal: [bulb('red-led', 'ON'), reads.V(1.8, 2.2)],
      successMessage: 'About 2 V across the glowing LED, more than a plain diode\'s 0.7 V. The resistor has the other 7 V, so (9 − 2) V ÷ 330 Ω ≈ 21 mA flows.',
      failureMessage: 'Resistor on top; probe, LED (arrow to the right) and probe along the bottom, with the + probe before the LED.',
      tags: ['led', 'probe'],
      uses: ['led', 'diode-voltage', 'voltage-probe'],
      numbers: [
        { says: '2 V', read: 'voltage' },
        { says: '0.7 V', read: 'voltage', map: DIODE_DROP },
        { says: '7 V', read: 'voltage', map: `┌ V+ R330 V- ┐\n└ B rL< ─ ┘` },
        { says: '21 mA', read: 'current', map: `┌ B R330 ─ ┐\n└ A rL> * ┘` },
      ],
    }),
  ],
};
