// Chapter 9, level 1 — a short circuit: wires straight from + to − leave only the battery's own 1 Ω,
// so 9 A flows (the engine warns above 1 A) and 81 W heats the battery. A wire across one of two bulbs
// bypasses it: it goes out and the loop's current rises from 22 mA to 24 mA.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';

const SHORT = `
┌ B ─ ┐
└ A ─ ┘`;
const SERIES = `
┌ B R330 r- ┐
A| . . . │
└ ─ g- ─ ┘`;
const BYPASSED = `
┌ B R330 r- ┐
A| ┌ ─ ┐ │
└ ┴ g- ┴ ┘`;

const nineAmps = { says: '9 A', read: 'current', map: SHORT } as const;

export const level1: AuthoringLevel = {
  title: 'A short circuit',
  exercises: [
    info('A short circuit', [
      'A **short circuit** is a path with almost no resistance straight from a battery\'s + to its −.',
      'Then only the battery\'s own 1 Ω holds the current back: 9 V ÷ 1 Ω = 9 A, that is 9000 mA.',
      'A real battery shorted like that gets hot within seconds. It can burn you or start a fire, so try this **only on the grid**, never with a real battery.',
    ], undefined, [nineAmps, { says: '9000 mA', read: 'current', map: SHORT }], { teaches: ['short-circuit'], uses: ['inside-resistance', 'ohms-law'] }),
    puzzle({
      title: 'Short it, on purpose',
      uses: ['short-circuit', 'current-probe', 'power'],
      description: 'Join the battery\'s + and − with wires through the current probe and **nothing else**. A warning will pop up: read the probe, then check.',
      map: `
┌ B ?─ ?┐
└ ?A ?─ ?┘`,
      goal: [reads.mA(8500, 9500)],
      successMessage: 'The probe reads 9000 mA: 9 A, hundreds of times a bulb\'s 24 mA. The game\'s battery turns 9 V × 9 A = 81 W into heat inside itself: that is what the warning is about.',
      failureMessage: 'Fill all the gaps: a wire and a corner on top, and the probe, a wire and a corner along the bottom.',
      tags: ['short-circuit', 'probe'],
      numbers: [
        { says: '9000 mA', read: 'current' },
        { says: '9 A', read: 'current' },
        { says: '24 mA', read: 'current', map: `┌ B R330 ─ ┐\n└ A ─ ─ r┘` },
        { says: '81 W', read: 'battery-power' },
      ],
    }),
    quiz({
      title: 'Check: a wire from + to −',
      uses: ['short-circuit', 'ohms-law'],
      question: 'You join a battery\'s + and − with a plain wire and nothing else. What does the current do?',
      answerType: 'text',
      supportingCircuit: picture(SHORT),
      options: [
        'Nothing flows: there is no bulb to use it',
        'It stays small: a battery gives a set current',
        'It is huge: only the battery holds it back',
        'It flows for a moment, until the wire is full',
      ],
      correctOptionIndex: 2,
      successMessage: 'Right. Nothing in the loop holds the current down except the battery\'s own 1 Ω, so about 9 A flows and the battery heats up.',
      failureMessage: 'Not quite. A battery gives a steady push, not a set current. What holds the current back in this loop?',
      numbers: [nineAmps],
    }),
    puzzle({
      title: 'Go round the bulb',
      teaches: ['bypass'], uses: ['series', 'junction', 'current-probe'],
      description: 'Two bulbs share one loop. Put the current probe in the left wire, then join the tops of the two T-wires beside the **green** bulb with a wire path, so the current can go round it.',
      map: `
┌ B R330 r- ┐
?A| ?┌ ?─ ?┐ │
└ ┴ g- ┴ ┘`,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'OFF'), reads.mA(23, 25.5)],
      successMessage: 'The green bulb goes out: the wire joins its two ends, so there is no voltage across it and no current through it. It is **bypassed**. The red bulb now gets about 24 mA instead of 22 mA.',
      failureMessage: 'The probe goes in the left wire. Then two corners and a straight wire join the tops of the T-wires on each side of the green bulb.',
      tags: ['short-circuit', 'bypass', 'probe'],
      numbers: [
        { says: '24 mA', read: 'current' },
        { says: '22 mA', read: 'current', map: SERIES },
      ],
    }),
    quiz({
      title: 'Predict: a wire across a bulb',
      uses: ['bypass', 'series', 'ohms-law'],
      question: 'Both bulbs shine. Someone adds a wire from one side of the green bulb to the other. What happens?',
      answerType: 'text',
      supportingCircuit: picture(SERIES),
      options: [
        'Nothing: the current still flows through both',
        'Green goes out; red shines a little brighter',
        'Both go out: the new wire takes all the current',
        'Both shine less: the wire takes some current',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. The wire leaves the green bulb no voltage, so it goes out. The loop now has less resistance, so the red bulb gets more current: about 24 mA instead of 22 mA.',
      failureMessage: 'Not quite. The wire joins the green bulb\'s two ends: how much voltage is left across that bulb?',
      numbers: [
        { says: '24 mA', read: 'current', map: BYPASSED },
        { says: '22 mA', read: 'current', map: SERIES },
      ],
    }),
  ],
};
