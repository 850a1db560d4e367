// Dropping parts: accepted types, free cells only, ids, and auto-connection with a left/right neighbour.
import { describe, expect, it } from 'vitest';
import { canDrop, dropPart } from './drop';
import type { Circuit } from './types';

const grid = { columns: 6, rows: 2 };
const empty: Circuit = { components: [], lines: [] };

describe('dropping parts', () => {
  it('accepts only resistor, battery and meter', () => {
    expect(canDrop(empty, { type: 'resistor', value: 1000 }, 0, 0, grid)).toBe(true);
    expect(canDrop(empty, { type: 'battery', value: 9 }, 0, 0, grid)).toBe(true);
    expect(canDrop(empty, { type: 'meter', value: 0 }, 0, 0, grid)).toBe(true);
    expect(canDrop(empty, { type: 'switch', value: 0 }, 0, 0, grid)).toBe(false);
    expect(canDrop(empty, { type: 'red-bulb', value: 0 }, 0, 0, grid)).toBe(false);
  });

  it('refuses an occupied cell and a cell outside the grid', () => {
    const placed = dropPart(empty, { type: 'battery', value: 9 }, 1, 0, grid);
    expect(placed).not.toBeNull();
    expect(canDrop(placed!.circuit, { type: 'resistor', value: 1000 }, 1, 0, grid)).toBe(false);
    expect(canDrop(empty, { type: 'resistor', value: 1000 }, 6, 0, grid)).toBe(false);
    expect(canDrop(empty, { type: 'resistor', value: 1000 }, 0, 2, grid)).toBe(false);
    expect(canDrop(empty, { type: 'resistor', value: 1000 }, -1, 0, grid)).toBe(false);
  });

  it('gives the dropped part its id, ports and cell', () => {
    const result = dropPart(empty, { type: 'resistor', value: 2000 }, 3, 1, grid)!;
    expect(result.component).toMatchObject({ id: 'r1', type: 'resistor', value: 2000, numberOfPorts: 2, x: 3, y: 1, rotation: 0, connections: [] });
    expect(result.circuit.lines).toHaveLength(0);
  });

  it('auto-connects a part dropped right of another, output to input, with a wire', () => {
    const first = dropPart(empty, { type: 'battery', value: 9 }, 0, 0, grid)!;
    const second = dropPart(first.circuit, { type: 'resistor', value: 1000 }, 1, 0, grid)!;
    const [battery, resistor] = second.circuit.components;
    expect(battery.connections).toEqual([{ portId: 'output', connectedToComponentId: 'r1', connectedToPortId: 'input' }]);
    expect(resistor.connections).toEqual([{ portId: 'input', connectedToComponentId: 'b1', connectedToPortId: 'output' }]);
    expect(second.circuit.lines).toHaveLength(1);
    expect(second.circuit.lines[0]).toMatchObject({ from: { componentId: 'b1', portId: 'output' }, to: { componentId: 'r1', portId: 'input' } });
    expect(second.circuit.lines[0].segments).toHaveLength(1);
  });

  it('auto-connects a part dropped left of another, its output to the neighbour input', () => {
    const first = dropPart(empty, { type: 'resistor', value: 1000 }, 2, 0, grid)!;
    const second = dropPart(first.circuit, { type: 'battery', value: 9 }, 1, 0, grid)!;
    expect(second.circuit.lines[0]).toMatchObject({ from: { componentId: 'b1', portId: 'output' }, to: { componentId: 'r1', portId: 'input' } });
  });

  it('joins both neighbours when dropped between two parts', () => {
    let circuit = dropPart(empty, { type: 'battery', value: 9 }, 0, 0, grid)!.circuit;
    circuit = dropPart(circuit, { type: 'resistor', value: 2000 }, 2, 0, grid)!.circuit;
    circuit = dropPart(circuit, { type: 'resistor', value: 1000 }, 1, 0, grid)!.circuit;
    expect(circuit.lines).toHaveLength(2);
    expect(circuit.components.find((c) => c.id === 'r2')!.connections).toHaveLength(2);
  });

  it('does not connect parts in different rows or two cells apart', () => {
    let circuit = dropPart(empty, { type: 'battery', value: 9 }, 0, 0, grid)!.circuit;
    circuit = dropPart(circuit, { type: 'resistor', value: 1000 }, 0, 1, grid)!.circuit;
    circuit = dropPart(circuit, { type: 'resistor', value: 1000 }, 2, 0, grid)!.circuit;
    expect(circuit.lines).toHaveLength(0);
  });
});
