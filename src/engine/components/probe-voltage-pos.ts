// Positive voltage probe: an ideal conductor marking the + point of vdiff = V(pos) − V(neg).
import { defineComponent } from './define';

export const probeVoltagePos = defineComponent({
  type: 'probe-voltage-pos',
  displayName: 'Voltage probe (+)',
  role: 'meter',
  catalogOrder: 131,
  maxPerGrid: 1,
  sides: ['left', 'right'],
  conductor: true,
});
