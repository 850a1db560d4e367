// Red bulb (straight): 40 Ω; anode left, cathode right at rotation 0.
import { defineBulb } from './bulb-model';

export const redBulbStraight = defineBulb({ type: 'red-bulb-straight', displayName: 'Red bulb (straight)', colour: 'red', goal: 'red-bulb', anode: 'left', cathode: 'right', catalogOrder: 73 });
