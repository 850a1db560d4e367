// Red bulb (angled): 40 Ω; anode right, cathode bottom at rotation 0.
import { defineBulb } from './bulb-model';

export const redBulb = defineBulb('red-bulb', 'right', 'bottom');
