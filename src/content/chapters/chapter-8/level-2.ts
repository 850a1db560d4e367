// Chapter 8, level 2 — brightness is power: the bulb gets about 24 mW on 330 Ω (ON), 9 mW on 560 Ω
// (DIM) and would get nearly 2 W with no resistor. Two equal bulbs in one loop get the same power
// (19 mW each): the current is not used up by the first.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { BARE_BULB_POWER, BULB_POWER, DIM_POWER } from './circuits';

const TWO_BULBS = `
┌ B R330 ─ ┐
A| . . . │
└ V+ g- V- r┘`;

export const level2: AuthoringLevel = {
  title: 'Brightness is power',
  exercises: [
    info('Brighter means more power', [
      'A bulb\'s brightness follows its **power**: the faster it turns energy into light, the brighter it shines.',
      'With 330 Ω our bulb gets about 24 mW and shines. With 560 Ω it gets about 9 mW and glows dimly. With no resistor it would get nearly 2 W, and burn out.',
      'Our bulbs are simpler than real ones: a real filament resists more as it heats up, and a torch bulb needs far more power to glow.',
    ], undefined, [
      { says: '24 mW', read: 'power', map: BULB_POWER },
      { says: '9 mW', read: 'power', map: DIM_POWER },
      { says: '2 W', read: 'power', map: BARE_BULB_POWER },
    ], { teaches: ['brightness'], uses: ['power', 'bulb-states', 'inside-resistance'] }),
    puzzle({
      title: 'Less power, less light',
      uses: ['brightness', 'power', 'voltage-probe', 'current-probe', 'resistor'],
      description: 'Pick the resistor that makes the bulb **dim**, then measure its power: the bulb between the voltage probes at the bottom, the current probe in the left wire.',
      map: `
┌ B ?R560 ─ ┐
?A| . . . │
└ ?V+ ?r- ?V- ┘`,
      extras: [{ type: 'resistor', count: 1, rotation: 0, resistanceValue: 330 }],
      goal: [bulb('red-bulb', 'DIM'), reads.mA(14, 16), reads.V(0.5, 0.7)],
      successMessage: '0.6 V × 15 mA ≈ 9 mW: well under half of the 24 mW the bulb gets with 330 Ω, so it only glows.',
      failureMessage: 'A bigger resistor lets less current through. Along the bottom: + probe, bulb, − probe.',
      tags: ['power', 'probe', 'resistor'],
      numbers: [
        { says: '0.6 V', read: 'voltage' },
        { says: '15 mA', read: 'current' },
        { says: '9 mW', read: 'power' },
        { says: '24 mW', read: 'power', map: BULB_POWER },
      ],
    }),
    quiz({
      title: 'Predict: a bigger resistor',
      uses: ['brightness', 'power', 'ohms-law'],
      question: 'You swap this loop\'s 330 Ω resistor for 560 Ω. What happens to the bulb\'s power?',
      answerType: 'text',
      supportingCircuit: picture(BULB_POWER),
      options: [
        'It stays the same: the battery gives a fixed current',
        'It drops: less current, and less voltage on the bulb',
        'It rises: a bigger resistor pushes the current harder',
        'It stays the same: the resistor only takes its share',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. The battery\'s current is not fixed: more resistance lets less through, and the bulb\'s power falls from about 24 mW to 9 mW.',
      failureMessage: 'Not quite. A battery gives a steady push, not a fixed current. Think about what more resistance does to the current.',
      numbers: [
        { says: '24 mW', read: 'power', map: BULB_POWER },
        { says: '9 mW', read: 'power', map: DIM_POWER },
      ],
    }),
    puzzle({
      title: 'Two bulbs in a row',
      uses: ['power', 'series', 'voltage-probe', 'current-probe'],
      description: 'Build a loop with 330 Ω and **two** bulbs, green then red. Put the voltage probes on both sides of the **green** bulb and the current probe in the left wire.',
      map: `
┌ B ?R330 ─ ┐
?A| . . . │
└ ?V+ ?g- ?V- r┘`,
      goal: [bulb('green-bulb', 'ON'), bulb('red-bulb', 'ON'), reads.mA(20, 24), reads.V(0.8, 0.95)],
      successMessage: 'The green bulb gets 0.88 V × 21.9 mA ≈ 19 mW. The red one after it gets the same: the same current flows through both, and both are 40 Ω. No current is used up on the way.',
      failureMessage: 'Green bulb between the voltage probes on the bottom row, + probe on its left. Resistor on top, current probe in the left wire.',
      tags: ['power', 'probe', 'series'],
      numbers: [
        { says: '0.88 V', read: 'voltage' },
        { says: '21.9 mA', read: 'current' },
        { says: '19 mW', read: 'power' },
      ],
    }),
    quiz({
      title: 'Check: first or second?',
      uses: ['brightness', 'series'],
      question: 'Two equal bulbs share one loop: the green one comes first, then the red one. Which one shines brighter?',
      answerType: 'text',
      supportingCircuit: picture(TWO_BULBS),
      options: [
        'The green one: it gets the current first',
        'Neither: the same current flows in both',
        'The green one: it uses up some current',
        'The red one: it is nearer the − side',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. The current is the same all round one loop, so equal bulbs get equal power: about 19 mW each.',
      failureMessage: 'Not quite. Measure the current before and after a bulb: in one loop, is any of it used up?',
      numbers: [{ says: '19 mW', read: 'power', map: TWO_BULBS }],
    }),
  ],
};
