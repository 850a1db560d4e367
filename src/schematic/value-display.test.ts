// Value display: Nk Ω for multiples of 1000, plain ohms otherwise, volts for batteries.
import { describe, expect, it } from 'vitest';
import { describePart, formatPartValue, formatResistance } from './value-display';

describe('value display', () => {
  it('shows multiples of 1000 ohms as Nk Ω', () => {
    expect(formatResistance(2000)).toBe('2k Ω');
    expect(formatResistance(1000)).toBe('1k Ω');
    expect(formatResistance(10000)).toBe('10k Ω');
  });
  it('shows other resistances in plain ohms', () => {
    expect(formatResistance(330)).toBe('330 Ω');
    expect(formatResistance(1500)).toBe('1500 Ω');
  });
  it('shows batteries in volts', () => {
    expect(formatPartValue('battery', 9)).toBe('9 V');
    expect(describePart('resistor', 4000)).toBe('resistor 4k Ω');
  });
});
