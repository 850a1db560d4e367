// T-wire: an ideal conductor; right, bottom and left are one node.
import { defineComponent } from './define';

export const tWire = defineComponent({
  type: 't-wire',
  sides: ['right', 'bottom', 'left'],
  conductor: true,
  images: { photo: 't-wire', schematic: 't-wire-schematic' },
});
