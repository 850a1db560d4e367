// The port model: input/output names, positions and the square hit areas used to draw wires.
import { describe, expect, it } from 'vitest';
import { hasPort, numberOfPortsFor, portAt, portPoint, portsOf } from './ports';

describe('port model', () => {
  it('names a two-port part input and output, a single-port part only input', () => {
    expect(portsOf(2)).toEqual(['input', 'output']);
    expect(portsOf(1)).toEqual(['input']);
    expect(hasPort({ numberOfPorts: 1 }, 'output')).toBe(false);
    expect(hasPort({ numberOfPorts: 1 }, 'input')).toBe(true);
  });
  it('gives batteries, resistors and meters two terminals', () => {
    expect(numberOfPortsFor('battery')).toBe(2);
    expect(numberOfPortsFor('resistor')).toBe(2);
    expect(numberOfPortsFor('meter')).toBe(2);
  });
  it('puts input on the left and output on the right of the cell, at mid-height', () => {
    const input = portPoint({ x: 2, y: 1 }, 'input');
    const output = portPoint({ x: 2, y: 1 }, 'output');
    expect(input.y).toBe(1.5);
    expect(output.y).toBe(1.5);
    expect(input.x).toBeGreaterThan(2);
    expect(output.x).toBeLessThan(3);
    expect(output.x).toBeGreaterThan(input.x);
  });
});

describe('finding the port under a finger or pointer', () => {
  const part = { id: 'r1', type: 'resistor' as const, value: 1000, numberOfPorts: 2 as const, x: 1, y: 0, rotation: 0, connections: [] };
  it('finds the port whose hit square holds the point', () => {
    expect(portAt([part], { x: 1.3, y: 0.7 }, 0.5)).toEqual({ componentId: 'r1', portId: 'input' });
    expect(portAt([part], { x: 1.8, y: 0.4 }, 0.5)).toEqual({ componentId: 'r1', portId: 'output' });
  });
  it('finds nothing outside every hit square', () => {
    expect(portAt([part], { x: 1.5, y: 1.4 }, 0.5)).toBeNull();
  });
});
