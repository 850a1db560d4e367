// Value display: a schematic resistor reads as the circuit grid's resistor part labels itself; "N kΩ"
// for multiples of 1000 (the rule the game's values follow), volts for batteries.
import { describe, expect, it } from 'vitest';
import { resistance } from '../engine/components/resistor';
import { describePart, formatPartValue } from './value-display';

describe('value display', () => {
  it('shows multiples of 1000 ohms as N kΩ', () => {
    expect(formatPartValue('resistor', 2000)).toBe('2 kΩ');
    expect(formatPartValue('resistor', 1000)).toBe('1 kΩ');
    expect(formatPartValue('resistor', 10000)).toBe('10 kΩ');
    expect(formatPartValue('resistor', 330)).toBe('330 Ω');
  });
  it('writes every value the way the circuit grid labels its resistor part', () => {
    for (const ohms of [4.7, 330, 1000, 1500, 2200, 4000, 47000, 1_000_000]) {
      expect(formatPartValue('resistor', ohms)).toBe(resistance.label?.(ohms));
    }
  });
  it('shows batteries in volts', () => {
    expect(formatPartValue('battery', 9)).toBe('9 V');
    expect(describePart('resistor', 4000)).toBe('resistor 4 kΩ');
  });
});
