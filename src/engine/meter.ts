// The fault-finding meter (docs/engine.md "Readings and faults"): what a learner's meter shows for one
// part, rounded to the meter's resolution. The server's measure replies and the measurement planner
// both use this rounding, so two faults the meter cannot tell apart count as the same reading.

/** Volts are shown to 0.01 V. */
export const METER_VOLT_STEP = 0.01;
/** Amps are shown to 0.1 mA. */
export const METER_AMP_STEP = 0.0001;

export interface MeterReading {
  /** Volts across the part's main terminals (magnitude). */
  voltage: number;
  /** Amps through the part (magnitude). */
  current: number;
}

function roundTo(value: number, step: number): number {
  const steps = Math.round(Math.abs(value) / step);
  // toFixed keeps 0.1 + 0.2 style noise out of the number a reply carries
  return Number((steps * step).toFixed(6));
}

/** A reading as the meter shows it. */
export function meterShows(reading: MeterReading): MeterReading {
  return { voltage: roundTo(reading.voltage, METER_VOLT_STEP), current: roundTo(reading.current, METER_AMP_STEP) };
}

/** One key per distinct meter display: equal keys are readings the learner cannot tell apart. */
export function meterKey(reading: MeterReading): string {
  const shown = meterShows(reading);
  return `${shown.voltage}V ${shown.current}A`;
}
