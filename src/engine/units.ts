// The one way a learner sees a reading (docs/explanations.md, "Numbers"): currents in mA (µA under
// 1 mA, "0 mA" under 1 µA, never amps), voltages in V to at most two decimals, resistances in Ω / kΩ /
// MΩ to three significant figures, never exponent notation. Goal cards, the overlay, the scope and the
// explanations all use these; part labels use formatResistance too.

/** Below this a current reads "0 mA": 1 µA. */
export const SMALLEST_CURRENT_A = 1e-6;

/** Plain decimal text with at most `decimals` decimals and no trailing zeros: never "1e-9". */
function decimal(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** Three significant figures, two decimals at most: 24.3 · 1.64 · 0.45 · 219 · 6640. */
function figures(value: number): string {
  const a = Math.abs(value);
  const decimals = a >= 99.95 ? 0 : a >= 9.995 ? 1 : 2;
  return decimal(value, decimals);
}

/** The number of a current in the unit currentUnit() gives: 24, 1.6, 450. */
export function currentNumber(amps: number): string {
  const a = Math.abs(amps);
  if (a < SMALLEST_CURRENT_A) return '0';
  return a < 1e-3 ? figures(amps * 1e6) : figures(amps * 1e3);
}

export function currentUnit(amps: number): 'mA' | 'µA' {
  const a = Math.abs(amps);
  return a >= SMALLEST_CURRENT_A && a < 1e-3 ? 'µA' : 'mA';
}

/** "24 mA", "1.6 mA", "450 µA", "0 mA", "6600 mA" (the sign is kept). */
export function formatCurrent(amps: number): string {
  return `${currentNumber(amps)} ${currentUnit(amps)}`;
}

/** "8.01 V", "-8.01 V", "4.5 V", "0 V": at most two decimals. */
export function formatVoltage(volts: number): string {
  return `${decimal(volts, 2)} V`;
}

/** Resistance prefixes, largest first: a value reads in the largest one it reaches. */
const OHM_PREFIXES: readonly [number, string][] = [[1e9, 'GΩ'], [1e6, 'MΩ'], [1e3, 'kΩ'], [1, 'Ω'], [1e-3, 'mΩ']];

/**
 * The one way the app writes a resistance (docs/explanations.md "Numbers"): the number, a space, the SI
 * prefix and Ω, at most three significant figures without trailing zeros: "330 Ω", "1 kΩ", "2.2 kΩ",
 * "1.5 kΩ", "667 Ω", "4.7 kΩ", "1 MΩ". Part labels, the schematic game, the creator, explanations and
 * the course's number check all write it with this.
 */
export function formatResistance(ohms: number): string {
  if (!Number.isFinite(ohms)) return '? Ω';
  // Round first, so 999.7 Ω reads "1 kΩ", not "1000 Ω".
  const rounded = Number(ohms.toPrecision(3));
  const [scale, unit] = OHM_PREFIXES.find(([size]) => Math.abs(rounded) >= size) ?? [1, 'Ω'];
  const scaled = Number((rounded / scale).toPrecision(3));
  // Under 1 mΩ (never a part's value) rounds to "0 Ω" rather than an exponent.
  return scale === 1 && Math.abs(rounded) < 1e-3 ? '0 Ω' : `${decimal(scaled, 3)} ${unit}`;
}

/** A goal window in the same rounding as its readings: "between 10 and 14 mA", "between 8 and 9 V". */
export function formatRange(quantity: 'current' | 'voltage', min: number, max: number): string {
  if (quantity === 'voltage') return `between ${decimal(min, 2)} and ${formatVoltage(max)}`;
  const unit = Math.abs(max) < 1e-3 ? 'µA' : 'mA';
  const n = (a: number) => (a === 0 ? '0' : unit === 'µA' ? figures(a * 1e6) : decimal(a * 1e3, 2));
  return `between ${n(min)} and ${n(max)} ${unit}`;
}

/** A value as these formatters write one: a number, a space and a unit ("9 kΩ", "1 mA", "9 V"). */
const VALUE = /\d+(?:\.\d+)?[ \u00a0](?:[kMG]?Ω|[mµ]?A|V)(?![\p{L}\d])/gu;

export interface TextRun {
  text: string;
  /** A value whose number and unit must stay on one line. */
  value: boolean;
}

/**
 * A text cut into runs, each value a run of its own, so a screen can keep every value whole on a
 * narrow phone ("9" at a line's end and "kΩ" on the next reads as two things). The text is unchanged:
 * the runs joined give it back, spec messages included.
 */
export function valueRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(VALUE)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), value: false });
    runs.push({ text: match[0], value: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), value: false });
  return runs;
}
