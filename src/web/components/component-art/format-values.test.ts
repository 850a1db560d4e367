// The value labels and colour bands printed on parts: what a learner reads must match the value.
import { describe, expect, it } from 'vitest';
import { formatCapacitance } from '../../../engine/components/capacitor';
import { formatResistance } from '../../../engine/units';
import { resistorBands } from './resistor-bands';

const BLACK = '#1b1b1b', BROWN = '#8b4a1c', RED = '#e53935', ORANGE = '#fb8c00', YELLOW = '#fdd835';
const GREEN = '#43a047', VIOLET = '#8e24aa', GOLD = '#d4a537';

describe('value labels', () => {
  it('writes ohms below 1000 as they are and thousands with k, one decimal', () => {
    expect(formatResistance(330)).toBe('330 Ω');
    expect(formatResistance(560)).toBe('560 Ω');
    expect(formatResistance(1000)).toBe('1 kΩ');
    expect(formatResistance(1500)).toBe('1.5 kΩ');
    expect(formatResistance(2200)).toBe('2.2 kΩ');
    expect(formatResistance(47000)).toBe('47 kΩ');
    expect(formatResistance(4.7)).toBe('4.7 Ω');
    expect(formatResistance(2_500_000)).toBe('2.5 MΩ');
  });

  it('keeps the capacitance the author wrote, with a tidy unit', () => {
    expect(formatCapacitance(undefined)).toBe('10000 µF');
    expect(formatCapacitance('10000uF')).toBe('10000 µF');
    expect(formatCapacitance('4.7mF')).toBe('4.7 mF');
    expect(formatCapacitance('100nF')).toBe('100 nF');
    expect(formatCapacitance('0.01')).toBe('0.01 F');
    expect(formatCapacitance(0.01)).toBe('10000 µF');
    expect(formatCapacitance(4.7e-9)).toBe('4.7 nF');
  });

  it('paints the standard colour code on resistors', () => {
    expect(resistorBands(330)).toEqual([ORANGE, ORANGE, BROWN, GOLD]);
    expect(resistorBands(2200)).toEqual([RED, RED, RED, GOLD]);
    expect(resistorBands(1000)).toEqual([BROWN, BLACK, RED, GOLD]);
    expect(resistorBands(560)).toEqual([GREEN, '#1e88e5', BROWN, GOLD]);
    expect(resistorBands(47)).toEqual([YELLOW, VIOLET, BLACK, GOLD]);
    expect(resistorBands(4.7)).toEqual([YELLOW, VIOLET, GOLD, GOLD]);
  });
});
