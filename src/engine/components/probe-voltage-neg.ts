// Negative voltage probe: an ideal conductor marking the − point of vdiff = V(pos) − V(neg).
import { defineComponent } from './define';

export const probeVoltageNeg = defineComponent({
  type: 'probe-voltage-neg',
  sides: ['left', 'right'],
  conductor: true,
  images: { photo: 'probe-voltage-neg', schematic: 'probe-voltage-neg-schematic' },
});
