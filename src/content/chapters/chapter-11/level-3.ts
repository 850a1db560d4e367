// Chapter 11, level 3 — a light sensor (LDR). On the grid R = 200 Ω × (1000 / lux)^0.7: 200 Ω in a
// bright room, 465 Ω in a classroom, 5 kΩ at dusk, 25 kΩ in the dark. Under 660 Ω it makes a divider:
// 3.7 V across it in a classroom, 8 V at dusk, 0.5 V in daylight. On a MOSFET's gate that divider
// switches a lamp on at dusk; the divider also gives the gate a defined voltage.
import { info, quiz } from '../../authoring';
import { picture } from '../../layout';
import { bulb, puzzle, reads, scenario } from '../../puzzle';
import type { AuthoringLevel } from '../../schema';
import { LUX, NIGHT_LIGHT, SENSOR_DIVIDER } from './circuits';

const ohmsAt = (says: string, light: number) => ({ says, read: 'resistance', map: SENSOR_DIVIDER, light }) as const;
const duskVolts = { says: '8 V', read: 'voltage', map: SENSOR_DIVIDER, light: LUX.dusk } as const;
const dayVolts = { says: '0.5 V', read: 'voltage', map: SENSOR_DIVIDER, light: LUX.daylight } as const;
/** The night light's gate, read by its plain probe (the learner's pieces placed). */
const nightLightGate = { read: 'voltage', map: NIGHT_LIGHT } as const;

export const level3: AuthoringLevel = {
  title: 'A light sensor',
  exercises: [
    info('The light sensor', [
      'A {ldr} **light sensor** (an LDR, light-dependent resistor) is a resistor that light changes: the more light falls on it, the **lower** its resistance.',
      'Light is measured in lux. Ours has about 200 Ω in bright light, 465 Ω in a classroom, 5 kΩ at dusk and 25 kΩ in the dark (1 kΩ = 1000 Ω).',
      'A real one climbs much higher in the dark, to about a million ohms; the game keeps it simpler.',
    ], undefined, [ohmsAt('200 Ω', LUX.bright), ohmsAt('465 Ω', LUX.classroom), ohmsAt('5 kΩ', LUX.dusk), ohmsAt('25 kΩ', LUX.dark)], { teaches: ['light-sensor'], uses: ['resistor'] }),
    puzzle({
      title: 'A light meter',
      uses: ['light-sensor', 'voltage-divider', 'voltage-probe', 'current-probe', 'ohms-law'],
      description: 'Build a divider from the 660 Ω resistor and the light sensor: the resistor on top, the sensor between the voltage probes at the bottom, the current probe in the left wire. The board is lit like a classroom.',
      map: `
┌ B ?R660 ─ ┐
?A| . . . │
└ ?V+ ?L ?V- ┘`,
      goal: [reads.V(3.5, 3.9)],
      successMessage: 'About 3.7 V across the sensor and 8 mA through it: 3.7 V ÷ 8 mA ≈ 465 Ω, the sensor\'s resistance in classroom light. The rest of the 9 V is across the 660 Ω.',
      failureMessage: 'Resistor in the top gap, current probe in the left wire; along the bottom: + probe, sensor, − probe.',
      tags: ['light-sensor', 'divider', 'probe'],
      numbers: [{ says: '3.7 V', read: 'voltage' }, { says: '8 mA', read: 'current' }, { says: '465 Ω', read: 'resistance' }],
    }),
    quiz({
      title: 'Predict: dusk falls',
      uses: ['light-sensor', 'voltage-divider', 'voltage-shares'],
      question: 'Dusk falls on this sensor: its resistance rises from 465 Ω to about 5 kΩ. What happens to the voltage across it?',
      answerType: 'text',
      supportingCircuit: picture(SENSOR_DIVIDER),
      options: [
        'It falls: less current flows, so less voltage is left for it',
        'It rises: the sensor now takes a bigger share of the 9 V',
        'It stays the same: the battery gives the sensor a set current',
        'It falls: the resistor comes first and takes more of the push',
      ],
      correctOptionIndex: 1,
      successMessage: 'Right. The bigger resistance in a series pair gets the bigger share of the push: about 8 V across the sensor at dusk, and about 0.5 V in daylight.',
      failureMessage: 'Not quite. The current does fall, but the sensor\'s resistance rises far more. Which of the two parts now has the bigger resistance?',
      numbers: [ohmsAt('465 Ω', LUX.classroom), ohmsAt('5 kΩ', LUX.dusk), duskVolts, dayVolts],
    }),
    info('Switch on at dusk', [
      'Put the sensor\'s divider on a MOSFET\'s gate: 660 Ω from + to the gate, the sensor from gate to −.',
      'In daylight the sensor has little resistance: the gate gets about 0.5 V, under its 2 V threshold, so the lamp is off. At dusk the gate gets about 8 V: the lamp turns on.',
      'The divider also gives the gate a **defined** voltage. A real gate joined to nothing keeps stray charge: its lamp could stay on or off at random.',
    ], undefined, [dayVolts, duskVolts], { teaches: ['sensor-switch'], uses: ['light-sensor', 'voltage-divider', 'mosfet', 'mosfet-threshold', 'pull-down'] }),
    puzzle({
      title: 'A night light',
      uses: ['sensor-switch', 'light-sensor', 'mosfet', 'junction'],
      description: 'Give the MOSFET\'s gate its divider: the 660 Ω resistor from the left T-wire, a T-wire beside the gate, and the light sensor standing under it, down to a T-wire in the bottom row. The plain probe reads the gate\'s voltage.',
      map: NIGHT_LIGHT,
      scenarios: [
        scenario('Dusk', { light: LUX.dusk }, [bulb('red-bulb', 'ON'), reads.V(7.6, 8.3)]),
        scenario('Daylight', { light: LUX.daylight }, [bulb('red-bulb', 'OFF'), reads.V(0.3, 0.7)]),
      ],
      successMessage: 'At dusk the sensor has about 5 kΩ: the gate gets about 8 V and the lamp is on. In daylight it gets about 0.5 V, under the 2 V threshold, so the lamp is off. Real night lights work like this, often with a knob in place of the 660 Ω to set when they switch.',
      failureMessage: 'The 660 Ω resistor goes right of the left T-wire; the T-wire beside the gate joins the resistor\'s wire, the gate and the sensor below it. The sensor stands upright, on a T-wire in the bottom row.',
      tags: ['light-sensor', 'mosfet'],
      numbers: [ohmsAt('5 kΩ', LUX.dusk), { ...nightLightGate, says: '8 V', light: LUX.dusk }, { ...nightLightGate, says: '0.5 V', light: LUX.daylight }],
    }),
  ],
};
