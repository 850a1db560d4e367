// Yellow bulb (angled): 40 Ω; anode top, cathode bottom at rotation 0.
import { defineBulb } from './bulb-model';

export const yellowBulb = defineBulb({ type: 'yellow-bulb', displayName: 'Yellow bulb', colour: 'yellow', goal: 'yellow-bulb', anode: 'top', cathode: 'bottom', catalogOrder: 71 });
