// The shared model of the six bulbs: a 40 Ω linear resistor whose state follows its current.
// Not a component itself; red-bulb.ts … green-bulb-straight.ts each define one bulb type with it.
import type { BulbState, BulbType, GoalLightType, Side } from '../types';
import { defineComponent, pinVoltage, type ComponentDefinition, type Instance, type LightSpec, type VoltageReader } from './define';

export const BULB_OHM = 40; // docs/product.md's bulb resistance

// docs/engine.md, "Bulbs": OFF < 2 mA ≤ DIM < 18 mA ≤ ON ≤ 60 mA < EXPLODED.
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

interface BulbFacts {
  type: BulbType;
  displayName: string;
  colour: LightSpec['colour'];
  goal: GoalLightType;
  /** Sides at rotation 0 (polarity is only a label: a bulb is a resistor, so it is not polar). */
  anode: Side;
  cathode: Side;
  catalogOrder: number;
}

export function defineBulb(facts: BulbFacts): ComponentDefinition {
  return defineComponent({
    type: facts.type,
    displayName: facts.displayName,
    catalogOrder: facts.catalogOrder,
    sides: [facts.anode, facts.cathode],
    maxPerGrid: 1,
    light: {
      kind: 'bulb',
      colour: facts.colour,
      onA: BULB_ON_A,
      goal: facts.goal,
      explodeA: BULB_EXPLODE_A,
      lightCurrent: (inst, v) => Math.abs(bulbCurrentA(inst, v)),
      state: bulbState,
    },
    stamp: (m, inst) => m.conductance(inst.pins[0], inst.pins[1], 1 / BULB_OHM),
    currents: (inst, v) => {
      const i = bulbCurrentA(inst, v);
      return [i, -i];
    },
    current: bulbCurrentA,
  });
}
