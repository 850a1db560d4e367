// The circuit trace (docs/product.md "What is stored", Circuit trace): starting at the battery, every part reached through its
// connections with its ports (named componentId_portId), the mapped connections, the junctions where
// three or more ports meet, and the parts the battery never reaches. No battery means no trace.
import { portsOf } from './ports';
import type { Component, Connection, SchematicPartType } from './types';

export interface TracedPart {
  id: string;
  type: SchematicPartType;
  value: number;
  connections: Connection[];
  ports: string[];
}

export interface MappedConnection {
  conn_id: string;
  type: 'connection';
  src_node: string;
  tar_node: string;
  label: string;
}

export interface CircuitTrace {
  parts: Record<string, TracedPart>;
  connections: MappedConnection[];
  /** Groups of port names joined at one point, when three or more ports meet. */
  junctions: string[][];
  isolatedComponents: string[];
}

export function portNode(componentId: string, portId: string): string {
  return `${componentId}_${portId}`;
}

/** Groups every port into its electrical node: ports joined directly or through other wires. */
export function electricalNodes(components: readonly Component[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (node: string): string => {
    let root = node;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(node, root);
    return root;
  };
  for (const part of components) for (const port of portsOf(part.numberOfPorts)) parent.set(portNode(part.id, port), portNode(part.id, port));
  for (const part of components) {
    for (const c of part.connections) {
      const a = portNode(part.id, c.portId);
      const b = portNode(c.connectedToComponentId, c.connectedToPortId);
      if (!parent.has(a) || !parent.has(b)) continue;
      parent.set(find(a), find(b));
    }
  }
  const nodes = new Map<string, string>();
  for (const node of parent.keys()) nodes.set(node, find(node));
  return nodes;
}

export function traceCircuit(components: readonly Component[]): CircuitTrace | null {
  const battery = components.find((c) => c.type === 'battery');
  if (!battery) return null;
  const byId = new Map(components.map((c) => [c.id, c]));
  const reached = new Set<string>([battery.id]);
  const queue = [battery.id];
  while (queue.length > 0) {
    const part = byId.get(queue.shift() ?? '');
    for (const c of part?.connections ?? []) {
      if (byId.has(c.connectedToComponentId) && !reached.has(c.connectedToComponentId)) {
        reached.add(c.connectedToComponentId);
        queue.push(c.connectedToComponentId);
      }
    }
  }

  const parts: Record<string, TracedPart> = {};
  const connections: MappedConnection[] = [];
  const seen = new Set<string>();
  for (const part of components) {
    if (!reached.has(part.id)) continue;
    parts[part.id] = {
      id: part.id,
      type: part.type,
      value: part.value,
      connections: part.connections,
      ports: portsOf(part.numberOfPorts).map((p) => portNode(part.id, p)),
    };
    for (const c of part.connections) {
      const src = portNode(part.id, c.portId);
      const tar = portNode(c.connectedToComponentId, c.connectedToPortId);
      const key = [src, tar].sort().join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      connections.push({ conn_id: `conn_${connections.length + 1}`, type: 'connection', src_node: src, tar_node: tar, label: '' });
    }
  }

  const groups = new Map<string, string[]>();
  for (const [node, root] of electricalNodes(components)) {
    if (!reached.has(node.slice(0, node.lastIndexOf('_')))) continue;
    groups.set(root, [...(groups.get(root) ?? []), node]);
  }
  const junctions = [...groups.values()].filter((g) => g.length >= 3);
  const isolatedComponents = components.filter((c) => !reached.has(c.id)).map((c) => c.id);
  return { parts, connections, junctions, isolatedComponents };
}
