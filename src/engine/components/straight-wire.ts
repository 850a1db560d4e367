// Straight wire: an ideal conductor joining top and bottom.
import { defineComponent } from './define';

export const straightWire = defineComponent({
  type: 'straight-wire',
  displayName: 'Straight wire',
  role: 'conductor',
  catalogOrder: 20,
  sides: ['top', 'bottom'],
  conductor: true,
});
