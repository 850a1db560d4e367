// Small builders for the named parts templates put on a ladder (see ladder.ts).
import type { Concepts } from './concepts';
import { BULB_COLOURS, straightBulb, type TrayExtra } from './design';
import type { Slot } from './ladder';

export const bulb = (i: number): Slot => ({ type: straightBulb(BULB_COLOURS[i]), role: `bulb-${i}` });
export const resistor = (value: number, role: string): Slot => ({ type: 'resistor', resistanceValue: value, role });
export const wire: TrayExtra = { type: 'straight-wire' };

/** The star, when the goal asks for one: it goes in series so current must flow through it. */
export const star = (c: Concepts): Slot[] => (c.star ? [{ type: 'star', role: 'star' }] : []);
