// Scope readouts as spec section 9 fixes them: voltage to one decimal, current in mA rounded, time in
// seconds to one decimal; and how much of a recording has "happened" after a playback time.
import type { ProbeData } from '../../../engine/types';

export const SCOPE_VOLTAGE_COLOUR = '#7b3fe4';
export const SCOPE_CURRENT_COLOUR = '#0f9d8a';

export const formatVoltage = (volts: number) => `${volts.toFixed(1)} V`;
export const formatCurrent = (amps: number) => `${Math.round(amps * 1000)} mA`;
export const formatTime = (seconds: number) => `${seconds.toFixed(1)} s`;

export function hasScopeData(data: ProbeData | null | undefined): data is ProbeData {
  if (!data || data.time.length === 0) return false;
  return data.vdiff.some((v) => v !== null) || data.current.some((i) => i !== null);
}

/** Number of samples whose time stamp has passed after `elapsedS` of real-time playback (at least 1). */
export function samplesShown(time: readonly number[], elapsedS: number): number {
  let count = 0;
  while (count < time.length && time[count] <= elapsedS) count++;
  return Math.max(1, count);
}
