// The grid text (docs/engine.md "Grid text"): every cell has one token and reads back as itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOfToken, gridFromText, textOfGrid, tokenOfCell } from './grid-text';
import { COMPONENT_TYPES, type Cell, type ComponentType, type Rotation } from './types';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];

/** Values a cell of this type may carry, each maybe unset, within the engine's limits. */
function valuesOf(type: ComponentType): fc.Arbitrary<Partial<Cell>> {
  const ohms = fc.oneof(fc.constantFrom(100, 330, 4700), fc.double({ min: 1e-3, max: 1e9, noNaN: true }));
  switch (type) {
    case 'resistor':
      return fc.record({ resistanceValue: ohms, fault: fc.constantFrom('open' as const, 'short' as const), faultValue: ohms }, { requiredKeys: [] });
    case 'capacitor':
      return fc.record(
        { capacitance: fc.oneof(fc.constantFrom('10000uF', '4.7mF', '470 uF', ' 1nF', '0.01'), fc.double({ min: 1e-12, max: 10, noNaN: true })) },
        { requiredKeys: [] },
      );
    case 'potentiometer':
      return fc.record({ resistanceValue: fc.double({ min: 100, max: 1e6, noNaN: true }), position: fc.double({ min: 0, max: 1, noNaN: true }) }, { requiredKeys: [] });
    case 'switch':
      return fc.record({ isOn: fc.boolean() }, { requiredKeys: [] });
    case 'push-button':
      return fc.record({ pressed: fc.boolean() }, { requiredKeys: [] });
    case 'battery':
      return fc.record({ fault: fc.constantFrom('open' as const, 'short' as const, 'flat' as const) }, { requiredKeys: [] });
    default:
      return fc.record({ fault: fc.constantFrom('open' as const, 'short' as const) }, { requiredKeys: [] });
  }
}

const cell: fc.Arbitrary<Cell> = fc
  .tuple(fc.constantFrom(...COMPONENT_TYPES), fc.constantFrom(...ROTATIONS))
  .chain(([type, rotation]) => valuesOf(type).map((values) => ({ type, rotation, ...values })));

const grid = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }))
  .chain(([rows, cols]) => fc.array(fc.array(fc.option(cell, { nil: null }), { minLength: 1, maxLength: cols }), { minLength: rows, maxLength: rows }));

describe('grid text', () => {
  it('reads back every grid it writes: every type, rotation and value', () => {
    fc.assert(
      fc.property(grid, (g) => {
        expect(gridFromText(textOfGrid(g))).toStrictEqual(g);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every type in every rotation a token of its own', () => {
    const tokens = COMPONENT_TYPES.flatMap((type) => ROTATIONS.map((rotation) => tokenOfCell({ type, rotation })));
    expect(new Set(tokens).size).toBe(COMPONENT_TYPES.length * 4);
    for (const token of tokens) expect(tokenOfCell(cellOfToken(token))).toBe(token);
  });

  it('keeps the course tokens meaning what they meant', () => {
    expect(gridFromText('┌ B R330 ─ ┐\n└ A * r┘ .')).toStrictEqual([
      [
        { type: 'corner-wire', rotation: 270 },
        { type: 'battery', rotation: 0 },
        { type: 'resistor', rotation: 0, resistanceValue: 330 },
        { type: 'straight-wire', rotation: 90 },
        { type: 'corner-wire', rotation: 0 },
      ],
      [{ type: 'corner-wire', rotation: 180 }, { type: 'probe-current', rotation: 0 }, { type: 'star', rotation: 0 }, { type: 'red-bulb', rotation: 180 }, null],
    ]);
    expect(cellOfToken('B<')).toStrictEqual({ type: 'battery', rotation: 180 });
    expect(cellOfToken('D>')).toStrictEqual({ type: 'diode', rotation: 180 });
    expect(cellOfToken('gL<')).toStrictEqual({ type: 'green-led', rotation: 0 });
    expect(cellOfToken('S1|')).toStrictEqual({ type: 'switch', rotation: 90, isOn: true });
    expect(cellOfToken('T*')).toStrictEqual({ type: 'push-button', rotation: 0, pressed: true });
    expect(cellOfToken('K10000^@0.25')).toStrictEqual({ type: 'potentiometer', rotation: 180, resistanceValue: 10000, position: 0.25 });
    expect(cellOfToken('C|:4700uF')).toStrictEqual({ type: 'capacitor', rotation: 90, capacitance: '4700uF' });
    expect(cellOfToken('y─')).toStrictEqual({ type: 'yellow-bulb', rotation: 90 });
  });

  it('reads rows of any length as they are (the engine judges the grid)', () => {
    expect(gridFromText(['B ┐', 'r┘'])).toStrictEqual([[{ type: 'battery', rotation: 0 }, { type: 'corner-wire', rotation: 0 }], [{ type: 'red-bulb', rotation: 180 }]]);
    expect(textOfGrid([[null], [{ type: 'battery', rotation: 0 }, null]])).toBe('.\nB .');
  });

  it('writes the turns a type has no mark for after the mark of the same axis', () => {
    expect(tokenOfCell({ type: 'battery', rotation: 90 })).toBe('B/90');
    expect(tokenOfCell({ type: 'straight-wire', rotation: 270 })).toBe('─/270');
    expect(tokenOfCell({ type: 'resistor', rotation: 270, resistanceValue: 330 })).toBe('R330|/270');
    expect(tokenOfCell({ type: 'red-led', rotation: 90 })).toBe('rL^');
    expect(tokenOfCell({ type: 'resistor', rotation: 0, resistanceValue: 330, fault: 'short' })).toBe('R330!short');
    expect(tokenOfCell({ type: 'capacitor', rotation: 0, capacitance: 0.01 })).toBe('C=0.01');
  });

  it('refuses a token it does not know, a second spelling of a cell and a value the type lacks', () => {
    expect(() => cellOfToken('Q1000')).toThrow("unknown token 'Q1000'");
    expect(() => cellOfToken('│/270')).toThrow("write '─/270', not '│/270'");
    expect(() => cellOfToken('B</0')).toThrow("write 'B', not 'B</0'");
    expect(() => cellOfToken('R0330')).toThrow("write 'R330', not 'R0330'");
    expect(() => cellOfToken('K@.5')).toThrow("write 'K@0.5', not 'K@.5'");
    expect(() => tokenOfCell({ type: 'battery', rotation: 0, resistanceValue: 5 })).toThrow('a battery has no resistanceValue');
  });
});
