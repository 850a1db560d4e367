// Light-dependent resistor: R = 200 Ω × (1000 / L)^0.7 for the board's light level L in lux (the
// simulate request's `light`, 1 to 100000, default 300): about 200 Ω in bright light, 465 Ω in a
// classroom, 5 kΩ at dusk, 25 kΩ in the dark. The board gets a light slider whenever one is on it
// (tap: adjust; docs/architecture.md, "Adding a part").
import { defineComponent, pinVoltage, withinLimits, type Instance, type ParamSpec } from './define';

export const lightLevel: ParamSpec<number> = {
  unit: 'lux',
  playable: true,
  name: 'Light level',
  default: 300,
  min: 1,
  max: 100000,
  accepts: 'number',
  messages: { form: 'must be a number of lux', range: 'must be from 1 to 100000 lux' },
  toSI: (lux) => (Number.isFinite(lux) ? lux : undefined),
  label: (lux) => `${lux} lux`,
  presets: [1, 10, 300, 1000, 10000],
  parseTyped: (text) => {
    const lux = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(lux) && withinLimits(lightLevel, lux) ? lux : null;
  },
};

/** The sensor's resistance (ohms) at its instance's light level. */
export function ldrOhms(inst: Pick<Instance, 'params'>): number {
  return 200 * Math.pow(1000 / inst.params.light, 0.7);
}

export const ldr = defineComponent({
  type: 'ldr',
  displayName: 'Light sensor',
  catalogOrder: 57,
  sides: ['left', 'right'],
  boardInputs: { light: lightLevel },
  tap: 'adjust',
  role: 'input',
  teaching: { noun: 'the light sensor', tip: 'Move the light slider: the brighter the light, the lower the sensor’s resistance.' },
  stamp: (m, inst) => m.conductance(inst.pins[0], inst.pins[1], 1 / ldrOhms(inst)),
  currents: (inst, v) => {
    const i = pinVoltage(inst, v) / ldrOhms(inst);
    return [i, -i];
  },
  current: (inst, v) => pinVoltage(inst, v) / ldrOhms(inst),
});
