// Chapter 6, level 2 — a diode takes only about 0.7 V, so it cannot hold the current down: a light in
// line with a diode still needs its resistor (330 Ω: 22 mA ON, 560 Ω: 14 mA DIM). LEDs are diodes
// that glow, so the same rule holds for them: 330 Ω gives about 21 mA, 660 Ω about 11 mA (both ON), a plain wire bursts it.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const LED_LOOP = `
┌ B R330 ─ ┐
└ A rL> * ┘`;

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
    puzzle({
      title: 'ON, not EXPLODED',
      description: 'An LED is **ON** from 5 mA and bursts above 35 mA. Fill the gap so the green LED is ON, with the probe between 9 and 12 mA.',
      map: `
┌ B ?R660 ─ ┐
└ A gL> * ┘`,
      extras: [
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
        { type: 'straight-wire', count: 1, rotation: 90 },
      ],
      goal: [bulb('green-led', 'ON'), reads.mA(9, 12)],
      successMessage: 'About 11 mA with 660 Ω: ON, and far from bursting. 330 Ω would give about 21 mA; a plain wire would burst it.',
      failureMessage: 'A plain wire bursts the LED, and 330 Ω lets too much through for this goal. Try the biggest resistor.',
      tags: ['led', 'resistor', 'probe'],
      numbers: [
        { says: '11 mA', read: 'current' },
        { says: '21 mA', read: 'current', map: `┌ B R330 ─ ┐\n└ A gL> * ┘` },
      ],
    }),
    puzzle({
      title: 'An LED and a bulb',
      description: 'A red LED and a green bulb share one loop. Fill the gaps so that **both** light.',
      map: `
┌ B ?R330 g- ┐
└ A ?rL> * ┘`,
      turned: true,
      extras: [{ type: 'straight-wire', count: 1, rotation: 90 }],
      goal: [bulb('red-led', 'ON'), bulb('green-bulb', 'ON'), reads.mA(18, 21)],
      successMessage: 'About 19 mA flows through resistor, bulb and LED alike: one loop, one current.',
      failureMessage: 'Both must light: the LED turned to pass current left to right, and the resistor to hold the current down.',
      tags: ['led', 'series', 'probe'],
      numbers: [{ says: '19 mA', read: 'current' }],
    }),
    quiz({
      title: 'Check: swap in a wire',
      question: 'This red LED is ON, with about 21 mA. You swap its resistor for a plain wire. What happens?',
      answerType: 'text',
      supportingCircuit: picture(LED_LOOP),
      options: [
        'It bursts: nothing holds the current down now',
        'It glows the same: an LED sets its own current',
        'It goes dark: an LED needs a resistor to start',
        'It glows dimmer: the wire takes some of the push',
      ],
      correctOptionIndex: 0,
      successMessage: 'Right. An LED barely resists once it is open, so without the resistor the current shoots up.',
      failureMessage: 'Not quite. An open LED barely resists. Without the resistor, how big does the current get, next to the LED\'s 35 mA limit?',
      numbers: [{ says: '21 mA', read: 'current', map: LED_LOOP }],
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
      failureMessage: 'Not quite. Think about how much of the 9 V push is used up across an open diode, and what is left to push the current.',
      numbers: [{ says: '0.7 V', read: 'voltage', map: `┌ B R330 ─ ┐\n└ V+ D> V- r┘` }],
    }),
  ],
};
