// Capacitor: linear, uncharged at t = 0, integrated by the companion model the solver's Step describes.
// state = [v(n), v(n−1)]: the last two accepted voltages (left − right).
import { defineComponent, pinVoltage, withinLimits, type Instance, type ParamSpec, type Step, type VoltageReader } from './define';

export const MIN_FARAD = 1e-12;
export const MAX_FARAD = 10;
const PREFIX: Readonly<Record<string, number>> = { p: 1e-12, n: 1e-9, u: 1e-6, µ: 1e-6, μ: 1e-6, m: 1e-3, '': 1 };

/**
 * Reads "10000uF", "4.7mF", "0.01" or a number of farads (docs/engine.md, "Capacitor").
 * Returns undefined when the text is not of that form; range is checked by the caller.
 */
export function parseCapacitance(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const match = /^\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*([pnuµμm]?)F?\s*$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * PREFIX[match[2]];
}

/**
 * The value label printed on capacitors: '10000uF' → '10000 µF', '4.7mF' → '4.7 mF', 0.01 (farads) →
 * '10000 µF'. A string keeps the number the author wrote; farads are shown in the unit a kit prints.
 */
export function formatCapacitance(value: string | number | undefined): string {
  if (value === undefined || value === '') return formatCapacitance(capacitance.default);
  if (typeof value === 'number') return faradsLabel(value);
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[-+]?\d+)?)\s*([pnuµμm]?)\s*F?\s*$/i.exec(value);
  if (!match) return value;
  const prefix = match[2] === 'u' || match[2] === 'μ' ? 'µ' : match[2];
  return `${match[1]} ${prefix}F`;
}

function faradsLabel(farads: number): string {
  if (!Number.isFinite(farads) || farads <= 0) return '? F';
  const units: [string, number][] = [['F', 1], ['µF', 1e-6], ['nF', 1e-9], ['pF', 1e-12]];
  // µF covers 1 µF up to 1 F exclusive: kits print '10000 µF', not '10 mF'.
  const [unit, scale] = units.find(([, s]) => farads >= s) ?? units[units.length - 1];
  return `${Number((farads / scale).toPrecision(4)).toString()} ${unit}`;
}

export const capacitance: ParamSpec<string | number> = {
  unit: 'farad',
  playable: false,
  name: 'Capacitance',
  default: '10000uF', // docs/product.md's default capacitor
  min: MIN_FARAD,
  max: MAX_FARAD,
  accepts: 'number or text',
  messages: { form: 'must be a number of farads or a string like "10000uF"', range: 'must be from 1pF to 10F' },
  toSI: parseCapacitance,
  label: formatCapacitance,
  presets: ['470uF', '1000uF', '2200uF', '4.7mF', '10000uF'],
  parseTyped: (text) => (withinLimits(capacitance, parseCapacitance(text)) ? text.trim() : null),
};

// At t = 0 an uncharged capacitor holds 0 V: a 1e4 S short leaves 20 µV across it at the 0.2 A a
// bulb circuit draws (0.9 mV at the 9 A of a dead short), inside the 1 mV accuracy bar. Not more:
// next to larger conductances the 1e-12 S gmin of a floating cluster (e.g. behind a bulb that has
// just exploded) falls below double precision and Newton stalls on the rounding noise.
const UNCHARGED_SHORT_S = 1e4;

// The companion model, without allocating: it runs for every capacitor at every time step.
function conductanceS(inst: Instance, step: Step): number {
  return step.kind === 'initial' ? UNCHARGED_SHORT_S : inst.params.capacitance * step.c0;
}

function historyCurrent(inst: Instance, step: Step): number {
  return step.kind === 'initial' ? 0 : inst.params.capacitance * (step.c1 * inst.state[0] + step.c2 * inst.state[1]);
}

function currentA(inst: Instance, v: VoltageReader, step: Step): number {
  return conductanceS(inst, step) * pinVoltage(inst, v) + historyCurrent(inst, step);
}

export const capacitor = defineComponent({
  type: 'capacitor',
  displayName: 'Capacitor',
  catalogOrder: 110,
  sides: ['left', 'right'],
  params: { capacitance },
  stateSize: 2,
  stampStep: (m, inst, step) => {
    m.conductance(inst.pins[0], inst.pins[1], conductanceS(inst, step));
    m.current(inst.pins[0], inst.pins[1], historyCurrent(inst, step));
  },
  farads: (inst) => inst.params.capacitance,
  historyCurrent,
  acceptStep: (inst, v, step) => {
    inst.state[1] = inst.state[0];
    inst.state[0] = step.kind === 'initial' ? 0 : pinVoltage(inst, v);
  },
  currents: (inst, v, step) => {
    const i = currentA(inst, v, step);
    return [i, -i];
  },
  current: currentA,
});
