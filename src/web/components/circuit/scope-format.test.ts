// The scope's readouts and real-time playback.
import { describe, expect, it } from 'vitest';
import { formatCurrent, formatTime, formatVoltage, hasScopeData, samplesShown } from './scope-format';

describe('scope readouts', () => {
  it('shows volts to at most two decimals, currents in mA or µA without exponents, seconds to one decimal', () => {
    expect(formatVoltage(8.127)).toBe('8.13 V');
    expect(formatVoltage(-8.01)).toBe('-8.01 V');
    expect(formatCurrent(0.02432)).toBe('24.3 mA');
    expect(formatCurrent(0.00164)).toBe('1.64 mA');
    expect(formatCurrent(9e-12)).toBe('0 mA');
    expect(formatCurrent(4.5e-4)).toBe('450 µA');
    expect(formatTime(2.35)).toBe('2.4 s');
  });

  it('has no data without a probe reading', () => {
    expect(hasScopeData(null)).toBe(false);
    expect(hasScopeData({ time: [0, 1], vdiff: [null, null], current: [null, null] })).toBe(false);
    expect(hasScopeData({ time: [0, 1], vdiff: [null, null], current: [0.01, 0.02] })).toBe(true);
  });

  it('plays back on the time stamps: only samples already reached are drawn', () => {
    const time = [0, 0.5, 1, 1.5, 2];
    expect(samplesShown(time, 0)).toBe(1);
    expect(samplesShown(time, 1.2)).toBe(3);
    expect(samplesShown(time, 10)).toBe(5);
  });
});
