// Green bulb (angled): 40 Ω; anode right, cathode bottom at rotation 0.
import { defineBulb } from './bulb-model';

export const greenBulb = defineBulb({ type: 'green-bulb', displayName: 'Green bulb', colour: 'green', goal: 'green-bulb', anode: 'right', cathode: 'bottom', catalogOrder: 72 });
