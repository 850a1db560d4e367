// Block: an obstacle that occupies a cell and connects nothing.
import { defineComponent } from './define';

export const block = defineComponent({
  type: 'block',
  displayName: 'Block',
  catalogOrder: 90,
  sides: [],
});
