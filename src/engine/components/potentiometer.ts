// Potentiometer: a linear track of `resistanceValue` ohms between left and right, with the wiper
// (bottom) at `position` (0 to 1, from the left end). Left–wiper is R·p, wiper–right R·(1 − p), each
// with 1 mΩ so a knob at either end never makes an infinite conductance. The learner turns the knob
// while playing (docs/architecture.md, "Adding a part").
import { formatResistance } from '../units';
import { defineComponent, withinLimits, type Instance, type ParamSpec, type VoltageReader } from './define';

/** The wiper's contact resistance at each end of the track (ohms). */
const END_OHM = 1e-3;

export const trackResistance: ParamSpec<number> = {
  unit: 'ohm',
  playable: false,
  name: 'Track resistance',
  default: 1000,
  min: 100,
  max: 1e6,
  accepts: 'number',
  messages: { form: 'must be a number of ohms', range: 'must be from 100 to 1e6 ohms for a potentiometer' },
  toSI: (ohms) => (Number.isFinite(ohms) ? ohms : undefined),
  label: formatResistance,
  presets: [1000, 4700, 10000, 47000, 100000],
  parseTyped: (text) => {
    const ohms = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(ohms) && withinLimits(trackResistance, ohms) ? ohms : null;
  },
};

export const knobPosition: ParamSpec<number> = {
  unit: 'fraction',
  playable: true,
  name: 'Knob position',
  default: 0.5,
  min: 0,
  max: 1,
  accepts: 'number',
  messages: { form: 'must be a number from 0 to 1', range: 'must be from 0 to 1' },
  toSI: (p) => (Number.isFinite(p) ? p : undefined),
  label: (p) => `knob ${Math.round(p * 100)} %`,
  presets: [0, 0.25, 0.5, 0.75, 1],
  parseTyped: (text) => {
    const p = Number(text.trim().replace(/%$/, '')) / (text.trim().endsWith('%') ? 100 : 1);
    return text.trim() !== '' && Number.isFinite(p) && withinLimits(knobPosition, p) ? p : null;
  },
};

/** Left–wiper and wiper–right resistances (ohms). */
export function trackHalves(inst: Pick<Instance, 'params'>): [number, number] {
  const { resistanceValue: r, position: p } = inst.params;
  return [r * p + END_OHM, r * (1 - p) + END_OHM];
}

function currents(inst: Instance, v: VoltageReader): number[] {
  const [a, b] = trackHalves(inst);
  const wiper = v(inst.pins[2]);
  const left = (v(inst.pins[0]) - wiper) / a;
  const right = (v(inst.pins[1]) - wiper) / b;
  return [left, right, -left - right];
}

export const potentiometer = defineComponent({
  type: 'potentiometer',
  displayName: 'Potentiometer',
  catalogOrder: 55,
  sides: ['left', 'right', 'bottom'],
  params: { resistanceValue: trackResistance, position: knobPosition },
  tap: 'turn',
  role: 'input',
  teaching: { noun: 'the potentiometer', tip: 'Turn the knob: the wiper slides along the track and shares the resistance between its two sides.' },
  stamp: (m, inst) => {
    const [a, b] = trackHalves(inst);
    m.conductance(inst.pins[0], inst.pins[2], 1 / a);
    m.conductance(inst.pins[2], inst.pins[1], 1 / b);
  },
  currents,
  current: (inst, v) => currents(inst, v)[0],
});
