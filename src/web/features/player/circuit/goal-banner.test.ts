// The goal banner names every goal bulb's colour and wanted status, in goal order.
import { describe, expect, it } from 'vitest';
import { goalBannerText } from './goal-banner';

describe('goal banner', () => {
  it('fills the parentheses with colour and status', () => {
    expect(goalBannerText([{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'OFF' }])).toBe(
      'Create a circuit to match the bulbs (red ON, green OFF) below:',
    );
  });
  it('names a DIM goal too', () => {
    expect(goalBannerText([{ type: 'yellow-bulb', status: 'DIM' }])).toBe('Create a circuit to match the bulbs (yellow DIM) below:');
  });
});
