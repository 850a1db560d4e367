// Yellow bulb (angled): 40 Ω; anode top, cathode bottom at rotation 0.
import { defineBulb } from './bulb-model';

export const yellowBulb = defineBulb('yellow-bulb', 'top', 'bottom');
