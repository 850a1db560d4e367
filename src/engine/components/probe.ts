// Probe: an ideal conductor; vdiff = its voltage against the battery's negative terminal, current = left-to-right current through it.
import { defineComponent } from './define';

export const probe = defineComponent({
  type: 'probe',
  sides: ['left', 'right'],
  conductor: true,
  images: { photo: 'probe', schematic: 'probe-schematic' },
});
