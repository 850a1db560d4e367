// Negative voltage probe: an ideal conductor marking the − point of vdiff = V(pos) − V(neg).
import { defineComponent } from './define';

export const probeVoltageNeg = defineComponent({
  type: 'probe-voltage-neg',
  displayName: 'Voltage probe (−)',
  role: 'meter',
  catalogOrder: 132,
  maxPerGrid: 1,
  sides: ['left', 'right'],
  conductor: true,
});
