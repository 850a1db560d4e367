// Battery: 9 V EMF in series with 1 Ω internal resistance; left = positive, right = negative (the 0 V reference).
import { defineComponent, pinVoltage } from './define';

export const BATTERY_EMF_V = 9; // spec section 9
export const BATTERY_INTERNAL_OHM = 1; // engine contract

export const battery = defineComponent({
  type: 'battery',
  displayName: 'Battery',
  role: 'source',
  catalogOrder: 10,
  polar: true,
  maxPerGrid: 1,
  sides: ['left', 'right'],
  // Norton form: 1 S in parallel with a 9 A source pushing current out of the + terminal; no extra unknown.
  stamp: (m, inst) => {
    const [plus, minus] = inst.pins;
    m.conductance(plus, minus, 1 / BATTERY_INTERNAL_OHM);
    m.current(minus, plus, (m.sourceScale * BATTERY_EMF_V) / BATTERY_INTERNAL_OHM);
  },
  // Current into the + pin from the circuit is negative while the battery delivers.
  currents: (inst, v) => {
    const i = (pinVoltage(inst, v) - BATTERY_EMF_V) / BATTERY_INTERNAL_OHM;
    return [i, -i];
  },
  current: (inst, v) => (pinVoltage(inst, v) - BATTERY_EMF_V) / BATTERY_INTERNAL_OHM,
});
