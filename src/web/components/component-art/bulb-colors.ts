// Colours of the three bulb families, shared by both art styles so a red bulb is the same red in
// the illustrated and the schematic view. Which family and which variant a type is, too.
import type { ComponentType } from '../../../engine/types';

export type BulbColor = 'red' | 'yellow' | 'green';

export interface BulbPalette {
  /** The lit colour. */
  main: string;
  /** Darker edge of the lit glass. */
  deep: string;
  /** Pale centre of the lit glass. */
  pale: string;
  /** Unlit coloured glass: mostly grey with a hint of the colour. */
  off: string;
}

export const BULB_PALETTES: Record<BulbColor, BulbPalette> = {
  red: { main: '#ff3b3b', deep: '#c01818', pale: '#ffd6d2', off: '#e7b9b9' },
  yellow: { main: '#ffcc12', deep: '#d98e00', pale: '#fff6c4', off: '#e8d9a0' },
  green: { main: '#22d36f', deep: '#0f8f47', pale: '#ccf8de', off: '#b3dcc3' },
};

/** The colour family of a bulb type, or null for other parts. */
export function bulbColor(type: ComponentType): BulbColor | null {
  if (type.startsWith('red-bulb')) return 'red';
  if (type.startsWith('yellow-bulb')) return 'yellow';
  if (type.startsWith('green-bulb')) return 'green';
  return null;
}

/**
 * Which edges a bulb's leads reach at rotation 0 (engine-contract.md): the anode side and the
 * cathode side.
 */
export function bulbSides(type: ComponentType): { anode: 'right' | 'top' | 'left'; cathode: 'bottom' | 'right' } {
  if (type.endsWith('-straight')) return { anode: 'left', cathode: 'right' };
  if (type === 'yellow-bulb') return { anode: 'top', cathode: 'bottom' };
  return { anode: 'right', cathode: 'bottom' };
}
