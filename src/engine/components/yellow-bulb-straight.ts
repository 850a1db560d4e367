// Yellow bulb (straight): 40 Ω; anode left, cathode right at rotation 0.
import { defineBulb } from './bulb-model';

export const yellowBulbStraight = defineBulb({ type: 'yellow-bulb-straight', displayName: 'Yellow bulb (straight)', colour: 'yellow', goal: 'yellow-bulb', anode: 'left', cathode: 'right', catalogOrder: 74 });
