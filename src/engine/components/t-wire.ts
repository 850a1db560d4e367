// T-wire: an ideal conductor; right, bottom and left are one node.
import { defineComponent } from './define';

export const tWire = defineComponent({
  type: 't-wire',
  displayName: 'T wire',
  role: 'conductor',
  catalogOrder: 40,
  sides: ['right', 'bottom', 'left'],
  conductor: true,
});
