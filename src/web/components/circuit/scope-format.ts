// Scope readouts: voltage and current in the one rounding every reading a learner sees shares
// (src/engine/units.ts: V to at most two decimals, mA / µA, never exponents), time in seconds to one
// decimal; and how much of a recording has "happened" after a playback time.
import { formatCurrent, formatVoltage, type ProbeData } from '../../../engine/index';

export { formatCurrent, formatVoltage };

export const SCOPE_VOLTAGE_COLOUR = '#7b3fe4';
export const SCOPE_CURRENT_COLOUR = '#0f9d8a';

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
