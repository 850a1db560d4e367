// The shared model of the six bulbs: a 40 Ω linear resistor whose state follows its current.
// Not a component itself; red-bulb.ts … green-bulb-straight.ts each define one bulb type with it.
import type { BulbState, BulbType, Side } from '../types';
import { defineComponent, pinVoltage, type ComponentDefinition, type Instance, type VoltageReader } from './define';

export const BULB_OHM = 40; // spec section 3: bulb resistance 40

// Engine contract "Physics rules": OFF < 2 mA ≤ DIM < 18 mA ≤ ON ≤ 60 mA < EXPLODED.
export const BULB_DIM_A = 0.002;
export const BULB_ON_A = 0.018;
export const BULB_EXPLODE_A = 0.06;

export function bulbState(currentA: number, exploded: boolean): BulbState {
  if (exploded) return 'EXPLODED';
  const i = Math.abs(currentA);
  if (i > BULB_EXPLODE_A) return 'EXPLODED';
  if (i >= BULB_ON_A) return 'ON';
  if (i >= BULB_DIM_A) return 'DIM';
  return 'OFF';
}

/** Current from anode to cathode: the solver reads every bulb's at every time point (explosion rule). */
export function bulbCurrentA(inst: Instance, v: VoltageReader): number {
  return pinVoltage(inst, v) / BULB_OHM;
}

/** A bulb with `anode` and `cathode` sides at rotation 0 (polarity is only a label: it is a resistor). */
export function defineBulb(type: BulbType, anode: Side, cathode: Side): ComponentDefinition {
  return defineComponent({
    type,
    sides: [anode, cathode],
    images: { photo: type, schematic: 'bulb-schematic' },
    stamp: (m, inst) => m.conductance(inst.pins[0], inst.pins[1], 1 / BULB_OHM),
    currents: (inst, v) => {
      const i = bulbCurrentA(inst, v);
      return [i, -i];
    },
    current: bulbCurrentA,
  });
}
