// The circuit trace from the battery: parts, port names, mapped connections, junctions, isolated parts.
import { describe, expect, it } from 'vitest';
import { buildCircuit } from './answer-builder';
import { traceCircuit } from './trace';

describe('circuit trace', () => {
  it('follows the parts from the battery, naming ports componentId_portId', () => {
    const { components } = buildCircuit(
      [
        { id: 'b1', type: 'battery', value: 9 },
        { id: 'r1', type: 'resistor', value: 1000 },
        { id: 'r2', type: 'resistor', value: 2000 },
      ],
      [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r2.output', 'b1.input'],
      ],
    );
    const trace = traceCircuit(components)!;
    expect(Object.keys(trace.parts).sort()).toEqual(['b1', 'r1', 'r2']);
    expect(trace.parts.r2).toMatchObject({ type: 'resistor', value: 2000, ports: ['r2_input', 'r2_output'] });
    expect(trace.connections).toHaveLength(3);
    expect(trace.connections[0]).toEqual({ conn_id: 'conn_1', type: 'connection', src_node: 'b1_output', tar_node: 'r1_input', label: '' });
    expect(trace.junctions).toEqual([]);
    expect(trace.isolatedComponents).toEqual([]);
  });

  it('finds the junctions of a parallel circuit', () => {
    const { components } = buildCircuit(
      [
        { id: 'b1', type: 'battery', value: 9 },
        { id: 'r1', type: 'resistor', value: 1000 },
        { id: 'r2', type: 'resistor', value: 1000 },
      ],
      [
        ['b1.output', 'r1.input'],
        ['r1.input', 'r2.input'],
        ['r1.output', 'r2.output'],
        ['r2.output', 'b1.input'],
      ],
    );
    const junctions = traceCircuit(components)!.junctions.map((j) => [...j].sort());
    expect(junctions).toContainEqual(['b1_output', 'r1_input', 'r2_input']);
    expect(junctions).toContainEqual(['b1_input', 'r1_output', 'r2_output']);
  });

  it('lists parts the battery never reaches as isolated', () => {
    const { components } = buildCircuit(
      [
        { id: 'b1', type: 'battery', value: 9 },
        { id: 'r1', type: 'resistor', value: 1000 },
        { id: 'r2', type: 'resistor', value: 1000 },
      ],
      [
        ['b1.output', 'r1.input'],
        ['r1.output', 'b1.input'],
        ['r2.output', 'r2.input'],
      ],
    );
    expect(traceCircuit(components)!.isolatedComponents).toEqual(['r2']);
  });

  it('fails without a battery', () => {
    const { components } = buildCircuit([{ id: 'r1', type: 'resistor', value: 1000 }], [['r1.input', 'r1.output']]);
    expect(traceCircuit(components)).toBeNull();
  });
});
