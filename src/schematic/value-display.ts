// How part values read on the schematic game's toolbar and grid (docs/product.md "Rules and their texts",
// Value display): a resistor reads as the circuit grid's resistor part prints itself ("2 kΩ", "2.2 kΩ",
// "330 Ω": the engine's one formatter), so the two games never write the same value two ways; batteries read N V.
import { formatResistance } from '../engine/index';
import type { SchematicPartType } from './types';

export { formatResistance };

export function formatPartValue(type: SchematicPartType, value: number): string {
  if (type === 'resistor') return formatResistance(value);
  if (type === 'battery') return `${value} V`;
  return 'A';
}

/** The name a screen reader hears for a part, e.g. "resistor 2 kΩ". */
export function describePart(type: SchematicPartType, value: number): string {
  return type === 'meter' ? 'meter' : `${type} ${formatPartValue(type, value)}`;
}
