// Engine feedback lines shown to learners name bulbs in words, without changing anything else.
import { describe, expect, it } from 'vitest';
import { readableDetail } from './readable-details';

describe('readableDetail', () => {
  it('turns bulb type ids into words', () => {
    expect(readableDetail('The red-bulb is currently OFF but should be ON.')).toBe('The red bulb is currently OFF but should be ON.');
    expect(readableDetail('The green-bulb-straight is currently DIM but should be ON.')).toBe('The green bulb is currently DIM but should be ON.');
  });

  it('leaves every other line untouched', () => {
    const line = 'The red and yellow bulbs are off because there is no current flowing through them. Ensure all components are connected in a closed loop.';
    expect(readableDetail(line)).toBe(line);
    expect(readableDetail('Check if all switches are closed to allow current to flow.')).toBe('Check if all switches are closed to allow current to flow.');
  });
});
