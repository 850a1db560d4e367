// Red bulb (angled): 40 Ω; anode right, cathode bottom at rotation 0.
import { defineBulb } from './bulb-model';

export const redBulb = defineBulb({ type: 'red-bulb', displayName: 'Red bulb', colour: 'red', goal: 'red-bulb', anode: 'right', cathode: 'bottom', catalogOrder: 70 });
