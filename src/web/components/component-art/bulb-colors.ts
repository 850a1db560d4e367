// Colours of the three light families, shared by both art styles so a red bulb is the same red in
// the illustrated and the schematic view. Which colour and which sides a light has come from the catalogue.
import { componentDefinition, lightOf, type ComponentType, type Side } from '../../../engine/index';

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

/** The colour family of a light type, or null for other parts. */
export function bulbColor(type: ComponentType): BulbColor | null {
  return lightOf(type)?.colour ?? null;
}

/** Which edges a bulb's leads reach at rotation 0: its anode side and its cathode side (pins 0 and 1). */
export function bulbSides(type: ComponentType): { anode: Side; cathode: Side } {
  const [anode, cathode] = componentDefinition(type).sides;
  return { anode, cathode };
}
