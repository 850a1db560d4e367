// Drawing wires between ports: connections on both parts, discarded releases, routes around parts.
import { describe, expect, it } from 'vitest';
import { connectPorts } from './wiring';
import { buildCircuit } from './answer-builder';
import { segmentCrossesRect } from './geometry';
import { partBody } from './ports';

const parts = [
  { id: 'b1', type: 'battery', value: 9 },
  { id: 'r1', type: 'resistor', value: 1000 },
  { id: 'r2', type: 'resistor', value: 1000 },
] as const;

describe('drawing wires between ports', () => {
  it('adds a connection to both parts and a line with an empty label', () => {
    const circuit = connectPorts(buildCircuit(parts, []), { componentId: 'b1', portId: 'output' }, { componentId: 'r2', portId: 'input' })!;
    expect(circuit.components[0].connections).toEqual([{ portId: 'output', connectedToComponentId: 'r2', connectedToPortId: 'input' }]);
    expect(circuit.components[2].connections).toEqual([{ portId: 'input', connectedToComponentId: 'b1', connectedToPortId: 'output' }]);
    expect(circuit.lines).toHaveLength(1);
    expect(circuit.lines[0].label?.text).toBe('');
    expect(circuit.lines[0].segments.length).toBeGreaterThan(0);
  });

  it('discards a release on the same port', () => {
    expect(connectPorts(buildCircuit(parts, []), { componentId: 'b1', portId: 'output' }, { componentId: 'b1', portId: 'output' })).toBeNull();
  });

  it('discards a release on a missing part or port, and a second wire between the same ports', () => {
    const circuit = buildCircuit(parts, [['b1.output', 'r1.input']]);
    expect(connectPorts(circuit, { componentId: 'b1', portId: 'output' }, { componentId: 'x9', portId: 'input' })).toBeNull();
    expect(connectPorts(circuit, { componentId: 'b1', portId: 'output' }, { componentId: 'r1', portId: 'input' })).toBeNull();
  });

  it('routes a wire between two parts of one row around the part in between', () => {
    // b1 at x=0, r1 at x=2, r2 at x=4, all in row 0: the straight wire would run through r1.
    const circuit = buildCircuit(parts, [['b1.output', 'r2.input']]);
    const [line] = circuit.lines;
    expect(line.segments).toHaveLength(3);
    const bodies = circuit.components.map(partBody);
    expect(line.segments.some((s) => bodies.some((b) => segmentCrossesRect(s, b)))).toBe(false);
  });

  it('takes a wire back to the same part around the outside, never across the part', () => {
    const circuit = buildCircuit(parts.slice(0, 2), [
      ['b1.output', 'r1.input'],
      ['r1.output', 'b1.input'],
    ]);
    const back = circuit.lines[1];
    expect(back.segments).toHaveLength(3);
    const bodies = circuit.components.map(partBody);
    expect(back.segments.some((s) => bodies.some((b) => segmentCrossesRect(s, b)))).toBe(false);
  });

  it('prefers the plain L when it is clear', () => {
    const circuit = buildCircuit(parts, []);
    const moved = { ...circuit, components: circuit.components.map((c) => (c.id === 'r2' ? { ...c, y: 2 } : c)) };
    const wired = connectPorts(moved, { componentId: 'b1', portId: 'output' }, { componentId: 'r2', portId: 'input' })!;
    expect(wired.lines[0].segments).toHaveLength(2);
  });
});
