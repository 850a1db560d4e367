// Chapter 8, level 1 — power = voltage × current. With 330 Ω the bulb gets 0.97 V × 24 mA ≈ 24 mW, the
// resistor 8 V × 24 mA ≈ 194 mW, and the battery gives 8.98 V × 24.3 mA ≈ 218 mW: the two add up.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { BULB_POWER, RESISTOR_POWER } from './circuits';

const bulbPower = { says: '24 mW', read: 'power', map: BULB_POWER } as const;
const resistorPower = { says: '194 mW', read: 'power', map: RESISTOR_POWER } as const;

export const level1: AuthoringLevel = {
  title: 'Power: volts times milliamps',
  exercises: [
    info('Energy and power', [
      'A battery stores **energy**. In a loop its push moves charge round, and each part turns some of that energy into **light** or **heat**.',
      '**Power** is how fast a part does it, in **watts** (W). 1 W = 1000 milliwatts (mW).',
      'To find a part\'s power, measure the voltage across it and the current through it. Then **power = voltage × current**: volts × milliamps gives milliwatts.',
    ], undefined, undefined, { teaches: ['power'], uses: ['voltage', 'current'] }),
    puzzle({
      title: 'Power into the bulb',
      uses: ['power', 'voltage-probe', 'current-probe', 'series'],
      description: 'Build the loop: the resistor on top, the current probe in the left wire, and the bulb between the two voltage probes at the bottom. Read both probes.',
      map: `
┌ B ?R330 ─ ┐
?A| . . . │
└ ?V+ ?r- ?V- ┘`,
      goal: [bulb('red-bulb', 'ON'), reads.mA(22, 26), reads.V(0.9, 1.05)],
      successMessage: 'The probes read about 0.97 V and 24 mA. Power = 0.97 V × 24.3 mA ≈ 24 mW: that is how fast the bulb turns energy into light and heat.',
      failureMessage: 'Resistor in the top gap, current probe in the left wire; along the bottom: + probe, bulb, − probe.',
      tags: ['power', 'probe'],
      numbers: [
        { says: '0.97 V', read: 'voltage' },
        { says: '24 mA', read: 'current' },
        { says: '24.3 mA', read: 'current' },
        { says: '24 mW', read: 'power' },
      ],
    }),
    puzzle({
      title: 'Power into the resistor',
      uses: ['power', 'voltage-probe', 'current-probe', 'resistor', 'series'],
      description: 'Same loop, but now measure the **resistor**: the bulb goes on top, the resistor between the voltage probes at the bottom, the current probe in the left wire.',
      map: `
┌ B ─ ?r- ┐
?A| . . . │
└ ?V+ ?R330 ?V- ┘`,
      goal: [bulb('red-bulb', 'ON'), reads.mA(22, 26), reads.V(7.8, 8.2)],
      successMessage: 'About 8 V with the same 24.3 mA: 8 V × 24.3 mA ≈ 194 mW, about eight times the bulb\'s 24 mW. The resistor turns it all into heat: that is why resistors get warm.',
      failureMessage: 'Bulb in the top gap. Along the bottom: + probe, resistor, − probe. The current probe goes in the left wire.',
      tags: ['power', 'probe'],
      numbers: [{ says: '8 V', read: 'voltage' }, { says: '24.3 mA', read: 'current' }, { says: '194 mW', read: 'power' }, bulbPower],
    }),
    quiz({
      title: 'Check: which part gets warm?',
      uses: ['power', 'series', 'voltage-shares'],
      question: 'The same 24 mA flows through the resistor and the bulb. Which part turns the most energy into heat?',
      answerType: 'text',
      supportingCircuit: picture(RESISTOR_POWER),
      options: [
        'The bulb: it is the part that glows',
        'The resistor: it has the most voltage',
        'Both the same: they share one current',
        'The bulb: the current reaches it first',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. Power = voltage × current. The current is the same, but the resistor has about 8 V across it and the bulb only 0.97 V.',
      failureMessage: 'Not quite. Power = voltage × current, and the current is the same in both. Compare the voltage across each.',
      numbers: [
        { says: '24 mA', read: 'current', map: RESISTOR_POWER },
        { says: '8 V', read: 'voltage', map: RESISTOR_POWER },
        { says: '0.97 V', read: 'voltage', map: BULB_POWER },
      ],
    }),
    puzzle({
      title: 'What the battery gives',
      uses: ['power', 'voltage-probe', 'current-probe', 'voltage-shares'],
      description: 'Measure the whole battery: the + probe by its + side, the − probe by its − side, the current probe in the bottom wire.',
      map: `
┌ B ?V- ─ ┐
?V+| . . . │
└ ?A ?R330 ─ ?r┘`,
      goal: [bulb('red-bulb', 'ON'), reads.mA(22, 26), reads.V(8.8, 9)],
      successMessage: '8.98 V × 24.3 mA ≈ 218 mW, or 0.22 W. That is the resistor\'s 194 mW plus the bulb\'s 24 mW: every milliwatt the battery gives ends up as heat or light.',
      failureMessage: 'The + probe goes below the battery\'s left (+) side, the − probe right of the battery. The current probe, the resistor and the bulb fill the bottom row.',
      tags: ['power', 'probe'],
      numbers: [
        { says: '8.98 V', read: 'voltage' },
        { says: '24.3 mA', read: 'current' },
        { says: '218 mW', read: 'power' },
        { says: '0.22 W', read: 'power' },
        resistorPower,
        bulbPower,
      ],
    }),
  ],
};
