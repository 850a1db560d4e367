// Resistor: linear, `resistanceValue` ohms (default 330), left and right sides.
import { formatResistance } from '../units';
import { defineComponent, pinVoltage, withinLimits, type ParamSpec } from './define';

const MIN_OHM = 1e-3;
const MAX_OHM = 1e9;

export const resistance: ParamSpec<number> = {
  unit: 'ohm',
  playable: false,
  name: 'Resistance',
  default: 330, // docs/product.md's default resistor
  min: MIN_OHM,
  max: MAX_OHM,
  accepts: 'number',
  messages: { form: 'must be a number of ohms', range: 'must be from 0.001 to 1e9 ohms' },
  toSI: (ohms) => (Number.isFinite(ohms) ? ohms : undefined),
  label: formatResistance, // docs/explanations.md "Numbers": one way to write a resistance
  // The level creator's resistor presets (docs/product.md "Numbers").
  presets: [100, 120, 150, 180, 220, 270, 330, 390, 470, 560, 680, 820],
  parseTyped: (text) => {
    const ohms = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(ohms) && withinLimits(resistance, ohms) ? ohms : null;
  },
};

export const resistor = defineComponent({
  type: 'resistor',
  displayName: 'Resistor',
  catalogOrder: 50,
  sides: ['left', 'right'],
  params: { resistanceValue: resistance },
  stamp: (m, inst) => m.conductance(inst.pins[0], inst.pins[1], 1 / inst.params.resistanceValue),
  currents: (inst, v) => {
    const i = pinVoltage(inst, v) / inst.params.resistanceValue;
    return [i, -i];
  },
  current: (inst, v) => pinVoltage(inst, v) / inst.params.resistanceValue,
});
