// Writes accepted answers compactly for bundled content and tests: parts plus wires named
// 'id.port', e.g. wire('b1.output', 'r1.input'). Positions in an answer do not matter for matching.
import { numberOfPortsFor } from './ports';
import { connectPorts } from './wiring';
import type { AnswerCircuit, Circuit, Component, PortId, PortRef, SchematicPartType } from './types';

export interface AnswerPart {
  id: string;
  type: SchematicPartType;
  value: number;
}

export type WireSpec = readonly [string, string];

export function parsePortRef(text: string): PortRef {
  const [componentId, portId] = text.split('.');
  if (!componentId || (portId !== 'input' && portId !== 'output')) throw new Error(`Bad port reference '${text}'.`);
  return { componentId, portId: portId as PortId };
}

/** A circuit with the parts laid out in one row and the given wires joined. */
export function buildCircuit(parts: readonly AnswerPart[], wires: readonly WireSpec[]): Circuit {
  const components: Component[] = parts.map((p, index) => ({
    id: p.id,
    type: p.type,
    value: p.value,
    numberOfPorts: numberOfPortsFor(p.type),
    x: index * 2,
    y: 0,
    rotation: 0,
    connections: [],
  }));
  let circuit: Circuit = { components, lines: [] };
  for (const [a, b] of wires) {
    const next = connectPorts(circuit, parsePortRef(a), parsePortRef(b));
    if (!next) throw new Error(`Cannot wire ${a} to ${b}.`);
    circuit = next;
  }
  return circuit;
}

export function buildAnswer(parts: readonly AnswerPart[], wires: readonly WireSpec[]): AnswerCircuit {
  return buildCircuit(parts, wires).components;
}
