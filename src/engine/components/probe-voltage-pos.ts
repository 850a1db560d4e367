// Positive voltage probe: an ideal conductor marking the + point of vdiff = V(pos) − V(neg).
import { defineComponent } from './define';

export const probeVoltagePos = defineComponent({
  type: 'probe-voltage-pos',
  sides: ['left', 'right'],
  conductor: true,
  images: { photo: 'probe-voltage-pos', schematic: 'probe-voltage-pos-schematic' },
});
