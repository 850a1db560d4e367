// The one formatter of readings (docs/explanations.md "Numbers"): what a learner reads on goal cards,
// the overlay, the scope and in explanations.
import { describe, expect, it } from 'vitest';
import { formatCurrent, formatRange, formatResistance, formatVoltage } from './units';

describe('readings as a learner sees them', () => {
  it('currents in mA, µA under 1 mA, "0 mA" under 1 µA, never amps or exponents', () => {
    expect(formatCurrent(0.02432)).toBe('24.3 mA');
    expect(formatCurrent(0.2195)).toBe('220 mA');
    expect(formatCurrent(6.64)).toBe('6640 mA');
    expect(formatCurrent(0.00164)).toBe('1.64 mA');
    expect(formatCurrent(0.001)).toBe('1 mA');
    expect(formatCurrent(0.000452)).toBe('452 µA');
    expect(formatCurrent(0.0000071)).toBe('7.1 µA');
    expect(formatCurrent(9e-12)).toBe('0 mA');
    expect(formatCurrent(1e-15)).toBe('0 mA');
    for (const a of [1e-20, 3e-7, 2.5e-5, 0.5, 12, 1e4]) expect(formatCurrent(a)).not.toMatch(/e|\d A/);
  });

  it('voltages to at most two decimals, with their sign', () => {
    expect(formatVoltage(8.0123)).toBe('8.01 V');
    expect(formatVoltage(-8.0123)).toBe('-8.01 V');
    expect(formatVoltage(5.7)).toBe('5.7 V');
    expect(formatVoltage(9)).toBe('9 V');
    expect(formatVoltage(1e-12)).toBe('0 V');
    expect(formatVoltage(-1e-12)).toBe('0 V');
  });

  it('goal windows in the same rounding as their readings', () => {
    expect(formatRange('current', 0.01, 0.014)).toBe('between 10 and 14 mA');
    expect(formatRange('current', 0, 0.00001)).toBe('between 0 and 10 µA');
    expect(formatRange('voltage', 8, 9)).toBe('between 8 and 9 V');
    expect(formatResistance(330)).toBe('330 Ω');
    expect(formatResistance(2200)).toBe('2.2 kΩ');
  });
});
