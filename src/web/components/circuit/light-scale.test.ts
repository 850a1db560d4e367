// The light slider as a learner moves it: each fifth of the track is ten times brighter, both ends are
// the sensor's limits, and the words match the engine's named levels (docs/engine.md).
import { describe, expect, it } from 'vitest';
import { lightLevel } from '../../../engine/components/ldr';
import { LIGHT_STEPS, lightText, lightWords, luxAtStep, stepOfLux } from './light-scale';

describe('light scale', () => {
  it('spans the sensor’s limits, ten times brighter every fifth of the track', () => {
    expect(luxAtStep(0, lightLevel)).toBe(1);
    expect(luxAtStep(LIGHT_STEPS, lightLevel)).toBe(100000);
    expect([20, 40, 60, 80].map((step) => luxAtStep(step, lightLevel))).toEqual([10, 100, 1000, 10000]);
    expect(luxAtStep(-5, lightLevel)).toBe(1);
    expect(luxAtStep(500, lightLevel)).toBe(100000);
  });

  it('finds the step of a level and back, the classroom’s 300 lux included', () => {
    // A step is 12 % brighter than the one before, so any level comes back within 6 %.
    for (const lux of [1, 10, 300, 1000, 4700, 100000]) expect(Math.abs(luxAtStep(stepOfLux(lux, lightLevel), lightLevel) / lux - 1)).toBeLessThan(0.07);
    expect(stepOfLux(lightLevel.default, lightLevel)).toBe(50);
    expect(stepOfLux(0, lightLevel)).toBe(0);
  });

  it('names the levels as a learner knows them', () => {
    expect([1, 10, 300, 1000, 5000, 100000].map(lightWords)).toEqual(['dark', 'dusk', 'classroom', 'daylight', 'daylight', 'sunlight']);
    expect(lightText(300)).toBe('classroom, 300 lux');
    expect(lightText(100000)).toBe('sunlight, 100,000 lux');
  });
});
