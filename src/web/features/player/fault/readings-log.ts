// The meter's notebook on the fault screen: one line per part measured, newest first, so a learner can
// compare readings side by side. The circuit never changes while they play, so touching a part again
// shows the line already there instead of spending another measurement (docs/journey.md "Fault finding").
import { formatCurrent, formatVoltage } from '../../../../engine/index';

export interface MeterReading {
  row: number;
  col: number;
  /** The part's name and value, e.g. "Resistor 330 Ω". */
  part: string;
  voltage: number;
  current: number;
}

export function sameCell(a: { row: number; col: number }, b: { row: number; col: number }): boolean {
  return a.row === b.row && a.col === b.col;
}

/** The reading already taken on this cell, if any. */
export function readingAt(log: readonly MeterReading[], at: { row: number; col: number }): MeterReading | undefined {
  return log.find((reading) => sameCell(reading, at));
}

/** The log with `reading` first (a part appears once). */
export function addReading(log: readonly MeterReading[], reading: MeterReading): MeterReading[] {
  return [reading, ...log.filter((old) => !sameCell(old, reading))];
}

/** The meter's two numbers in the project's one format: "9 V across · 0 mA through". */
export function readingText(reading: Pick<MeterReading, 'voltage' | 'current'>): { across: string; through: string } {
  return { across: formatVoltage(reading.voltage), through: formatCurrent(reading.current) };
}
