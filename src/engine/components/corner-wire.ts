// Corner wire: an ideal conductor joining left and bottom.
import { defineComponent } from './define';

export const cornerWire = defineComponent({
  type: 'corner-wire',
  sides: ['left', 'bottom'],
  conductor: true,
  images: { photo: 'corner-wire', schematic: 'corner-wire-schematic' },
});
