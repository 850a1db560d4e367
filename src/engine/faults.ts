// Faults for fault finding (docs/engine.md "Readings and faults"): a faulty cell keeps its type, sides
// and links, and only its equations change, so the grid, the pre-check and the meter read it like any
// other part. `open` conducts nothing, `short` joins its sides by 1 mΩ (a shorted light is dark),
// `flat` is a battery of 3 V. A resistor's `faultValue` is applied where its value is read (netlist.ts).
import { BATTERY_EMF_V, batteryEquations, FLAT_BATTERY_EMF_V } from './components/battery';
import type { ComponentDefinition } from './components/define';
import type { FaultKind } from './types';

export const SHORT_OHM = 1e-3;

const NO_EQUATIONS = {
  stamp: undefined,
  stampStep: undefined,
  historyCurrent: undefined,
  acceptStep: undefined,
  linearize: undefined,
  current: undefined,
  stateSize: 0,
} as const;

/** Joins pin 0 to every other pin by SHORT_OHM. */
function shortEquations(pinCount: number): Pick<ComponentDefinition, 'stamp' | 'currents'> {
  return {
    stamp: (m, inst) => {
      for (let pin = 1; pin < pinCount; pin++) m.conductance(inst.pins[0], inst.pins[pin], 1 / SHORT_OHM);
    },
    currents: (inst, v) => {
      const into = inst.pins.map((node, pin) => (pin === 0 ? 0 : (v(node) - v(inst.pins[0])) / SHORT_OHM));
      into[0] = -into.reduce((sum, i) => sum + i, 0);
      return into;
    },
  };
}

/** The definition a faulty cell is solved with: same type, sides and facts, other equations. */
export function faultedDefinition(definition: ComponentDefinition, fault: FaultKind): ComponentDefinition {
  switch (fault) {
    case 'open':
      // Every pin insulates: a node only an open part touches sits at 0 V, as gmin alone would hold it.
      return {
        ...definition,
        ...NO_EQUATIONS,
        conductor: false,
        light: null,
        insulatingPins: definition.sides.map((_, pin) => pin),
        currents: (inst) => inst.pins.map(() => 0),
      };
    case 'short':
      return { ...definition, ...NO_EQUATIONS, conductor: false, light: null, insulatingPins: [], ...shortEquations(definition.sides.length) };
    case 'flat':
      return definition.type === 'battery' ? { ...definition, ...batteryEquations(FLAT_BATTERY_EMF_V) } : definition;
  }
}

/** The EMF of a battery cell, for the power it delivers. */
export function batteryEmf(fault: FaultKind | undefined): number {
  return fault === 'flat' ? FLAT_BATTERY_EMF_V : BATTERY_EMF_V;
}
