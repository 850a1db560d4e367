// The four-band colour code of a resistor value (two digits, multiplier, gold tolerance), so the
// illustrated resistor shows the bands a learner would read on a real part.

const DIGIT_COLORS = ['#1b1b1b', '#8b4a1c', '#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#9e9e9e', '#fafafa'];
const GOLD = '#d4a537';
const SILVER = '#c0c6cf';

/** Band colours for `ohms`, e.g. 330 → orange, orange, brown, gold. */
export function resistorBands(ohms: number): string[] {
  if (!Number.isFinite(ohms) || ohms <= 0) return [DIGIT_COLORS[0], DIGIT_COLORS[0], DIGIT_COLORS[0], GOLD];
  let exponent = Math.floor(Math.log10(ohms)) - 1;
  let digits = Math.round(ohms / 10 ** exponent);
  if (digits >= 100) {
    digits = Math.round(digits / 10);
    exponent += 1;
  }
  const first = Math.floor(digits / 10);
  const second = digits % 10;
  const multiplier = exponent === -1 ? GOLD : exponent === -2 ? SILVER : DIGIT_COLORS[Math.min(9, Math.max(0, exponent))];
  return [DIGIT_COLORS[first], DIGIT_COLORS[second], multiplier, GOLD];
}
