// Green bulb (straight): 40 Ω; anode left, cathode right at rotation 0.
import { defineBulb } from './bulb-model';

export const greenBulbStraight = defineBulb('green-bulb-straight', 'left', 'right');
