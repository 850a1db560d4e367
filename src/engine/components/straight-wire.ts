// Straight wire: an ideal conductor joining top and bottom.
import { defineComponent } from './define';

export const straightWire = defineComponent({
  type: 'straight-wire',
  sides: ['top', 'bottom'],
  conductor: true,
  images: { photo: 'straight-wire', schematic: 'straight-wire-schematic' },
});
