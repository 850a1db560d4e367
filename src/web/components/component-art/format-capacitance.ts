// The value label printed on capacitors: the author's number with a tidy unit ('10000 µF').

/**
 * '10000uF' → '10000 µF', '4.7mF' → '4.7 mF', 0.01 (farads) → '10000 µF'. A string keeps the
 * number the author wrote; a number of farads is shown in the unit a kit would print.
 */
export function formatCapacitance(value: string | number | undefined): string {
  if (value === undefined || value === '') return '10000 µF';
  if (typeof value === 'number') return faradsLabel(value);
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[-+]?\d+)?)\s*([pnuµμm]?)\s*F?\s*$/i.exec(value);
  if (!match) return value;
  const prefix = match[2] === 'u' || match[2] === 'μ' ? 'µ' : match[2];
  return `${match[1]} ${prefix}F`;
}

function faradsLabel(farads: number): string {
  if (!Number.isFinite(farads) || farads <= 0) return '? F';
  const units: [string, number][] = [['F', 1], ['µF', 1e-6], ['nF', 1e-9], ['pF', 1e-12]];
  // µF covers 1 µF up to 1 F exclusive: kits print '10000 µF', not '10 mF'.
  const [unit, scale] = units.find(([, s]) => farads >= s) ?? units[units.length - 1];
  const n = farads / scale;
  const text = Number(n.toPrecision(4)).toString();
  return `${text} ${unit}`;
}
