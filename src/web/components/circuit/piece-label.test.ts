// Every grid cell and tray part has a spoken name that says what it is, its value, state and turn.
import { describe, expect, it } from 'vitest';
import { describeCell, describePiece } from './piece-label';

describe('accessible names', () => {
  it('names a resistor with its value and rotation', () => {
    expect(describeCell(0, 1, describePiece({ type: 'resistor', rotation: 90, resistanceValue: 330 }))).toBe('Row 1, column 2: Resistor 330 Ω, rotated 90°');
  });
  it('writes kilo-ohms the way the part shows them', () => {
    expect(describePiece({ type: 'resistor', rotation: 0, resistanceValue: 2000 })).toBe('Resistor 2 kΩ');
  });
  it('says whether a switch is on and what a bulb shows', () => {
    expect(describePiece({ type: 'switch', rotation: 0, isOn: true })).toBe('Switch (on)');
    expect(describePiece({ type: 'red-bulb', rotation: 180 }, 'EXPLODED')).toBe('Red bulb (EXPLODED), rotated 180°');
  });
  it('names an empty cell', () => {
    expect(describeCell(2, 3, null)).toBe('Row 3, column 4: empty');
  });
});
