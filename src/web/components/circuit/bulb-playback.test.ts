// A bulb behind a charging capacitor is ON at first and goes OFF later; plain circuits show the end state.
import { describe, expect, it } from 'vitest';
import { bulbsAt, changeTimes } from './bulb-playback';

describe('bulb playback', () => {
  const fading = {
    bulbs: { 'red-bulb': 'OFF' as const },
    bulbEvents: [
      { time: 0, bulb: 'red-bulb' as const, state: 'ON' as const },
      { time: 1.2, bulb: 'red-bulb' as const, state: 'DIM' as const },
      { time: 4.5, bulb: 'red-bulb' as const, state: 'OFF' as const },
    ],
  };

  it('replays the state at each moment', () => {
    expect(bulbsAt(fading, 0)).toEqual({ 'red-bulb': 'ON' });
    expect(bulbsAt(fading, 2)).toEqual({ 'red-bulb': 'DIM' });
    expect(bulbsAt(fading, 9)).toEqual({ 'red-bulb': 'OFF' });
    expect(changeTimes(fading)).toEqual([1.2, 4.5]);
  });

  it('has nothing to replay when every state is settled at t = 0', () => {
    expect(bulbsAt({ bulbs: { 'red-bulb': 'ON' }, bulbEvents: [{ time: 0, bulb: 'red-bulb', state: 'ON' }] }, 0)).toBeNull();
  });
});
