// Switch: on = an ideal conductor between left and right; off (or `isOn` missing) = no active sides at all.
import { defineComponent } from './define';

const ON_SIDES = ['left', 'right'] as const;

export const switchComponent = defineComponent({
  type: 'switch',
  displayName: 'Switch',
  catalogOrder: 60,
  sides: ON_SIDES,
  activeSides: (cell) => (cell.isOn === true ? ON_SIDES : []),
  conductor: true,
  state: { field: 'isOn', label: (on) => (on ? 'on' : 'off') },
  tap: 'toggle',
  role: 'input',
});
