// Green bulb (straight): 40 Ω; anode left, cathode right at rotation 0.
import { defineBulb } from './bulb-model';

export const greenBulbStraight = defineBulb({ type: 'green-bulb-straight', displayName: 'Green bulb (straight)', colour: 'green', goal: 'green-bulb', anode: 'left', cathode: 'right', catalogOrder: 75 });
