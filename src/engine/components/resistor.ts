// Resistor: linear, `resistanceValue` ohms (default 330), left and right sides.
import { defineComponent, pinVoltage, withinLimits, type ParamSpec } from './define';

const MIN_OHM = 1e-3;
const MAX_OHM = 1e9;

/** '330 Ω', '1k Ω', '2.2k Ω', '1M Ω' (one decimal, trailing '.0' dropped): what the part prints. */
export function formatResistance(ohms: number): string {
  if (!Number.isFinite(ohms)) return '? Ω';
  const abs = Math.abs(ohms);
  if (abs >= 1e6) return `${oneDecimal(ohms / 1e6)}M Ω`;
  if (abs >= 1000) return `${oneDecimal(ohms / 1000)}k Ω`;
  return `${oneDecimal(ohms)} Ω`;
}

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

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
  label: formatResistance,
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
