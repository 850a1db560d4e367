// Small builders for the named parts templates put on a ladder (see ladder.ts). A part's values are set
// and read through the catalogue's declaration (its first value, its state), never by field name.
import { paramsOf, withState, type Cell, type ComponentType, type PieceValues } from '../engine/index';
import type { Concepts } from './concepts';
import { BULB_COLOURS, straightBulb, type TrayExtra } from './design';
import type { Slot } from './ladder';

/** The part's first declared value set to `value` (a resistor's ohms, a potentiometer's track). */
export function mainValue(type: ComponentType, value: number): PieceValues {
  const first = paramsOf(type)[0];
  if (!first) throw new Error(`${type} has no value`);
  return { [first[0]]: value };
}

/** The part's first declared value in SI units with its default filled (a resistor's ohms), or null. */
export function mainValueOf(cell: Pick<Cell, 'type'> & PieceValues): number | null {
  const first = paramsOf(cell.type)[0];
  if (!first) return null;
  const [name, spec] = first;
  return spec.toSI(cell[name] ?? spec.default) ?? null;
}

/** The part with its on/off state set (a closed switch); `role` names it for the template. */
export function withOn(type: ComponentType, on: boolean, role: string): NonNullable<Slot> {
  return { ...withState({ type }, on), role };
}

export const bulb = (i: number): Slot => ({ type: straightBulb(BULB_COLOURS[i]), role: `bulb-${i}` });
export const resistor = (value: number, role: string): NonNullable<Slot> => ({ type: 'resistor', ...mainValue('resistor', value), role });
export const closedSwitch = (role: string): NonNullable<Slot> => withOn('switch', true, role);
export const resistorExtra = (value: number): TrayExtra => ({ type: 'resistor', ...mainValue('resistor', value) });
export const wire: TrayExtra = { type: 'straight-wire' };

/** The star, when the goal asks for one: it goes in series so current must flow through it. */
export const star = (c: Concepts): Slot[] => (c.star ? [{ type: 'star', role: 'star' }] : []);
