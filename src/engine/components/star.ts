// Star: the collectible; an ideal conductor, achieved when it carries at least 2 mA at the end of the window.
import { defineComponent } from './define';

export const star = defineComponent({
  type: 'star',
  displayName: 'Star',
  catalogOrder: 80,
  maxPerGrid: 1,
  sides: ['left', 'right'],
  conductor: true,
});
