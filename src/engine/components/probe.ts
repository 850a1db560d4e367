// Probe: an ideal conductor; vdiff = its voltage against the battery's negative terminal, current = left-to-right current through it.
import { defineComponent } from './define';

export const probe = defineComponent({
  type: 'probe',
  displayName: 'Probe',
  role: 'meter',
  catalogOrder: 130,
  maxPerGrid: 1,
  sides: ['left', 'right'],
  conductor: true,
});
