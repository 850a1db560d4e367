// Accessible names for grid cells and tray items, e.g. 'Row 1, column 2: Resistor 330 Ω, rotated 90°'.
// Words and resistor values come from the component art's labels, so the grid says what the part shows.
import type { BulbState, Cell } from '../../../engine/types';
import { componentLabel, formatResistance } from '../component-art/component-art';

/** The piece itself: type, value, switch state, rotation and (for bulbs) its live state. */
export function describePiece(cell: Pick<Cell, 'type' | 'rotation' | 'isOn' | 'resistanceValue'>, bulbState?: BulbState): string {
  const parts = [componentLabel(cell.type)];
  if (cell.type === 'resistor') parts[0] += ` ${formatResistance(cell.resistanceValue ?? 330)}`;
  if (cell.type === 'switch') parts[0] += cell.isOn ? ' (on)' : ' (off)';
  if (bulbState) parts[0] += ` (${bulbState})`;
  if (cell.rotation) parts.push(`rotated ${cell.rotation}°`);
  return parts.join(', ');
}

export function describeCell(row: number, col: number, text: string | null): string {
  return `Row ${row + 1}, column ${col + 1}: ${text ?? 'empty'}`;
}
