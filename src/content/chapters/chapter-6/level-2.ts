// Chapter 6, level 2 — a diode takes only about 0.7 V, so it cannot hold the current down: a light in
// line with a diode still needs its resistor (330 Ω: 22 mA ON, 560 Ω: 14 mA DIM). LEDs are diodes
// that glow, so the same rule holds for them.
import { info, quiz } from '../../authoring';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

export const level2: AuthoringLevel = {
  title: 'Why a light needs a resistor',
  exercises: [
    info('The valve does not slow the flow', [
      'An open diode takes only about 0.7 V. It lets current through, but it does **not** hold it back.',
      'An **LED** is a diode that glows. Alone on a battery, far too much current would rush through it.',
      'So a diode or an LED always gets a {resistor} **resistor** in its loop.',
    ], '/lessons/diode.svg', [{ says: '0.7 V', read: 'voltage', map: `┌ B R330 ─ ┐\n└ V+ D> V- r┘` }]),
    puzzle({
      title: 'Protect the bulb',
      description: 'A diode is in the loop, but nothing holds the current down. Put the right piece in the gap.',
      map: `
┌ B ─ ?R330 ┐
└ A D> * r┘`,
      extras: [{ type: 'straight-wire', count: 1, rotation: 90 }],
      goal: [bulb('red-bulb', 'ON'), reads.mA(20, 24)],
      successMessage: 'The resistor holds the current to about 22 mA. With a plain wire the bulb would burn out.',
      failureMessage: 'With a wire in the gap, only the bulb resists and it burns out. Use the resistor.',
      tags: ['diode', 'resistor', 'probe'],
      numbers: [{ says: '22 mA', read: 'current' }],
    }),
    puzzle({
      title: 'A softer glow',
      description: 'Same loop: choose the resistor that makes the bulb **dim**, between 12 and 15 mA.',
      map: `
┌ B ─ ?R560 ┐
└ A D> * r┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(12, 15)],
      successMessage: 'About 14 mA with 560 Ω: a soft glow. The resistor, not the diode, sets the current.',
      failureMessage: '330 Ω lets about 22 mA through: too bright. Pick the bigger resistor.',
      tags: ['diode', 'resistor', 'probe'],
      numbers: [
        { says: '14 mA', read: 'current' },
        { says: '22 mA', read: 'current', map: `┌ B ─ R330 ┐\n└ A D> ─ r┘` },
      ],
    }),
    puzzle({
      title: 'Two bulbs and a valve',
      description: 'Two bulbs, one resistor and a diode share one loop. Place the diode and turn it so both bulbs shine.',
      map: `
┌ B R330 g- ┐
└ A ?D> * r┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON'), reads.mA(19, 21)],
      successMessage: 'About 20 mA flows through everything in the loop: resistor, both bulbs and the open diode.',
      failureMessage: 'The diode blocks. Tap it to turn it until the current may flow left to right.',
      tags: ['diode', 'series', 'probe'],
      numbers: [{ says: '20 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: why the resistor?',
      question: 'Why does a loop with a diode or an LED still need a resistor?',
      answerType: 'text',
      options: [
        'The diode takes only about 0.7 V, so it cannot hold the current down',
        'The diode only works when a resistor is there to switch it on',
        'The resistor turns the current round so the diode can pass it',
        'The resistor stores charge for the diode to use later',
      ],
      correctOptionIndex: 0,
      successMessage: 'Exactly. The diode lets current through almost freely; the resistor limits it.',
      failureMessage: 'Not quite. An open diode barely resists; without a resistor far too much current flows.',
      numbers: [{ says: '0.7 V', read: 'voltage', map: `┌ B R330 ─ ┐\n└ V+ D> V- r┘` }],
    }),
  ],
};
