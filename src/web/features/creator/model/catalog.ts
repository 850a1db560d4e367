// The level creator's catalog (spec section 9 "Creator catalog counts"): every component type, with how
// many of it one level may use in total — on the grid plus in the learner's inventory. A battery, each
// bulb, the star and each probe are single; wires, resistors, switches and the rest are unlimited.
import { BULB_TYPES, PROBE_TYPES, type ComponentType } from '../../../../engine/types';

const SINGLE = new Set<ComponentType>(['battery', 'star', ...BULB_TYPES, ...PROBE_TYPES]);

/** Catalog order: the parts a circuit needs first, then bulbs, then the rarer parts and probes. */
export const CATALOG_TYPES: readonly ComponentType[] = [
  'battery',
  'straight-wire',
  'corner-wire',
  't-wire',
  'resistor',
  'switch',
  ...BULB_TYPES,
  'star',
  'block',
  'diode',
  'capacitor',
  'mosfet',
  ...PROBE_TYPES,
];

/** How many of `type` a level may hold in total (Infinity = unlimited). */
export function catalogLimit(type: ComponentType): number {
  return SINGLE.has(type) ? 1 : Infinity;
}

/** Spec section 9: the catalog strip pages by tiles 94 px wide with a 10 px gap. */
export const CATALOG_TILE_WIDTH = 94;
export const CATALOG_TILE_GAP = 10;

/** How many whole tiles fit in `width` pixels (at least one). */
export function tilesPerPage(width: number): number {
  return Math.max(1, Math.floor((width + CATALOG_TILE_GAP) / (CATALOG_TILE_WIDTH + CATALOG_TILE_GAP)));
}

/** Spec section 9: the resistor presets of the creator's resistor popup, in ohms. */
export const RESISTOR_PRESETS = [100, 120, 150, 180, 220, 270, 330, 390, 470, 560, 680, 820] as const;
export const DEFAULT_RESISTANCE = 330;

/**
 * Spec section 5 "Resistor popup": a custom value, when entered, overrides the chosen preset; with
 * neither, the value is the initial value or 330. Returns null for a custom entry that is not a
 * positive number (the popup then shows an error instead of saving).
 */
export function chosenResistance(custom: string, preset: number | null, initial: number | undefined): number | null {
  const text = custom.trim();
  if (text) {
    const value = Number(text);
    return Number.isFinite(value) && value > 0 && value <= 1e9 ? value : null;
  }
  return preset ?? initial ?? DEFAULT_RESISTANCE;
}
