// Component ids: type initial plus a same-type count from 1.
import { describe, expect, it } from 'vitest';
import { nextComponentId } from './ids';

describe('component ids', () => {
  it('is the type initial plus a count of same-type parts from 1', () => {
    expect(nextComponentId('resistor', [])).toBe('r1');
    expect(nextComponentId('resistor', [{ id: 'r1', type: 'resistor' }, { id: 'b1', type: 'battery' }])).toBe('r2');
    expect(nextComponentId('battery', [{ id: 'r1', type: 'resistor' }])).toBe('b1');
    expect(nextComponentId('meter', [])).toBe('m1');
  });
  it('skips an id that is already taken', () => {
    expect(nextComponentId('resistor', [{ id: 'r1', type: 'resistor' }, { id: 'r2', type: 'battery' }])).toBe('r3');
  });
});
