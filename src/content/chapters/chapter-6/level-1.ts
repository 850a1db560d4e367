// Chapter 6, level 1 — a diode is a one-way valve: turned one way it passes current (22 mA with 330 Ω
// and a bulb; it takes only 0.7 V of the push), turned round it blocks. An LED is a valve that glows.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const BLOCKED = `
┌ B R330 ─ ┐
└ A D< ─ r┘`;

export const level1: AuthoringLevel = {
  title: 'One-way valves',
  exercises: [
    info('A valve for current', [
      '{diode} A **diode** lets current through **one way only**, like a valve in a pipe.',
      'The arrow in its symbol points the way current may go. The bar is the closed end.',
      'Turned the other way round, it blocks: no current, no light.',
    ], '/lessons/diode.svg'),
    puzzle({
      title: 'Let it through',
      description: 'Place the diode in the gap and **turn** it so that current may flow left to right, along the bottom row.',
      map: `
┌ B R330 ─ ┐
└ A ?D> * r┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), reads.mA(20, 24)],
      successMessage: 'The valve is open: about 22 mA flows. Tap the diode again and watch the probe drop to 0.',
      failureMessage: 'The diode is blocking. Tap it to turn it until its arrow points to the right.',
      tags: ['diode', 'probe'],
      tip: { message: 'Tap a placed diode to turn it.', actions: { drag: true, rotation: [{ rowIndex: 1, colIndex: 2 }] } },
      numbers: [{ says: '22 mA', read: 'current' }],
    }),
    puzzle({
      title: 'A valve that glows',
      description: 'An **LED** is a diode that lights up, a valve that glows. Place the red LED in the gap to light it.',
      map: `
┌ B R330 ─ ┐
└ A ?rL> * ┘`,
      goal: [bulb('red-led', 'ON'), reads.mA(19, 23)],
      successMessage: 'It glows: about 21 mA flows, and the 330 Ω resistor keeps it safe.',
      failureMessage: 'The LED goes in the gap in the bottom row, between the probe and the star.',
      tags: ['led', 'probe'],
      numbers: [{ says: '21 mA', read: 'current' }],
    }),
    puzzle({
      title: 'One path open, one shut',
      description: 'Put one diode in each path so that the **red** bulb lights and the **green** one stays dark. The green path\'s diode is optional: a diode turned to block stops current just like a gap.',
      map: `
┌ B ─ ─ ┐
├ R330 ?D> r- ┤
└ R330 ?D< g- ┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'OFF')],
      optionalPieces: [{ row: 2, col: 2 }],
      successMessage: 'Both paths get the same push, but only the open valve lets current through.',
      failureMessage: 'In the red path the arrow must point right, with the current; in the green path it must point left.',
      tags: ['diode', 'parallel'],
    }),
    quiz({
      title: 'Spot the valve',
      question: 'Which of these schematic symbols is the diode?',
      answerType: 'icon',
      symbols: true,
      options: ['resistor', 'diode', 'capacitor', 'switch'],
      correctOptionIndex: 1,
      successMessage: 'Yes: an arrow into a bar. Current may go the way the arrow points, and the bar stops it coming back.',
      failureMessage: 'Not quite. Think back to the diode card: its symbol shows the one way current may pass.',
    }),
    quiz({
      title: 'Check: a valve turned round',
      question: 'The diode in this loop is turned the wrong way. What does the probe read?',
      answerType: 'text',
      supportingCircuit: picture(BLOCKED),
      options: ['About 22 mA, as always', 'About 11 mA: half gets through', '0 mA: the diode blocks', 'About 220 mA: it bursts open'],
      correctOptionIndex: 2,
      successMessage: 'Right. A diode turned round is a shut valve: no current at all.',
      failureMessage: 'Not quite. A diode is a one-way valve. What does a valve do to a flow that comes the wrong way?',
      numbers: [
        { says: '0 mA', read: 'current', map: BLOCKED },
        { says: '22 mA', read: 'distractor' },
        { says: '11 mA', read: 'distractor' },
        { says: '220 mA', read: 'distractor' },
      ],
    }),
    puzzle({
      title: 'The valve\'s small price',
      description: 'Measure the push across the open diode: + probe before it, − probe after it.',
      map: `
┌ B R330 ─ ┐
└ ?V+ ?D> ?V- r┘`,
      goal: [bulb('red-bulb', 'ON'), reads.V(0.6, 0.8)],
      successMessage: 'Only about 0.7 V: an open diode takes a small, almost fixed share of the push.',
      failureMessage: 'Probe, diode (arrow to the right), probe: all three in the bottom row.',
      tags: ['diode', 'probe'],
      numbers: [{ says: '0.7 V', read: 'voltage' }],
    }),
  ],
};
