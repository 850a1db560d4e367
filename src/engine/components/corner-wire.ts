// Corner wire: an ideal conductor joining left and bottom.
import { defineComponent } from './define';

export const cornerWire = defineComponent({
  type: 'corner-wire',
  displayName: 'Corner wire',
  role: 'conductor',
  catalogOrder: 30,
  sides: ['left', 'bottom'],
  conductor: true,
});
