// How the fault screen names a part in the readings list and on the cards: its name and printed value
// ("Resistor 330 Ω") and where it sits ("row 2, column 3", counted from 1 as the grid's labels are).
import { displayName, valueLabel, type Cell, type ParamName } from '../../../../engine/index';

export function partName(cell: Pick<Cell, 'type' | ParamName>): string {
  const value = valueLabel(cell);
  return value ? `${displayName(cell.type)} ${value}` : displayName(cell.type);
}

export function partPlace(at: { row: number; col: number }): string {
  return `row ${at.row + 1}, column ${at.col + 1}`;
}
