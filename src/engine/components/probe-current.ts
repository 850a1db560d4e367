// Current probe: an ideal conductor measuring the current entering at its (rotation-0) left side and leaving at its right.
import { defineComponent } from './define';

export const probeCurrent = defineComponent({
  type: 'probe-current',
  sides: ['left', 'right'],
  conductor: true,
  images: { photo: 'probe-current', schematic: 'probe-current-schematic' },
});
