import { describe, expect, it } from 'vitest';
import { addReading, readingAt, readingText } from './readings-log';

const bulb = { row: 0, col: 1, part: 'Red bulb', voltage: 0, current: 0 };
const resistor = { row: 1, col: 1, part: 'Resistor 330 Ω', voltage: 9, current: 0 };

describe('the readings log', () => {
  it('keeps one line per part, newest first', () => {
    const log = addReading(addReading(addReading([], bulb), resistor), { ...bulb, voltage: 0.5 });
    expect(log.map((r) => [r.part, r.voltage])).toEqual([['Red bulb', 0.5], ['Resistor 330 Ω', 9]]);
    expect(readingAt(log, { row: 1, col: 1 })?.part).toBe('Resistor 330 Ω');
    expect(readingAt(log, { row: 2, col: 2 })).toBeUndefined();
  });
  it('formats with the units formatter (V, mA / µA)', () => {
    expect(readingText({ voltage: 8.012, current: 0.02432 })).toEqual({ across: '8.01 V', through: '24.3 mA' });
    expect(readingText({ voltage: 0, current: 0 })).toEqual({ across: '0 V', through: '0 mA' });
    expect(readingText({ voltage: 3, current: 0.00045 })).toEqual({ across: '3 V', through: '450 µA' });
  });
});
