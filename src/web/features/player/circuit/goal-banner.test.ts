// The goal banner names every goal bulb's colour and wanted status, in goal order.
import { describe, expect, it } from 'vitest';
import { goalBannerText, scenarioBannerText } from './goal-banner';

describe('goal banner', () => {
  it('fills the parentheses with colour and status', () => {
    expect(goalBannerText([{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'OFF' }])).toBe(
      'Create a circuit to match the bulbs (red ON, green OFF) below:',
    );
  });
  it('names a DIM goal too', () => {
    expect(goalBannerText([{ type: 'yellow-bulb', status: 'DIM' }])).toBe('Create a circuit to match the bulbs (yellow DIM) below:');
  });
  it('names a measurement goal after the bulbs, in the learner\'s units', () => {
    expect(goalBannerText([{ type: 'red-bulb', status: 'ON' }, { probe: 'current', min: 0.02, max: 0.026 }])).toBe(
      'Create a circuit to match the bulbs (red ON) below, where the current probe reads between 20 and 26 mA:',
    );
  });
});

describe('the scenario goal sentence', () => {
  it('names how many scenarios the one circuit must pass', () => {
    expect(scenarioBannerText(3)).toBe('Your circuit must pass all 3 scenarios:');
  });
});
