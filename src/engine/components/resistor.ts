// Resistor: linear, `resistanceValue` ohms (default 330), left and right sides.
import { defineComponent, pinVoltage } from './define';

const MIN_OHM = 1e-3;
const MAX_OHM = 1e9;

export const resistor = defineComponent({
  type: 'resistor',
  sides: ['left', 'right'],
  params: {
    resistanceValue: {
      unit: 'ohm',
      default: 330, // spec section 9: default 330 Ω
      min: MIN_OHM,
      max: MAX_OHM,
      read: (cell) => cell.resistanceValue,
    },
  },
  images: { photo: 'resistor', schematic: 'resistor-schematic' },
  stamp: (m, inst) => m.conductance(inst.pins[0], inst.pins[1], 1 / inst.params.resistanceValue),
  currents: (inst, v) => {
    const i = pinVoltage(inst, v) / inst.params.resistanceValue;
    return [i, -i];
  },
  current: (inst, v) => pinVoltage(inst, v) / inst.params.resistanceValue,
});
