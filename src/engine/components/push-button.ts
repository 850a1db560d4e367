// Push button: momentary — an ideal conductor between left and right only while held down
// (`pressed: true`); released (or `pressed` missing) it has no active sides at all. The page closes it
// while a finger, the mouse button or Space/Enter holds it (tap: hold; docs/architecture.md).
import { defineComponent } from './define';

const ON_SIDES = ['left', 'right'] as const;

export const pushButton = defineComponent({
  type: 'push-button',
  displayName: 'Push button',
  catalogOrder: 65,
  sides: ON_SIDES,
  activeSides: (cell) => (cell.pressed === true ? ON_SIDES : []),
  conductor: true,
  state: { field: 'pressed', label: (on) => (on ? 'pressed' : 'released') },
  tap: 'hold',
  role: 'input',
  teaching: { noun: 'the push button', tip: 'Hold the button down to close it; let go and it springs open.' },
});
