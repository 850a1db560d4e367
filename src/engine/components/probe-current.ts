// Current probe: an ideal conductor measuring the current entering at its (rotation-0) left side and leaving at its right.
import { defineComponent } from './define';

export const probeCurrent = defineComponent({
  type: 'probe-current',
  displayName: 'Current probe',
  role: 'meter',
  catalogOrder: 133,
  maxPerGrid: 1,
  sides: ['left', 'right'],
  conductor: true,
});
