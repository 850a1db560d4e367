// Battery: 9 V EMF in series with 1 Ω internal resistance; left = positive, right = negative (the 0 V reference).
import { defineComponent, pinVoltage, type ComponentDefinition } from './define';

export const BATTERY_EMF_V = 9; // docs/product.md "Numbers"
export const BATTERY_INTERNAL_OHM = 1; // docs/engine.md
/** A flat battery's EMF (a fault-finding fault, docs/engine.md "Faults"). */
export const FLAT_BATTERY_EMF_V = 3;

/** The battery's equations for an EMF: the healthy part and the flat one differ only there. */
export function batteryEquations(emf: number): Pick<ComponentDefinition, 'stamp' | 'currents' | 'current'> {
  return {
    // Norton form: 1 S in parallel with a current source pushing EMF/1 Ω out of the + terminal; no extra unknown.
    stamp: (m, inst) => {
      const [plus, minus] = inst.pins;
      m.conductance(plus, minus, 1 / BATTERY_INTERNAL_OHM);
      m.current(minus, plus, (m.sourceScale * emf) / BATTERY_INTERNAL_OHM);
    },
    // Current into the + pin from the circuit is negative while the battery delivers.
    currents: (inst, v) => {
      const i = (pinVoltage(inst, v) - emf) / BATTERY_INTERNAL_OHM;
      return [i, -i];
    },
    current: (inst, v) => (pinVoltage(inst, v) - emf) / BATTERY_INTERNAL_OHM,
  };
}

export const battery = defineComponent({
  type: 'battery',
  displayName: 'Battery',
  role: 'source',
  catalogOrder: 10,
  polar: true,
  maxPerGrid: 1,
  sides: ['left', 'right'],
  ...batteryEquations(BATTERY_EMF_V),
});
