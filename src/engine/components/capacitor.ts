// Capacitor: linear, uncharged at t = 0, integrated by the companion model the solver's Step describes.
// state = [v(n), v(n−1)]: the last two accepted voltages (left − right).
import type { Cell } from '../types';
import { defineComponent, pinVoltage, type Instance, type Step, type VoltageReader } from './define';

export const MIN_FARAD = 1e-12;
export const MAX_FARAD = 10;
const PREFIX: Readonly<Record<string, number>> = { p: 1e-12, n: 1e-9, u: 1e-6, µ: 1e-6, μ: 1e-6, m: 1e-3, '': 1 };

/**
 * Reads "10000uF", "4.7mF", "0.01" or a number of farads (engine contract "Exact rules for the corners").
 * Returns undefined when the text is not of that form; range is checked by the caller.
 */
export function parseCapacitance(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const match = /^\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*([pnuµμm]?)F?\s*$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * PREFIX[match[2]];
}

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
  sides: ['left', 'right'],
  params: {
    capacitance: {
      unit: 'farad',
      default: 0.01, // spec section 9: 10000uF
      min: MIN_FARAD,
      max: MAX_FARAD,
      read: (cell: Cell) => (cell.capacitance === undefined ? undefined : parseCapacitance(cell.capacitance)),
    },
  },
  images: { photo: 'capacitor', schematic: 'capacitor-schematic' },
  stateSize: 2,
  stampStep: (m, inst, step) => {
    m.conductance(inst.pins[0], inst.pins[1], conductanceS(inst, step));
    m.current(inst.pins[0], inst.pins[1], historyCurrent(inst, step));
  },
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
