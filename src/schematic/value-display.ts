// How part values read on the schematic game's toolbar and grid (docs/product.md "Rules and their texts",
// Value display): a resistor reads as the circuit grid's resistor part prints itself ("2 kΩ", "2.2 kΩ",
// "330 Ω": the engine's one formatter), so the two games never write the same value two ways; batteries read N V.
import { formatResistance } from '../engine/units';
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

/** A value as the game writes one: a number, a space and a unit ("9 kΩ", "1 mA", "9 V"). */
const VALUE = /\d+(?:\.\d+)?[ \u00a0](?:[kMG]?Ω|[mµ]?A|V)(?![\p{L}\d])/gu;

export interface TextRun {
  text: string;
  /** A value whose number and unit must stay on one line. */
  value: boolean;
}

/**
 * A text cut into runs, each value a run of its own, so a screen can keep every value whole on a
 * narrow phone ("9" at a line's end and "kΩ" on the next reads as two things). The text is unchanged:
 * the runs joined give it back, spec messages included.
 */
export function valueRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(VALUE)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), value: false });
    runs.push({ text: match[0], value: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), value: false });
  return runs;
}
