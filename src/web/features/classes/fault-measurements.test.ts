import { describe, expect, it } from 'vitest';
import { measurementsText } from './fault-measurements';

describe('measurementsText', () => {
  it('shows the measurements used beside the fewest possible', () => {
    expect(measurementsText({ measurementsUsed: 3, fewestMeasurements: 2 })).toBe('3 (fewest 2)');
  });
  it('shows a dash for a fault exercise not tried yet, and for other exercises', () => {
    expect(measurementsText({ measurementsUsed: null, fewestMeasurements: 2 })).toBe('— (fewest 2)');
    expect(measurementsText({})).toBe('—');
  });
});
