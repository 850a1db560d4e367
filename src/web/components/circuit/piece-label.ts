// Accessible names for grid cells and tray items, e.g. 'Row 1, column 2: Resistor 330 Ω, rotated 90°'.
// Names and value labels come from the catalogue, so the grid says what the part shows.
import { displayName, stateOf, tapOf, valueLabel, type BulbState, type Cell, type PieceValues } from '../../../engine/index';

/** The piece itself: type, value, switch state, rotation and (for bulbs) its live state. */
export function describePiece(cell: Pick<Cell, 'type' | 'rotation'> & PieceValues, bulbState?: BulbState): string {
  const value = valueLabel(cell);
  const parts = [value ? `${displayName(cell.type)} ${value}` : displayName(cell.type)];
  if (tapOf(cell.type) === 'toggle') parts[0] += stateOf(cell) ? ' (on)' : ' (off)';
  if (bulbState) parts[0] += ` (${bulbState})`;
  if (cell.rotation) parts.push(`rotated ${cell.rotation}°`);
  return parts.join(', ');
}

export function describeCell(row: number, col: number, text: string | null): string {
  return `Row ${row + 1}, column ${col + 1}: ${text ?? 'empty'}`;
}
