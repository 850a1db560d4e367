// Human names of the component types, used as accessible names of the art and as tray captions.
// One word list, so the tray, the grid and the info cards all call a part the same thing.
import type { ComponentType } from '../../../engine/types';

const LABELS: Record<ComponentType, string> = {
  battery: 'Battery',
  'straight-wire': 'Straight wire',
  'corner-wire': 'Corner wire',
  't-wire': 'T wire',
  star: 'Star',
  block: 'Block',
  switch: 'Switch',
  resistor: 'Resistor',
  capacitor: 'Capacitor',
  diode: 'Diode',
  mosfet: 'MOSFET',
  'red-bulb': 'Red bulb',
  'yellow-bulb': 'Yellow bulb',
  'green-bulb': 'Green bulb',
  'red-bulb-straight': 'Red bulb (straight)',
  'yellow-bulb-straight': 'Yellow bulb (straight)',
  'green-bulb-straight': 'Green bulb (straight)',
  probe: 'Probe',
  'probe-voltage-pos': 'Voltage probe (+)',
  'probe-voltage-neg': 'Voltage probe (−)',
  'probe-current': 'Current probe',
};

/** The friendly name of a component type, e.g. 'Battery', 'Red bulb', 'Current probe'. */
export function componentLabel(type: ComponentType): string {
  return LABELS[type] ?? type;
}
