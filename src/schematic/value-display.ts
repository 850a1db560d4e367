// How part values read on the toolbar and the grid (docs/product.md "Rules and their texts", Value display): resistor values that are
// multiples of 1000 show as Nk Ω, others as N Ω; batteries show N V.
import type { SchematicPartType } from './types';

export function formatResistance(ohms: number): string {
  if (ohms !== 0 && ohms % 1000 === 0) return `${ohms / 1000}k Ω`;
  return `${ohms} Ω`;
}

export function formatPartValue(type: SchematicPartType, value: number): string {
  if (type === 'resistor') return formatResistance(value);
  if (type === 'battery') return `${value} V`;
  return 'A';
}

/** The name a screen reader hears for a part, e.g. "resistor 2k Ω". */
export function describePart(type: SchematicPartType, value: number): string {
  return type === 'meter' ? 'meter' : `${type} ${formatPartValue(type, value)}`;
}
