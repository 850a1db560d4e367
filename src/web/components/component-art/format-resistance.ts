// The value label printed on resistors. Learners read '2.2k Ω' on the part, the same form the
// course text uses; whole thousands drop the '.0'.

/** '330 Ω', '1k Ω', '2.2k Ω', '1M Ω' (one decimal, trailing '.0' dropped). */
export function formatResistance(ohms: number): string {
  if (!Number.isFinite(ohms)) return '? Ω';
  const abs = Math.abs(ohms);
  if (abs >= 1e6) return `${oneDecimal(ohms / 1e6)}M Ω`;
  if (abs >= 1000) return `${oneDecimal(ohms / 1000)}k Ω`;
  return `${oneDecimal(ohms)} Ω`;
}

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
