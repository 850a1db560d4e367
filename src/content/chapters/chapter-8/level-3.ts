// Chapter 8, level 3 — how long a battery lasts: hours = mAh ÷ mA. A 500 mAh battery runs the 330 Ω
// loop (24 mA) about 21 hours, two bulbs on their own paths (48 mA) about 10 hours, 560 Ω (15 mA)
// about 33 hours, a red LED with 330 Ω (21 mA) about 23 hours.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { BATTERY_MAH, BULB_POWER, LED_LOOP, TWO_PATHS } from './circuits';

const capacity = { says: '500 mAh', read: 'premise' } as const;
const lasts = { lasts: BATTERY_MAH };
const oneBulbHours = { says: '21 hours', read: lasts, map: BULB_POWER } as const;
const twoPathHours = { says: '10 hours', read: lasts, map: TWO_PATHS } as const;

export const level3: AuthoringLevel = {
  title: 'How long does a battery last?',
  exercises: [
    info('How long a battery lasts', [
      'A battery\'s store of charge is its **capacity**, in milliamp-hours (mAh). A 9 V battery holds about 500 mAh.',
      'Divide it by the current: **hours = mAh ÷ mA**. Our loop with 330 Ω and a bulb takes 24 mA, so it runs about 21 hours.',
      'More current, shorter life. On the grid the battery never runs down; a real one slowly loses voltage as it empties.',
    ], undefined, [capacity, { says: '24 mA', read: 'current', map: BULB_POWER }, oneBulbHours], { teaches: ['battery-capacity'], uses: ['current'] }),
    puzzle({
      title: 'Twice the current',
      uses: ['battery-capacity', 'parallel', 'junction-currents', 'current-probe'],
      description: 'Build a second path along the bottom row, from corner to corner, with its own resistor and the green bulb, and put the current probe next to the battery. How much does the battery give now?',
      map: `
┌ B< ?A ─ ┐
├ R330 r- ─ ┤
?└ ?R330 ?g- ?─ ?┘`,
      goal: [bulb('red-bulb', 'ON'), bulb('green-bulb', 'ON'), reads.mA(45, 51)],
      successMessage: 'The battery now gives 48 mA, twice as much, about 24 mA for each path. A 500 mAh battery lasts about 10 hours instead of 21 hours.',
      failureMessage: 'The new path runs along the bottom row: corner, resistor, green bulb, wire, corner. The current probe goes right of the battery.',
      tags: ['battery', 'parallel', 'probe'],
      numbers: [
        { says: '48 mA', read: 'current' },
        { says: '24 mA', read: { bulb: 'red-bulb-straight' } },
        capacity,
        { says: '10 hours', read: lasts },
        oneBulbHours,
      ],
    }),
    quiz({
      title: 'Check: one more path',
      uses: ['battery-capacity', 'parallel', 'junction-currents'],
      question: 'A 500 mAh battery runs one bulb with its resistor for about 21 hours. You add a second bulb and resistor on their own path. How long does it last now?',
      answerType: 'text',
      supportingCircuit: picture(TWO_PATHS),
      options: [
        'About 21 hours: a battery gives a fixed current',
        'About 10 hours: it gives twice the current now',
        'About 42 hours: the two bulbs share the current',
        'About 21 hours: each path runs on its own half',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. Each path takes about 24 mA, so the battery gives about 48 mA and empties twice as fast.',
      failureMessage: 'Not quite. A battery gives a steady push, not a fixed current. How much current does each path take?',
      numbers: [
        capacity,
        oneBulbHours,
        twoPathHours,
        { says: '42 hours', read: 'distractor' },
        { says: '24 mA', read: { bulb: 'red-bulb-straight' }, map: TWO_PATHS },
        { says: '48 mA', read: 'current', map: TWO_PATHS },
      ],
    }),
    puzzle({
      title: 'Make it last',
      uses: ['battery-capacity', 'ohms-law', 'bulb-states', 'current-probe'],
      description: 'Make the battery last longer while the bulb still glows: pick the resistor that gives **between 14 and 16 mA**, and build the loop with the bulb at the bottom and the current probe in the left wire.',
      map: `
┌ B ?R560 ─ ┐
?A| . . . │
└ ?─ ?r- ?─ ┘`,
      extras: [
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 },
        { type: 'resistor', count: 1, rotation: 0, resistanceValue: 660 },
      ],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(14, 16)],
      successMessage: 'About 15 mA: a 500 mAh battery now lasts about 33 hours, and the bulb still glows, dimly. Less power, longer life.',
      failureMessage: 'The bigger the resistor, the smaller the current. 330 Ω gives 24 mA: too much for this goal.',
      tags: ['battery', 'resistor', 'probe'],
      numbers: [
        { says: '15 mA', read: 'current' },
        capacity,
        { says: '33 hours', read: lasts },
        { says: '24 mA', read: 'current', map: BULB_POWER },
      ],
    }),
    quiz({
      title: 'Predict: an LED\'s battery',
      uses: ['battery-capacity', 'led'],
      question: 'A red LED with a 330 Ω resistor takes about 21 mA. About how long does a 500 mAh battery run it?',
      answerType: 'text',
      supportingCircuit: picture(LED_LOOP),
      options: ['About 23 hours', 'About 500 hours', 'About 10 hours', 'About 2 hours'],
      correctOptionIndex: 0,
      successMessage: 'Right: 500 mAh ÷ 21 mA ≈ 23 hours.',
      failureMessage: 'Not quite. Divide the battery\'s mAh by the current in mA.',
      numbers: [
        { says: '21 mA', read: 'current', map: LED_LOOP },
        capacity,
        { says: '23 hours', read: lasts, map: LED_LOOP },
        { says: '500 hours', read: 'distractor' },
        { says: '10 hours', read: 'distractor' },
        { says: '2 hours', read: 'distractor' },
      ],
    }),
  ],
};
