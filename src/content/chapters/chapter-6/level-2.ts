// Chapter 6, level 2 — a conducting diode has only about 0.7 V across it (an LED about 2 V), so it
// cannot hold the current down: something else in the loop must (330 Ω: 22 mA ON, 560 Ω: 14 mA DIM).
// For an LED that is its resistor: 330 Ω gives about 21 mA, 660 Ω about 11 mA (both ON), a plain wire bursts it.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const LED_DROP = `┌ B R330 ─ ┐\n└ V+ rL> V- ┘`;
const LED_LOOP = `
┌ B R330 ─ ┐
└ A rL> * ┘`;

export const level2: AuthoringLevel = {
  title: 'Why a light needs a resistor',
  exercises: [
    info('A diode does not limit the current', [
      'A conducting diode has only about 0.7 V across it, a red or green LED about 2 V (blue and white ones about 3 V). They let current through, but do **not** hold it back.',
      'Alone on a battery, far too much current would rush through an LED.',
      'So something else in the loop must limit it: for an LED, its own {resistor}, which takes the rest of the push. (9 − 2) V ÷ 330 Ω ≈ 21 mA.',
    ], '/lessons/diode.svg', [
      { says: '0.7 V', read: 'voltage', map: `┌ B R330 ─ ┐\n└ V+ D> V- r┘` },
      { says: '2 V', read: 'voltage', map: LED_DROP },
      { says: '3 V', read: 'premise' },
      { says: '21 mA', read: 'current', map: LED_LOOP },
    ], { teaches: ['led-resistor'], uses: ['diode-voltage', 'led', 'ohms-law'] }),
    puzzle({
      title: 'Protect the bulb',
      description: 'A diode goes in this loop, but nothing holds the current down yet. Place the probe, the diode and the bulb, and put the right piece in the top gap.',
      map: `
┌ B ─ ?R330 ┐
└ ?A ?D> * ?r┘`,
      extras: [{ type: 'straight-wire', count: 1, rotation: 90 }],
      goal: [bulb('red-bulb', 'ON'), reads.mA(20, 24)],
      successMessage: 'The resistor holds the current to about 22 mA. With a plain wire the bulb would burn out.',
      failureMessage: 'Is every gap filled, the bulb in its corner? With a wire in the top gap, only the bulb resists and it burns out. Use the resistor, and point the diode with the current.',
      tags: ['diode', 'resistor', 'probe'],
      uses: ['diode', 'led-resistor', 'current-probe'],
      numbers: [{ says: '22 mA', read: 'current' }],
    }),
    puzzle({
      title: 'A softer glow',
      description: 'Same loop: build it, bulb and all, and choose the resistor that makes the bulb **dim**, between 12 and 15 mA.',
      map: `
┌ B ?─ ?R560 ┐
└ ?A ?D> * ?r┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(12, 15)],
      successMessage: 'About 14 mA with 560 Ω: a soft glow. The resistor, not the diode, sets the current.',
      failureMessage: '330 Ω lets about 22 mA through: too bright. Pick the bigger resistor.',
      tags: ['diode', 'resistor', 'probe'],
      uses: ['diode', 'ohms-law', 'current-probe'],
      numbers: [
        { says: '14 mA', read: 'current' },
        { says: '22 mA', read: 'current', map: `┌ B ─ R330 ┐\n└ A D> ─ r┘` },
      ],
    }),
    puzzle({
      title: 'Two bulbs and a diode',
      description: 'Two bulbs, one resistor and a diode share one loop. Build it, both bulbs included, and turn the diode so both bulbs shine.',
      map: `
┌ B ?R330 ?g- ┐
└ ?A ?D> * ?r┘`,
      turned: true,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON'), reads.mA(19, 21)],
      successMessage: 'About 20 mA flows through everything in the loop: resistor, both bulbs and the conducting diode.',
      failureMessage: 'Is every gap filled, each bulb turned to join the loop? If the diode blocks, tap it to turn it until the current may flow left to right.',
      tags: ['diode', 'series', 'probe'],
      uses: ['diode', 'series', 'current-probe'],
      numbers: [{ says: '20 mA', read: 'current' }],
    }),
    puzzle({
      title: 'ON, not EXPLODED',
      description: 'An LED is **ON** from 5 mA and bursts above 35 mA. For a gentle glow that saves the battery, build the loop so the green LED is ON with the probe between 9 and 12 mA.',
      map: `
┌ B ?R660 ─ ┐
└ ?A ?gL> * ┘`,
      extras: [
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
        { type: 'straight-wire', count: 1, rotation: 90 },
      ],
      goal: [bulb('green-led', 'ON'), reads.mA(9, 12)],
      successMessage: 'About 11 mA with 660 Ω: a gentle glow, far from bursting. 330 Ω would give about 21 mA, also safe but brighter; a plain wire would burst it.',
      failureMessage: 'A plain wire bursts the LED, and 330 Ω gives more than this gentle glow needs. Try the biggest resistor.',
      tags: ['led', 'resistor', 'probe'],
      uses: ['led-resistor', 'current-probe'],
      numbers: [
        { says: '11 mA', read: 'current' },
        { says: '21 mA', read: 'current', map: `┌ B R330 ─ ┐\n└ A gL> * ┘` },
      ],
    }),
    puzzle({
      title: 'An LED and a bulb',
      description: 'A red LED and a green bulb share one loop. Fill the gaps so that **both** light.',
      map: `
┌ B ?R330 ?g- ┐
└ ?A ?rL> * ┘`,
      turned: true,
      extras: [{ type: 'straight-wire', count: 1, rotation: 90 }],
      goal: [bulb('red-led', 'ON'), bulb('green-bulb', 'ON'), reads.mA(18, 21)],
      successMessage: 'About 19 mA flows through resistor, bulb and LED alike: one loop, one current.',
      failureMessage: 'Both must light: the LED turned to pass current left to right, and the resistor to hold the current down.',
      tags: ['led', 'series', 'probe'],
      uses: ['led', 'led-resistor', 'series'],
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
      uses: ['led-resistor'],
      successMessage: 'Right. An LED barely resists once it conducts, so without the resistor the current shoots up.',
      failureMessage: 'Not quite. A conducting LED barely resists. Without the resistor, how big does the current get, next to the LED\'s 35 mA limit?',
      numbers: [{ says: '21 mA', read: 'current', map: LED_LOOP }],
    }),
    quiz({
      title: 'Check: why the resistor?',
      question: 'Why does an LED on a battery need a resistor in its loop?',
      answerType: 'text',
      options: [
        'The LED has only about 2 V across it and cannot limit the current',
        'The LED sets its own current, but only when a resistor is there',
        'The resistor turns the current round so the LED can pass it',
        'The resistor uses up the current that the LED does not need',
      ],
      correctOptionIndex: 0,
      uses: ['led-resistor'],
      successMessage: 'Exactly. The LED lets current through almost freely; the resistor in its loop limits it. The current is the same on both sides of the resistor: nothing is used up.',
      failureMessage: 'Not quite. Once an LED conducts, its voltage hardly changes however much current flows. So what in the loop decides how big the current is?',
      numbers: [{ says: '2 V', read: 'voltage', map: LED_DROP }],
    }),
  ],
};
