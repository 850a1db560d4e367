// The one formatter of readings (docs/explanations.md "Numbers"): what a learner reads on goal cards,
// the overlay, the scope and in explanations.
import { describe, expect, it } from 'vitest';
import { formatCurrent, formatRange, formatResistance, formatVoltage, valueRuns } from './units';

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
  });

  it('resistances the SI way: number, space, prefix and Ω, at most three significant figures', () => {
    const cases: [number, string][] = [
      [330, '330 Ω'], [1000, '1 kΩ'], [1500, '1.5 kΩ'], [2200, '2.2 kΩ'], [4700, '4.7 kΩ'], [47000, '47 kΩ'],
      [1e6, '1 MΩ'], [2.5e6, '2.5 MΩ'], [1e9, '1 GΩ'], [4.7, '4.7 Ω'], [2000 / 3, '667 Ω'], [1234, '1.23 kΩ'],
      [12345, '12.3 kΩ'], [123456, '123 kΩ'], [999.7, '1 kΩ'], [999_700, '1 MΩ'], [0.47, '470 mΩ'], [0.001, '1 mΩ'], [0, '0 Ω'],
    ];
    for (const [ohms, text] of cases) expect(formatResistance(ohms)).toBe(text);
    expect(formatResistance(Number.NaN)).toBe('? Ω');
    for (const ohms of [1e-9, 3e-7, 0.0123, 1e12]) expect(formatResistance(ohms)).not.toMatch(/e/);
  });
});

describe('values kept whole on screen (valueRuns)', () => {
  it('cuts a prompt into runs with each value whole, and gives the text back unchanged', () => {
    const prompt = 'Ohm’s law: I = V ÷ R. Use two resistors in series so that 1 mA flows from the 9 V battery (9 V ÷ 1 mA = 9 kΩ).';
    const runs = valueRuns(prompt);
    expect(runs.filter((run) => run.value).map((run) => run.text)).toEqual(['1 mA', '9 V', '9 V', '1 mA', '9 kΩ']);
    expect(runs.map((run) => run.text).join('')).toBe(prompt);
  });
  it('leaves text without a value, and a spec message, as one plain run', () => {
    const spec = "Incorrect. No matching 'resistor' with value '2000' found in the answer.";
    expect(valueRuns(spec)).toEqual([{ text: spec, value: false }]);
    expect(valueRuns('5. A meter measures current')).toEqual([{ text: '5. A meter measures current', value: false }]);
    expect(valueRuns('2.2 kΩ')).toEqual([{ text: '2.2 kΩ', value: true }]);
  });
});
