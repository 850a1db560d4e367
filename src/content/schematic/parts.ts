// Shorthand for the bundled questions' parts: the 9 V battery of docs/product.md "Numbers", resistors by ohms, a meter.
import type { AnswerPart } from '../../schematic';

export const battery = (id = 'b1'): AnswerPart => ({ id, type: 'battery', value: 9 });
export const resistor = (id: string, ohms: number): AnswerPart => ({ id, type: 'resistor', value: ohms });
export const meter = (id = 'm1'): AnswerPart => ({ id, type: 'meter', value: 0 });

/** Toolbar parts get ids t1, t2, … so the page can tell two equal resistors apart. */
export function toolbar(...parts: AnswerPart[]): AnswerPart[] {
  return parts.map((part, index) => ({ ...part, id: `t${index + 1}` }));
}
