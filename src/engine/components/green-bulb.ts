// Green bulb (angled): 40 Ω; anode right, cathode bottom at rotation 0.
import { defineBulb } from './bulb-model';

export const greenBulb = defineBulb('green-bulb', 'right', 'bottom');
